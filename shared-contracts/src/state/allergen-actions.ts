import { subscribeKey } from 'valtio/utils';
import * as membersApi from '../api/members';
import { NO_ALLERGEN_PROFILE, type AllergenProfile } from '../rules/allergens';
import type { AppState } from '../types/client-state';
import { attempt, succeeded, type ActionResult } from './action-result';
import { appState } from './app-state';

const isEmpty = (profile: AllergenProfile) => profile.avoid.length === 0 && !profile.hide;

/**
 * The allergen profile: on the device for a guest, on the account for a member (the device
 * holds a copy, so that the page flags at once).
 */
export const allergenActions = {
  /**
   * What the customer avoids: on the device at once; on the account too when signed in. If the
   * account cannot take it, the device keeps it and the failure is answered (§8 messages).
   */
  async setAllergenProfile(profile: AllergenProfile): Promise<ActionResult> {
    const state = appState();
    state.allergenProfile = { avoid: [...profile.avoid], hide: profile.hide };
    if (!state.token) return succeeded();
    return attempt(async () => {
      await membersApi.saveAllergenProfile(profile, { mode: 'suppress' });
    });
  },

  /**
   * A member's profile once signed in: the account's leads; an account that has none takes the
   * one the customer set on the device as a guest. A failure keeps the device's (logged).
   */
  async followAccount(): Promise<void> {
    try {
      const { profile } = await membersApi.getAllergenProfile({ mode: 'suppress' });
      const state = appState();
      if (profile) state.allergenProfile = profile;
      else if (!isEmpty(state.allergenProfile)) {
        await membersApi.saveAllergenProfile(state.allergenProfile, { mode: 'suppress' });
      }
    } catch (error) {
      console.warn('Could not read the allergen profile of the account', error);
    }
  },
};

/**
 * Keeps the profile with the session: read from the account when a member signs in (or comes
 * back signed in), and cleared from the device when the session ends, so that a member's
 * allergies do not stay on a shared device.
 */
export function followMemberAllergens(state: AppState): () => void {
  let signedIn = state.token !== null;
  if (signedIn) void allergenActions.followAccount();
  // A token refreshed is the same session: only signing in and out count.
  return subscribeKey(state, 'token', (token) => {
    if (token && !signedIn) void allergenActions.followAccount();
    if (!token && signedIn) state.allergenProfile = NO_ALLERGEN_PROFILE;
    signedIn = token !== null;
  });
}
