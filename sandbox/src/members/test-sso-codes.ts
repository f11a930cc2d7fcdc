import { randomBytes } from 'node:crypto';
import { Router } from 'express';
import { z } from 'zod';
import { bodyOf } from '../http/body';

/**
 * One-time SSO codes a test asks for (test hooks only), as an identity provider would send
 * one to the OAuth callback: unguessable, for one e-mail, used once, valid ten minutes. Unlike
 * the fixed `sandbox-sso` codes, which the BFF never forwards, such a code can go through the
 * site like a real one.
 */
export interface TestSsoCodes {
  /** A new code that signs in (or signs up) `email` once. */
  mint(email: string): string;
  /** The e-mail of an unused, unexpired code; the code is used up. */
  take(code: string): string | undefined;
}

const LIFETIME_MS = 10 * 60_000;

export function createTestSsoCodes(now: () => number): TestSsoCodes {
  const codes = new Map<string, { email: string; expires: number }>();
  return {
    mint(email) {
      for (const [code, entry] of codes) if (entry.expires <= now()) codes.delete(code);
      const code = `test-sso-${randomBytes(24).toString('base64url')}`;
      codes.set(code, { email, expires: now() + LIFETIME_MS });
      return code;
    },
    take(code) {
      const entry = codes.get(code);
      codes.delete(code);
      return entry && entry.expires > now() ? entry.email : undefined;
    },
  };
}

const MintBody = z.object({ email: z.string().trim().email().max(254) });

/** `POST …/_sandbox/sso-codes {email}`: `{code}` for that member. */
export function testSsoCodesRouter(codes: TestSsoCodes): Router {
  const router = Router();
  router.post('/', (req, res) => {
    const { email } = bodyOf(req, MintBody);
    res
      .status(201)
      .set('cache-control', 'no-store')
      .json({ code: codes.mint(email) });
  });
  return router;
}
