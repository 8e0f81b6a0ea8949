/**
 * `npm run bench`'s options (bench.ts): the parts measured, whether to seed again, drop the database
 * at the end, and build first.
 */
const argv = process.argv.slice(2);
const args = new Set(argv);
/**
 * The parts measured (`--only queues,export`; all by default): `members`, decision 170's rows (page 1
 * and searches of the brokers, the summaries, the login page, start and memory); `queues`, the
 * million-item queue, inbox, search and summary rows for both admins (decision 430); `search`, the
 * console's one search for both admins (bench-search.ts, decision 500); `export`, its
 * exports and bulk move; `legacy`, the export and inbox benches on databases of their own (bench-export.ts,
 * bench-inbox.ts); `reports`, every report for both admins and the cost a queue move pays for
 * their roll-ups (bench-reports.ts, decision 511).
 */
export const allParts = ['members', 'queues', 'search', 'export', 'legacy', 'reports'] as const;
export type Part = (typeof allParts)[number];
const onlyAt = argv.findIndex((arg) => arg === '--only' || arg.startsWith('--only='));
const onlyArg = onlyAt === -1 ? undefined : argv[onlyAt];
const onlyValue = onlyArg?.includes('=') ? onlyArg.split('=')[1] : onlyArg && argv[onlyAt + 1];
export const parts = new Set<Part>(
  onlyValue === undefined
    ? allParts
    : onlyValue.split(',').map((name) => {
        if (!(allParts as readonly string[]).includes(name)) {
          console.error(`--only takes ${allParts.join(', ')} (comma-separated), not ${name}`);
          process.exit(1);
        }
        return name as Part;
      }),
);
export const reseed = args.has('--reseed') || process.env.BENCH_RESEED === '1';
export const dropAtEnd = args.has('--drop') || process.env.BENCH_DROP === '1';
export const build = !args.has('--no-build');
