/**
 * The million-item export and bulk rows of `npm run bench` (bench.ts, docs/decisions/430), on the bench
 * database through the real server, as the super admin: the 100,000 new deals as CSV (goal under
 * 3 s) and as XLSX (under 8 s), the inbox's waiting items, about 1,000,000, as CSV (under 60 s; cut
 * off at BENCH_INBOX_EXPORT_CAP seconds, 120 by default), the server's RSS growth over them (under
 * 64 MB), and one bulk move of 1,000 ids (under 1 s): 1,000 waiting property-consultant requests
 * marked done, then marked not done again through the same bulk call (its time printed too) so a
 * rerun finds the data as seeded.
 */

import { queueKindOf } from '@simsar/contract/queue-kinds';
import { queueListName } from '@simsar/contract/queue-lists';
import type pg from 'pg';
import { download } from './bench-export.ts';
import { call, expectOk } from './bench-measure.ts';
import type { Row } from './bench-rows.ts';
import { submissionShape } from './bench-seed-items.ts';
import { rssMb } from './process-probes.ts';

const inboxCapMs = Number(process.env.BENCH_INBOX_EXPORT_CAP || 120) * 1000;
const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`;

export async function queueExportRows(
  port: number,
  pid: number | undefined,
  headers: Record<string, string>,
  direct: pg.Pool,
  say: (line: string) => void,
): Promise<Row[]> {
  const rows: Row[] = [];
  const deals = queueListName(queueKindOf('deal'), 'new');
  const dealCount = submissionShape.deals.new;
  const before = rssMb(pid);
  let peak = before;
  for (const [format, goal] of [
    ['csv', 3000],
    ['xlsx', 8000],
  ] as const) {
    const got = await download(port, `/api/export/${deals}?format=${format}`, headers, pid);
    if (got.status !== 200) throw new Error(`Export of ${deals} as ${format}: HTTP ${got.status}`);
    peak = Math.max(peak, got.peakMb);
    const counted = format === 'csv' ? `, ${(got.lines - 1).toLocaleString('en')} rows` : '';
    rows.push({
      what: `export of the ${dealCount.toLocaleString('en')} new deals as ${format.toUpperCase()} (GET /api/export/${deals}), request to last byte`,
      measured: `${seconds(got.ms)}, ${(got.bytes / 1e6).toFixed(1)} MB${counted}; RSS at most +${(got.peakMb - before).toFixed(0)} MB`,
      target: `under ${goal / 1000} s`,
      pass: got.ms < goal,
    });
    say(`  | ${rows.at(-1)?.what} | ${rows.at(-1)?.measured} |`);
  }
  const { rows: waiting } = await direct.query(
    `select (select coalesce(sum(count), 0) from summary_counters)::int as counted`,
  );
  const inbox = await download(port, '/api/export/inbox?format=csv', headers, pid, inboxCapMs);
  if (inbox.status !== 200) throw new Error(`Export of the inbox: HTTP ${inbox.status}`);
  peak = Math.max(peak, inbox.peakMb);
  const inboxRowsSent = Math.max(0, inbox.lines - 1);
  rows.push({
    what: `export of the inbox as CSV (GET /api/export/inbox; ${Number(waiting[0].counted).toLocaleString('en')} waiting items counted), request to last byte`,
    measured: inbox.finished
      ? `${seconds(inbox.ms)}, ${(inbox.bytes / 1e6).toFixed(1)} MB, ${inboxRowsSent.toLocaleString('en')} rows; RSS at most +${(inbox.peakMb - before).toFixed(0)} MB`
      : `not finished in ${seconds(inboxCapMs)} (cut off: ${inboxRowsSent.toLocaleString('en')} rows, ${(inbox.bytes / 1e6).toFixed(1)} MB sent)`,
    target: 'under 60 s',
    pass: inbox.finished && inbox.ms < 60_000,
  });
  say(`  | ${rows.at(-1)?.what} | ${rows.at(-1)?.measured} |`);
  rows.push({
    what: 'server RSS growth over the three exports (peak while streaming, above RSS before the first)',
    measured: `+${(peak - before).toFixed(0)} MB (${before.toFixed(0)} MB before, ${peak.toFixed(0)} MB at most)`,
    target: 'under 64 MB',
    pass: peak - before < 64,
  });
  say(`  | ${rows.at(-1)?.what} | ${rows.at(-1)?.measured} |`);
  // A cut-off export's statements may still run: let them end before the bulk move.
  if (!inbox.finished) await waitForIdle(direct);
  rows.push(await bulkRow(port, headers, direct, say));
  return rows;
}

/** Waits (up to 5 minutes) until no other statement runs on the bench database. */
async function waitForIdle(direct: pg.Pool) {
  const started = Date.now();
  while (Date.now() - started < 300_000) {
    const { rows } = await direct.query(
      `select count(*)::int as busy from pg_stat_activity
        where datname = current_database() and state = 'active' and pid <> pg_backend_pid()`,
    );
    if (rows[0].busy === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** One bulk move of 1,000 ids (POST /api/bulk/{list}/{move} {ids}), and the move back. */
async function bulkRow(
  port: number,
  headers: Record<string, string>,
  direct: pg.Pool,
  say: (line: string) => void,
): Promise<Row> {
  const row = queueKindOf('property_consultant');
  const [waitingTab, doneTab] = row.tabs;
  const [doneButton, undoneButton] = row.buttons;
  const { rows: chosen } = await direct.query(
    `select id from requests where queue = $1 and status = $2 order by created_at limit 1000`,
    [row.kind, waitingTab.state],
  );
  const ids = chosen.map((item) => item.id as string);
  const move = async (list: string, action: string) => {
    const reply = await expectOk(
      call(port, 'POST', `/api/bulk/${list}/${action}`, { headers, body: { ids } }),
    );
    const { done, failed } = JSON.parse(reply.body.toString()) as { done: string[]; failed: unknown[] };
    if (done.length !== ids.length)
      throw new Error(`Bulk ${action}: ${done.length} done, ${failed.length} failed`);
    return reply.ms;
  };
  const forth = await move(queueListName(row, waitingTab.page), doneButton.action);
  const back = await move(queueListName(row, doneTab.page), undoneButton.action);
  const result: Row = {
    what: `bulk move of ${ids.length.toLocaleString('en')} ids (POST /api/bulk/${queueListName(row, waitingTab.page)}/${doneButton.action})`,
    measured: `${seconds(forth)} (and back, /${undoneButton.action}: ${seconds(back)})`,
    target: 'under 1 s',
    pass: forth < 1000,
  };
  say(`  | ${result.what} | ${result.measured} |`);
  return result;
}
