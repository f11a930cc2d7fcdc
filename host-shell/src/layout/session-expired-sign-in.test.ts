import { sessionExpiredSignIn } from './session-expired-sign-in';

describe('§6 signing in again after the server refused the session', () => {
  it("goes to the site's sign-in page, marked expired", () => {
    expect(sessionExpiredSignIn('/checkout')).toBe('/account/login?expired=1');
  });
  it("keeps the app's pages in the app's own sign-in page", () => {
    expect(sessionExpiredSignIn('/app/offers')).toBe('/app/signin?expired=1');
  });
});
