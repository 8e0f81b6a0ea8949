/** What the measuring scripts (bench.ts, start-memory.ts, upload-memory.ts) ask of the machine. */
import { readFileSync } from 'node:fs';
import net from 'node:net';

/** A TCP port free on 127.0.0.1 now (the system's pick). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Resident memory of a process, from /proc (Linux), in bytes. */
export function rssBytes(pid: number | undefined): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

/** Resident memory of a process, in MB. */
export const rssMb = (pid: number | undefined) => rssBytes(pid) / (1024 * 1024);
