import type { Member, MemberProfile } from '@qsr/shared-contracts';

/** The editable §3 profile fields of a member (empty for nobody). */
export function profileOf(user: Member | null): MemberProfile {
  return {
    first_name: user?.first_name ?? '',
    last_name: user?.last_name ?? '',
    email: user?.email ?? '',
    phone: user?.phone ?? '',
    optin: user?.optin ?? false,
    optin_sms: user?.optin_sms ?? false,
  };
}
