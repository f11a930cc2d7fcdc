import {
  createHash,
  randomBytes,
  randomInt,
  scrypt,
  scryptSync,
  timingSafeEqual,
} from 'node:crypto';

/** scrypt cost: N (CPU/memory), r (block size), p (parallelism), key length. */
const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

const encode = (salt: Buffer, key: Buffer) =>
  `scrypt$${N}$${R}$${P}$${salt.toString('base64url')}$${key.toString('base64url')}`;

/** `scrypt$N$r$p$salt$hash` of a password (blocking; for seeding). */
export function hashPasswordSync(password: string): string {
  const salt = randomBytes(16);
  return encode(salt, scryptSync(password.normalize('NFKC'), salt, KEY_LENGTH, { N, r: R, p: P }));
}

function scryptAsync(password: string, salt: Buffer, n: number, r: number, p: number) {
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { N: n, r, p }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return encode(salt, await scryptAsync(password, salt, N, R, P));
}

/** True when the password matches the stored hash (constant-time comparison). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scryptAsync(
    password,
    Buffer.from(salt, 'base64url'),
    Number(n),
    Number(r),
    Number(p),
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash that no password matches, to spend the same time on an unknown e-mail. */
export const DUMMY_HASH = hashPasswordSync(randomBytes(12).toString('hex'));

/** §7.1 passwords, the sandbox's own rule: 8 characters or more, a letter and a number. */
export function isStrongPassword(password: string): boolean {
  return (
    password.length >= 8 &&
    password.length <= 128 &&
    /[A-Za-z]/.test(password) &&
    /\d/.test(password)
  );
}

/** A bearer token, an e-mailed reset token. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** A six-digit e-mailed verification code. */
export const newCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** How tokens and codes are stored. */
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');
