/**
 * Renders of server modules, each kept for a key (the page) while what it was made
 * from is the same: the same objects, as the BFF gives its cached answers. A render takes
 * milliseconds of the BFF's one thread; `limit` renders at most are kept.
 */
export function keptRenders<T>(limit = 32) {
  const kept = new Map<string, { inputs: readonly unknown[]; value: T }>();
  return (key: string, inputs: readonly unknown[], make: () => T): T => {
    const found = kept.get(key);
    if (
      found?.inputs.length === inputs.length &&
      found.inputs.every((input, i) => input === inputs[i])
    )
      return found.value;
    const value = make();
    kept.delete(key);
    if (kept.size >= limit) kept.delete(kept.keys().next().value as string);
    kept.set(key, { inputs, value });
    return value;
  };
}
