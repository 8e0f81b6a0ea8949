import { randomBytes } from 'node:crypto';

// argon2id with the library's defaults (19 MiB, 2 passes): OWASP's minimum recommendation.
// The native module is loaded at the first sign-in or new password, not at start.
export async function hashPassword(password: string): Promise<string> {
  const { hash } = await import('@node-rs/argon2');
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  const { verify } = await import('@node-rs/argon2');
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** A random code or password from an alphabet without look-alike characters. */
export function generateSecret(length: number, chars = alphabet): string {
  const bytes = randomBytes(length * 2);
  let out = '';
  for (const byte of bytes) {
    // Reject bytes past the largest multiple of the alphabet's size: no bias.
    if (byte >= 256 - (256 % chars.length)) continue;
    out += chars[byte % chars.length];
    if (out.length === length) return out;
  }
  return out + generateSecret(length - out.length, chars);
}
