import { isEntryPage } from './entry-pages';

describe('the pages a member signs in through', () => {
  it.each([
    '/account/login',
    '/account/login?expired=1',
    '/ACCOUNT/Login',
    '/account/signup',
    '/account/verify?email=a%40b.example',
    '/account/complete',
    '/account/oauthcallback',
    '/account/password-reset',
    '/account/reset-password?token=x',
    '/app/signin',
  ])('%s is one', (path) => {
    expect(isEntryPage(path)).toBe(true);
  });

  it.each(['/', '/account', '/account/settings', '/order/checkout', '/app/confirm', '/login'])(
    '%s is not',
    (path) => {
      expect(isEntryPage(path)).toBe(false);
    },
  );
});
