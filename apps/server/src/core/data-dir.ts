import fs from 'node:fs';

/**
 * DATA_DIR holds the embedded database, the uploads (clients' documents among them) and the key of
 * the two-factor secrets: its owner alone may enter it (0700), however it was made before or
 * whatever the umask (docs/decisions/303). Created when missing.
 */
export function makeDataDirPrivate(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dir, 0o700);
}
