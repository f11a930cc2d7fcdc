/** Whose line it is in a group order: a guest, or (absent) the host. */
export interface LineOwner {
  guest?: { id: number; name: string };
}

/** One person's part of a group order's lines: the host's (`guest` null) or a guest's. */
export interface GuestPartOf<T> {
  guest: { id: number; name: string } | null;
  lines: T[];
}

/**
 * A group order's lines by whose they are: the host's own first, then each guest's in the
 * order they first appear. An order without guests is one part, the host's, with every line;
 * every list of an order's lines (box, review, receipt, e-mail, kitchen) groups through this.
 */
export function linesByGuest<T extends LineOwner>(lines: readonly T[]): Array<GuestPartOf<T>> {
  const host: T[] = [];
  const guests = new Map<number, GuestPartOf<T>>();
  for (const line of lines) {
    if (!line.guest) {
      host.push(line);
      continue;
    }
    const part = guests.get(line.guest.id) ?? { guest: line.guest, lines: [] };
    part.lines.push(line);
    guests.set(line.guest.id, part);
  }
  const parts = [...guests.values()];
  return host.length > 0 || parts.length === 0 ? [{ guest: null, lines: host }, ...parts] : parts;
}

/** Whether any line is a guest's: then lists show whose each part is. */
export const hasGuests = <T extends LineOwner>(lines: readonly T[]): boolean =>
  lines.some((line) => line.guest !== undefined);
