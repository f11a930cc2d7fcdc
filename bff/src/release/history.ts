import {
  channelOf,
  environmentOf,
  formatTable,
  frozenSince,
  storeCall,
  where,
  type ReleaseContext,
} from './commands';
import { formatPinSet, pinSetsOf, type PinnedVersions } from './pin-sets';
import type { PinChange } from './pins';
import { visible } from './plain-text';

/** What one change did, in a few words: `1.0.0 → 1.1.0`, `1.1.0 at 25 %`. */
function changeOf(change: PinChange): string {
  if (change.remote === undefined) return '';
  if (change.action.startsWith('canary-')) {
    return `${change.version ?? ''}${change.share === undefined ? '' : ` at ${change.share} %`}`;
  }
  return `${change.previous ?? 'no pin'} → ${change.version ?? 'no pin'}`;
}

/**
 * `release history --env <env> [--channel catering]`: every change of the pins, oldest first,
 * each with the pin set after it; its ID is what `restore --to` takes. A change with a reason
 * (a canary's abort or the judge's advance, a restore, a freeze) has it on the line below.
 */
export async function releaseHistory(
  ctx: ReleaseContext,
  options: { env?: string; channel?: string },
): Promise<void> {
  const key = { environment: environmentOf(options.env), channel: channelOf(options.channel) };
  const place = `${key.environment} for ${where(key.channel)}`;
  const file = await storeCall(() => ctx.pins.read(key));
  if (file?.frozen) ctx.out(`${frozenSince(key.environment, file.frozen)}.`);
  if (!file || file.history.length === 0) {
    ctx.out(`Nothing was ever pinned in ${place}: it has no history.`);
    return;
  }
  const sets = new Map(pinSetsOf(file).map((set) => [set.id, set.pins]));
  let pins: PinnedVersions = {};
  const rows = [['ID', 'AT', 'BY', 'ACTION', 'REMOTE', 'CHANGE', 'PIN SET AFTER']];
  file.history.forEach((change, index) => {
    // A freeze has no set of its own: the pins are those after the change before it.
    pins = sets.get(index + 1) ?? pins;
    rows.push([
      `#${index + 1}`,
      change.at,
      change.by,
      change.action,
      change.remote ?? '-',
      changeOf(change),
      formatPinSet(pins),
    ]);
  });
  // One table line a change (formatTable keeps each on one line), and its reason below it.
  const [header, ...lines] = formatTable(rows).split('\n');
  ctx.out(header!);
  file.history.forEach((change, index) => {
    ctx.out(lines[index]!);
    if (change.reason) ctx.out(`    why: ${visible(change.reason)}`);
  });
  ctx.out('');
  ctx.out(
    `Restore a pin set with: npm run release -- restore --env ${key.environment}` +
      `${key.channel === 'default' ? '' : ` --channel ${key.channel}`} --to <ID> [--dry-run]`,
  );
}
