/**
 * §6/§7.5 the bot check of sign-in, sign-up and forgot password. The site configuration
 * carries no widget key yet, so the widget runs in its test mode, whose result the sandbox
 * (and a real provider's test keys) accept. The result goes in the body, never in a URL.
 */
export const BOT_CHECK_TEST_RESULT = 'sandbox-captcha-ok';

export function botCheckResult(): Promise<string> {
  return Promise.resolve(BOT_CHECK_TEST_RESULT);
}
