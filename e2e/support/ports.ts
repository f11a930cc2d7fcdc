/**
 * The e2e suite runs its own sandbox and BFF on ports of its own, so that it never meets a
 * site a developer has running with `npm start`.
 */
export const E2E = {
  port: 3300,
  cateringPort: 2301,
  sandboxPort: 4310,
  /** A second BFF whose ordering API is a closed port: "the sandbox is down". */
  downPort: 3390,
} as const;

export const consumerUrl = `http://localhost:${E2E.port}`;
export const cateringUrl = `http://localhost:${E2E.cateringPort}`;
export const sandboxDownUrl = `http://localhost:${E2E.downPort}`;
