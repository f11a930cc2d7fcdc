import { ApiError, CONNECTION_ISSUE, failureOf } from '@qsr/shared-contracts';
import { failureMessages, isSessionExpired } from './failure';
import { cleanProfile, isStrongPassword, profileProblems } from './profile-rules';

describe('§8 form failures', () => {
  it('shows the messages the request helper made of the answer', () => {
    const body = { message: '[217] Please enter a valid zip.' };
    const error = new ApiError(400, ['Please enter a valid zip.'], body);
    expect(failureMessages(failureOf(error), 'slow down')).toEqual(['Please enter a valid zip.']);
  });
  it('says a rate limit plainly', () => {
    expect(failureMessages(failureOf(new ApiError(429, ['x'], {})), 'Too many attempts.')).toEqual([
      'Too many attempts.',
    ]);
  });
  it('says nothing of a session the server ended, which the host asks to sign in again', () => {
    expect(isSessionExpired(new ApiError(401, ['x'], {}, true))).toBe(true);
    expect(isSessionExpired(new ApiError(401, ['x'], {}))).toBe(false);
    expect(isSessionExpired(new TypeError('fetch failed'))).toBe(false);
  });
  it('falls back to the connection issue', () => {
    expect(failureMessages(failureOf(new TypeError('fetch failed')), '')).toEqual([
      CONNECTION_ISSUE,
    ]);
  });
});

describe('§3 profile rules', () => {
  const profile = {
    first_name: ' Ada ',
    last_name: 'Lovelace',
    email: 'ada@example.com',
    phone: '+1 (919) 555-0100',
    optin: false,
    optin_sms: true,
  };
  it('strips a leading 1 or +1 from the phone and trims the names', () => {
    expect(cleanProfile(profile)).toMatchObject({ first_name: 'Ada', phone: '9195550100' });
  });
  it('names each problem', () => {
    expect(profileProblems(profile)).toEqual({});
    expect(
      profileProblems({ ...profile, first_name: ' ', email: 'ada@', phone: '555-0100' }),
    ).toEqual({
      first_name: 'firstNameRequired',
      email: 'emailInvalid',
      phone: 'phoneInvalid',
    });
  });
  it('asks for 8 characters with a letter and a number', () => {
    expect(isStrongPassword('Biscuits1')).toBe(true);
    expect(isStrongPassword('biscuits')).toBe(false);
    expect(isStrongPassword('b1')).toBe(false);
  });
});
