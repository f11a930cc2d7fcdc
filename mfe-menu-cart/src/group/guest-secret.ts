import { readStored } from '@qsr/shared-contracts';

/*
 * A guest's secret is kept on the device, under the group's token, so that a guest who reloads
 * or comes back to the link finds their own part again. Nothing else of the group is kept.
 */

const keyOf = (token: string) => `qsr.group.${token}`;
const SECRET = /^[\w-]{8,64}$/;
const asSecret = (raw: unknown) => (typeof raw === 'string' && SECRET.test(raw) ? raw : undefined);

const storage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

/** The secret of this device's guest in the group, if one joined from here. */
export function guestSecretOf(token: string): string | undefined {
  return readStored(storage(), keyOf(token), asSecret);
}

/** Keeps the secret the group answered on joining; a full or refused storage keeps nothing. */
export function keepGuestSecret(token: string, secret: string): void {
  try {
    storage()?.setItem(keyOf(token), JSON.stringify(secret));
  } catch {
    // Only a reload loses the part's way back; the page holds the secret meanwhile.
  }
}

/** Forgets it: the group no longer knows this guest. */
export function forgetGuestSecret(token: string): void {
  try {
    storage()?.removeItem(keyOf(token));
  } catch {
    // Nothing kept, nothing to forget.
  }
}
