import { groupNameOf } from '@qsr/shared-contracts';

/** What the host typed, as the form keeps it. */
export interface SettingsDraft {
  hostName: string;
  cutoff: number;
  guestLimit: string;
  spendingLimit: string;
}

/** The field a problem belongs to, and its words' key. */
export type SettingsProblem =
  | { field: 'hostName'; key: 'nameNeeded' }
  | { field: 'guestLimit'; key: 'guestLimitWrong' }
  | { field: 'spendingLimit'; key: 'spendingLimitWrong' };

/** The group's bounds (the ordering API refuses outside them too). */
const GUESTS_MAX = 50;
const SPENDING = { min: 1, max: 500 };

/** An optional whole number of guests: empty is none; otherwise 1 to 50. */
function guestLimitOf(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d{1,2}$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value >= 1 && value <= GUESTS_MAX ? value : undefined;
}

/** Optional dollars, `$12` or `12.50`: empty is none; otherwise $1 to $500 in whole cents. */
function spendingLimitOf(text: string): number | null | undefined {
  const trimmed = text.trim().replace(/^\$/, '');
  if (trimmed === '') return null;
  if (!/^\d{1,3}(?:\.\d{1,2})?$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value >= SPENDING.min && value <= SPENDING.max ? value : undefined;
}

/**
 * The settings to send, or what is wrong with them: checked here so that every refusal is in
 * the page's language before anything is sent.
 */
export function readSettings(draft: SettingsDraft):
  | {
      ok: true;
      settings: {
        host_name: string;
        cutoff: string;
        guest_limit: number | null;
        spending_limit: number | null;
      };
    }
  | { ok: false; problems: SettingsProblem[] } {
  const hostName = groupNameOf(draft.hostName);
  const guestLimit = guestLimitOf(draft.guestLimit);
  const spendingLimit = spendingLimitOf(draft.spendingLimit);
  const problems: SettingsProblem[] = [];
  if (hostName === null) problems.push({ field: 'hostName', key: 'nameNeeded' });
  if (guestLimit === undefined) problems.push({ field: 'guestLimit', key: 'guestLimitWrong' });
  if (spendingLimit === undefined)
    problems.push({ field: 'spendingLimit', key: 'spendingLimitWrong' });
  if (hostName === null || guestLimit === undefined || spendingLimit === undefined) {
    return { ok: false, problems };
  }
  return {
    ok: true,
    settings: {
      host_name: hostName,
      cutoff: new Date(draft.cutoff).toISOString(),
      guest_limit: guestLimit,
      spending_limit: spendingLimit,
    },
  };
}
