interface Day {
  times: ReadonlyArray<{ value: string }>;
}

/**
 * The offered time that is the instant `iso` is, as the list writes it; undefined when none
 * is. Instants, not strings: the order and the list may write one time with other offsets.
 */
export function offeredTime(days: readonly Day[], iso: string): string | undefined {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return undefined;
  for (const day of days) {
    const time = day.times.find((each) => Date.parse(each.value) === at);
    if (time) return time.value;
  }
  return undefined;
}
