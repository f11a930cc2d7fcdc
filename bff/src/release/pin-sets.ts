import { REMOTE_NAMES, type RemoteName } from '@qsr/shared-contracts/core';
import type { PinAction, PinFile } from './pins';
import { visible } from './plain-text';
import { ReleaseCommandError } from './refusal';

/** The version pinned of each remote (absent: none, the fallback serves it). */
export type PinnedVersions = Partial<Record<RemoteName, string>>;

/**
 * The whole set of pins of one environment × channel as it stood right after a change of one
 * remote in the history: what `restore` returns to.
 */
export interface PinSet {
  /** The 1-based index in the history of the change it follows (`history` lists it). */
  id: number;
  at: string;
  by: string;
  action: PinAction;
  remote: RemoteName;
  pins: PinnedVersions;
}

/** One remote a restore (or a promote) would change. */
export interface PinDiff {
  remote: RemoteName;
  live: string | null;
  target: string | null;
}

/**
 * The changes that move a pin. A canary's changes leave it as it is: the last advance, to
 * 100 %, is followed by the `pin` of its version (`canary/canary-changes.ts`).
 */
const PIN_MOVES: ReadonlySet<PinAction> = new Set(['pin', 'rollback', 'restore']);

function ordered(pins: PinnedVersions): PinnedVersions {
  const copy: PinnedVersions = {};
  for (const name of REMOTE_NAMES) if (pins[name]) copy[name] = pins[name];
  return copy;
}

/** The versions a pin file pins now. */
export function pinnedVersions(file: PinFile): PinnedVersions {
  const pins: PinnedVersions = {};
  for (const name of REMOTE_NAMES) {
    const version = file.pins[name]?.version;
    if (version) pins[name] = version;
  }
  return pins;
}

/**
 * The pin set after each change of a remote, oldest first, from the history alone. A freeze or
 * unfreeze changes no pin and has no set of its own (its id is skipped). For a file written only
 * by the release commands, the last set is what `pins` holds.
 */
export function pinSetsOf(file: PinFile): PinSet[] {
  const pins: PinnedVersions = {};
  const sets: PinSet[] = [];
  file.history.forEach((change, index) => {
    if (change.remote === undefined) return;
    if (PIN_MOVES.has(change.action)) {
      if (change.version) pins[change.remote] = change.version;
      else delete pins[change.remote];
    }
    const { at, by, action, remote } = change;
    sets.push({ id: index + 1, at, by, action, remote, pins: ordered(pins) });
  });
  return sets;
}

/** `12` or `#12`. */
const SET_ID = /^#?(\d{1,9})$/;
/** A time with its zone, as the history writes it: `2026-05-01T10:00:00Z`, `…T12:00+02:00`. */
const TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/i;

/**
 * The pin set `to` names: its id (`12`, `#12`), or a time, for the last set at or before it.
 * A refusal when no set matches, or `to` is neither.
 */
export function pinSetAt(file: PinFile, to: string): PinSet {
  const place = `${file.environment} for the ${file.channel} channel`;
  const channel = file.channel === 'default' ? '' : ` --channel ${file.channel}`;
  const listed = `npm run release -- history --env ${file.environment}${channel}`;
  const sets = pinSetsOf(file);
  const trimmed = to.trim();
  const id = SET_ID.exec(trimmed);
  if (id) {
    const wanted = Number(id[1]);
    const found = sets.find((set) => set.id === wanted);
    if (found) return found;
    const change = file.history[wanted - 1];
    throw new ReleaseCommandError(
      change
        ? `#${wanted} in ${place} is the ${change.action} of ${visible(change.at)}, which ` +
            `changed no pin: give the id of a pin change (${listed}).`
        : `${place} has no pin set #${wanted}: its history has ${file.history.length} ` +
            `change(s) (${listed}).`,
    );
  }
  if (TIME.test(trimmed) && !Number.isNaN(Date.parse(trimmed))) {
    const time = Date.parse(trimmed);
    const found = sets.filter((set) => Date.parse(set.at) <= time).at(-1);
    if (found) return found;
    throw new ReleaseCommandError(
      sets.length === 0
        ? `${place} has no pin history: there is no pin set to return to.`
        : `${place} has no pin set at or before ${trimmed}: its first is #${sets[0]!.id} of ` +
            `${visible(sets[0]!.at)}.`,
    );
  }
  throw new ReleaseCommandError(
    `"${visible(trimmed)}" names no pin set: give its id (12 or #12, from ${listed}) or a time ` +
      'with its zone, such as 2026-05-01T10:00:00Z.',
  );
}

/** The remotes whose version differs between `live` and `target`, in REMOTE_NAMES order. */
export function diffPinSets(live: PinnedVersions, target: PinnedVersions): PinDiff[] {
  return REMOTE_NAMES.filter((name) => (live[name] ?? null) !== (target[name] ?? null)).map(
    (name) => ({ remote: name, live: live[name] ?? null, target: target[name] ?? null }),
  );
}

/** `careers  1.1.0 → 1.0.0`, one line a remote, aligned. */
export function formatPinDiffs(diffs: readonly PinDiff[]): string[] {
  const width = Math.max(0, ...diffs.map((diff) => diff.remote.length));
  return diffs.map(
    (diff) => `${diff.remote.padEnd(width)}  ${diff.live ?? 'no pin'} → ${diff.target ?? 'no pin'}`,
  );
}

/** `careers@1.1.0 menuCart@2.0.0`, or `no pin`. */
export function formatPinSet(pins: PinnedVersions): string {
  const named = REMOTE_NAMES.filter((name) => pins[name]).map((name) => `${name}@${pins[name]}`);
  return named.length ? named.join(' ') : 'no pin';
}
