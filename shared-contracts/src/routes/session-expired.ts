/** The sign-in page's marker of an expired session (a flag, never a token). */
export const SESSION_EXPIRED_QUERY = 'expired';
