/** A new idempotency key for one press of Redeem (the browser's UUID where it has one). */
export function newRedeemKey(): string {
  const random = globalThis.crypto?.randomUUID?.();
  return random ?? `redeem-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
