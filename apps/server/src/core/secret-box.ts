import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Secrets the server must read back (an admin's TOTP secret), kept encrypted at rest: AES-256-GCM
 * under a key from the environment or DATA_DIR (docs/decisions/303), bound to their owner (the
 * admin's id is the authenticated data: a sealed secret moved to another row does not open).
 * Stored as `v1:<key id>:<iv>:<tag>:<ciphertext>` (base64url); the key id names the key without
 * revealing it, so a wrong key is told apart from damaged data.
 */
export type SecretBox = {
  keyId: string;
  seal: (secret: string, owner: string) => string;
  /** The secret; a value stored before encryption (no `v1:`) is returned as it is. */
  open: (stored: string, owner: string) => string;
};

const version = 'v1';

/** Whether a stored value is sealed (else it was stored in clear, before encryption). */
export const isSealed = (stored: string) => stored.startsWith(`${version}:`);

/** The key id of a sealed value. */
export const keyIdOf = (stored: string) => stored.split(':')[1];

export function secretBox(key: Buffer, wrongKeyMessage: string): SecretBox {
  if (key.length !== 32) throw new Error('a secret box needs a key of 32 bytes');
  const keyId = createHash('sha256').update('simsar secret key id\n').update(key).digest('hex').slice(0, 16);
  return {
    keyId,
    seal: (secret, owner) => {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(owner));
      const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url'));
      return [version, keyId, ...parts].join(':');
    },
    open: (stored, owner) => {
      if (!isSealed(stored)) return stored;
      const [, id, iv = '', tag = '', sealed = ''] = stored.split(':');
      if (id !== keyId) throw new Error(wrongKeyMessage);
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
        .setAAD(Buffer.from(owner))
        .setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}
