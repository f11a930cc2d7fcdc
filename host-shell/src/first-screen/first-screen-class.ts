/** The class of the server's first screen in the page (inert until the browser's render replaces it). */
export const FIRST_SCREEN_CLASS = 'host-first-screen';
