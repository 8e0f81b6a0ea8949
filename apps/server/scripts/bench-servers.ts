import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Started, serverCommand, startProcess, stopProcess } from './bench-measure.ts';
import { freePort, rssMb } from './process-probes.ts';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The real server, started three times (spawn to its first 200 from /api/health); the third stays.
 * Then the bare handler of the page 1 SQL.
 */
export async function startServers(
  { benchUrl, workDir }: { benchUrl: string; workDir: string },
  pageQuery: { query: string; params: unknown[] },
  routesFile: string | undefined,
) {
  const serverPort = await freePort();
  const serverEnv: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: benchUrl,
    PORT: String(serverPort),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(workDir, 'data'),
  };
  delete serverEnv.PUBLIC_URL;
  const command = serverCommand();
  const starts: number[] = [];
  let server: Started | undefined;
  for (let i = 0; i < 3; i++) {
    if (server) await stopProcess(server.child);
    server = await startProcess(workDir, 'server', serverDir, command, serverEnv, serverPort, '/api/health');
    starts.push(server.ms);
  }
  if (!server) throw new Error('The server did not start');
  await sleep(3000);
  const rssAfterStart = rssMb(server.child.pid);

  const barePort = await freePort();
  const bare = await startProcess(
    workDir,
    'bare',
    serverDir,
    ['scripts/bench-bare.ts'],
    {
      ...process.env,
      DATABASE_URL: benchUrl,
      PORT: String(barePort),
      BENCH_SQL: pageQuery.query,
      BENCH_PARAMS: JSON.stringify(pageQuery.params),
      ...(routesFile && { BENCH_ROUTES: routesFile }),
    },
    barePort,
    '/bare/brokers/1',
  );
  return { command, serverPort, server, starts, rssAfterStart, barePort, bare };
}
