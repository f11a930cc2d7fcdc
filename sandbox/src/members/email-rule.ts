/** A well-formed e-mail address, as the member calls take one. */
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
