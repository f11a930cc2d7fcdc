/** A port nothing listens on, below the kernel's ephemeral range and not handed out before. */
export function freePort(): Promise<number>;
/** The lowest port the kernel gives outgoing connections. */
export function ephemeralLow(): number;
