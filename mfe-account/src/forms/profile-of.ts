import type { Member } from '@qsr/shared-contracts';

/** The §3 profile fields a member edits: the member without its id. */
export type MemberProfile = Omit<Member, 'id'>;

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
