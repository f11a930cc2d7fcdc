/**
 * "Send a new code" on /account/verify: how long after one new verification code the next may
 * be asked, and how many one verification may ask. The ordering API refuses an ask sooner or
 * past the limit ([261]); the page counts the same wait down, so a customer waits rather than
 * being refused.
 */
export const NEW_CODE_WAIT_SECONDS = 30;
export const NEW_CODES_PER_VERIFICATION = 5;
