// npx tsx apps/server/scripts/bench-body-check.ts: what the API's body check (core/control-characters.ts)
// costs on a 1 MB JSON list of 490,000 numbers, against JSON.parse of the same body (docs/benchmarks.md,
// "The body check"). Each figure is the median of 30 runs after 5 warm-up runs, in one process.
import os from 'node:os';
import { controlCharacterFields } from '../src/core/control-characters.ts';

const count = 490_000;
const stringCount = 196_000;
const body = `[${Array(count).fill(1).join(',')}]`;
const parsed = JSON.parse(body) as unknown;
// Strings too: the same size of body made of short words, each one checked for control characters.
const words = `[${Array(stringCount).fill('"ab"').join(',')}]`;
const parsedWords = JSON.parse(words) as unknown;

function median(run: () => unknown): number {
  const times: number[] = [];
  for (let i = 0; i < 35; i++) {
    const start = process.hrtime.bigint();
    run();
    if (i >= 5) times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] as number;
}

const rows: [string, number][] = [
  [`JSON.parse, ${(body.length / 1024).toFixed(0)} kB, ${count} numbers`, median(() => JSON.parse(body))],
  ['the check as calls run it (stops past 20,000 values)', median(() => controlCharacterFields(parsed))],
  [
    `the check walking all ${count} numbers`,
    median(() => controlCharacterFields(parsed, '', Number.POSITIVE_INFINITY)),
  ],
  [
    `JSON.parse, ${(words.length / 1024).toFixed(0)} kB, ${stringCount} strings`,
    median(() => JSON.parse(words)),
  ],
  [
    `the check walking all ${stringCount} strings`,
    median(() => controlCharacterFields(parsedWords, '', Number.POSITIVE_INFINITY)),
  ],
];
const parse = rows[0]?.[1] as number;
const parseWords = rows[3]?.[1] as number;
console.log(`${os.cpus().length} cores (${os.cpus()[0]?.model}), node ${process.version}`);
console.log('| what | median | against JSON.parse |\n|---|---|---|');
for (const [index, [what, ms]] of rows.entries()) {
  console.log(`| ${what} | ${ms.toFixed(2)} ms | ${(ms / (index < 3 ? parse : parseWords)).toFixed(3)}x |`);
}
