import os from 'node:os';
import type { Row } from './bench-rows.ts';
import { userCount } from './bench-seed.ts';

const say = (line: string) => console.log(line);

/** The machine's load average (1, 5, 15 min). */
export const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

/** The machine, the commands and the data, then the table with each row's PASS or MISS. */
export function printReport(
  rows: Row[],
  benchDatabase: string,
  command: string[],
  seedNote: string,
  pageQuery: { query: string; params: unknown[] },
  postgres: string,
) {
  const cpu = os.cpus();
  say('');
  say(
    `${cpu.length} cores (${cpu[0]?.model.trim()}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GB; PostgreSQL ${postgres}; node ${process.version}`,
  );
  say(`Load average at the end ${loadAverage()} (1, 5, 15 min): other work on the machine shares its cores`);
  say(`Server: node ${command.join(' ')} (in apps/server); bare handler: node scripts/bench-bare.ts`);
  say(`Data: ${userCount.toLocaleString('en')} members in ${benchDatabase}, ${seedNote}`);
  say(`Page 1 SQL (both sides): ${pageQuery.query} -- ${JSON.stringify(pageQuery.params)}`);
  say('');
  say('| what | measured | target | |');
  say('|---|---|---|---|');
  for (const row of rows) {
    say(`| ${row.what} | ${row.measured} | ${row.target} | ${row.pass ? 'PASS' : 'MISS'} |`);
  }
  const missed = rows.filter((row) => !row.pass);
  if (missed.length) {
    say('');
    say('Short of the target here, why and the floor measured in this run:');
    for (const row of missed) say(`- ${row.what}: ${row.why ?? 'no floor measured for this row'}`);
  }
}
