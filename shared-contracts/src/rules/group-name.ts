/**
 * A name in a group order (the host's as guests see it, a guest's), as the group keeps it:
 * spaces tidied, 1 to 40 characters, and no control or format characters: a right-to-left
 * override or a zero-width character would let one name pass for another on the host's list,
 * and a control character would break the lines of the e-mail and the kitchen's ticket. Null
 * when it cannot be one. The page checks with it before sending; the ordering API refuses the
 * same.
 */
export function groupNameOf(raw: string): string | null {
  const name = raw.trim().replace(/\s+/g, ' ');
  const hidden = /[\p{Cc}\p{Cf}\p{Co}\p{Cs}]/u.test(name);
  return name.length > 0 && name.length <= 40 && !hidden ? name : null;
}
