import { isValidPhone, stripCountryCode } from '@qsr/shared-contracts';
import type { MemberProfile } from './profile-of';

export type ProfileField = 'first_name' | 'last_name' | 'email' | 'phone';
export type ProfileErrors = Partial<Record<ProfileField | 'password', string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The ordering platform's rule, said before the call: 8 characters, a letter and a number. */
const STRONG_PASSWORD = /^(?=.*[A-Za-z])(?=.*\d).{8,}$/;

export const isEmail = (email: string) => EMAIL.test(email.trim());
export const isStrongPassword = (password: string) => STRONG_PASSWORD.test(password);

/** The keys of the strings that explain each problem, by field. */
export function profileProblems(profile: MemberProfile): Partial<Record<ProfileField, string>> {
  const problems: Partial<Record<ProfileField, string>> = {};
  if (!profile.first_name.trim()) problems.first_name = 'firstNameRequired';
  if (!profile.last_name.trim()) problems.last_name = 'lastNameRequired';
  if (!isEmail(profile.email)) problems.email = 'emailInvalid';
  if (!isValidPhone(profile.phone)) problems.phone = 'phoneInvalid';
  return problems;
}

/** §3: the profile as sent: trimmed, phone as ten digits without a leading 1 or +1. */
export function cleanProfile(profile: MemberProfile): MemberProfile {
  return {
    ...profile,
    first_name: profile.first_name.trim(),
    last_name: profile.last_name.trim(),
    email: profile.email.trim(),
    phone: stripCountryCode(profile.phone),
  };
}
