import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

type LockOwner = { pid: number; host: string; startedAt: string };

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(lockPath: string): LockOwner | undefined {
  try {
    return JSON.parse(fs.readFileSync(lockPath, 'utf8')) as LockOwner;
  } catch {
    return undefined;
  }
}

/**
 * Takes the embedded database's folder for this process alone: a second PGlite on one folder
 * corrupts it (ARCHITECTURE.md). The lock is a file created exclusively beside the database,
 * naming the owner; a lock left by a process that no longer runs on this host is taken over.
 * Returns the function that releases it.
 */
export function lockDataDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const lockPath = path.join(dir, 'simsar.lock');
  const me: LockOwner = { pid: process.pid, host: os.hostname(), startedAt: new Date().toISOString() };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, JSON.stringify(me), { flag: 'wx' });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        if (readOwner(lockPath)?.pid === process.pid) fs.rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(lockPath);
      const stale = owner !== undefined && owner.host === me.host && !isRunning(owner.pid);
      if (!stale) {
        const who = owner
          ? `process ${owner.pid} on ${owner.host}, since ${owner.startedAt}`
          : 'another process';
        throw new Error(
          `The embedded database in ${dir} is already in use by ${who}. ` +
            'Stop that Simsar first, or start this one with another DATA_DIR.',
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not take the lock on ${dir}`);
}
