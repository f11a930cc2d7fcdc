// What a probe is, and running a class of them against a target.

/**
 * One attack: `attempt(target)` makes its request(s) and resolves to what it saw; `refused(seen)`
 * is true when the site refused it (the attack got nothing), false when it got through.
 * `shown(seen)` is what the report prints for one that got through.
 */
export function probe(name, attempt, refused, shown = showAnswer) {
  return { name, attempt, refused, shown };
}

/** An answer as the report shows it: its status and the start of its body. */
export function showAnswer(seen) {
  if (seen && typeof seen === 'object' && 'status' in seen) {
    return `${seen.status} ${String(seen.body ?? '')
      .replace(/\s+/g, ' ')
      .slice(0, 140)}`;
  }
  return JSON.stringify(seen)?.slice(0, 200);
}

/** Refused when the answer's status is one of `statuses`. */
export const statusIn =
  (...statuses) =>
  (seen) =>
    statuses.includes(seen.status);

/** Refused when the site answered with a client error (never forwarded, never served). */
export const clientError = (seen) => seen.status >= 400 && seen.status < 500;

/**
 * Runs every probe of `attackClass` against `target`, one after the other. A probe that throws
 * proved nothing: it counts as through, with its error. `ATTACK_VERBOSE=1` prints what each
 * refused probe saw too.
 */
export async function runClass(attackClass, target) {
  const result = { name: attackClass.name, target: target.name, tried: 0, refused: 0, through: [] };
  for (const attack of attackClass.probes) {
    result.tried += 1;
    try {
      const seen = await attack.attempt(target);
      if (attack.refused(seen)) {
        result.refused += 1;
        if (process.env.ATTACK_VERBOSE)
          console.log(`    refused ${attack.name}: ${attack.shown(seen)}`);
      } else result.through.push({ name: attack.name, saw: attack.shown(seen) });
    } catch (error) {
      result.through.push({ name: attack.name, saw: `the probe failed: ${error.message}` });
    }
  }
  return result;
}
