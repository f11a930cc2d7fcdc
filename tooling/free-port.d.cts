/** The ports `freePort` hands out: from 20000 to just below the kernel's ephemeral range. */
export const RANGE: Readonly<{ lowest: number; highest: number }>;
/** A port nothing listens on, in RANGE and not handed out before by this process. */
export function freePort(): Promise<number>;
