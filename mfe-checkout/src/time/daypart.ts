/** §5, §9: a product whose name contains this pushes the earliest time to 10:30. */
export const DAYPART_MARKER = '10:30';
const DAYPART_MINUTES = 10 * 60 + 30;

const ISO_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * §5 daypart: when any cart product name contains 10:30, an earliest time before 10:30 moves
 * to 10:30 of that day. The time stays in its own offset (the restaurant's), so "that day"
 * and "10:30" are the restaurant's, wherever the browser is.
 */
export function daypartEarliest(
  products: ReadonlyArray<{ name: string }>,
  earliest: string,
): string {
  if (!products.some((product) => product.name.includes(DAYPART_MARKER))) return earliest;
  const match = ISO_TIME.exec(earliest);
  if (!match) return earliest;
  const [, date, hour, minute, offset] = match as unknown as [
    string,
    string,
    string,
    string,
    string,
  ];
  if (Number(hour) * 60 + Number(minute) >= DAYPART_MINUTES) return earliest;
  return `${date}T10:30:00${offset}`;
}
