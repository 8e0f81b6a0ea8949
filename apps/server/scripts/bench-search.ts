/**
 * The `search` part of `npm run bench` (bench.ts, docs/decisions/500): the console's one search
 * (GET /api/admin/search?q=) at 1,000,000 members and about 1,000,000 waiting items, for the super
 * admin and an ordinary admin, each beside the bare handler running the statements the server ran
 * (bench-capture.ts), measured as the queue calls are (bench-queues.ts `queueRows`).
 *
 * The terms: a client's phone as staff type it (+20 and spaces, Arabic-Indic digits), a rare full
 * name, the seed's common family name, an e-mail fragment, a waiting form's client (queue items)
 * and a term nothing matches; each of a member the ordinary admin sees, so both admins find it.
 */

import type pg from 'pg';
import type { QueueCall } from './bench-queues.ts';
import { commonTerm, rareTerm } from './bench-seed.ts';

const arabicDigits = (text: string) =>
  text.replace(/[0-9]/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));

/** 01012345678 as "+20 10 1234 5678". */
const international = (phone: string) => `+20 ${phone.slice(1, 3)} ${phone.slice(3, 7)} ${phone.slice(7)}`;

export async function globalSearchCalls(direct: pg.Pool, ordinaryAdminId: string): Promise<QueueCall[]> {
  const client = (
    await direct.query(
      `select phone, email from users where admin_id = $1 and user_type = 'Client' and status = 'active'
        order by created_at desc offset 500 limit 1`,
      [ordinaryAdminId],
    )
  ).rows[0] as { phone: string; email: string } | undefined;
  const form = (
    await direct.query(
      `select client_name from forms where owner_id = $1 and status = 'new' order by created_at desc offset 500 limit 1`,
      [ordinaryAdminId],
    )
  ).rows[0] as { client_name: string } | undefined;
  if (!client || !form) throw new Error('No client or waiting form of the ordinary admin to search for');
  const terms: [string, string][] = [
    ['a phone as +20 10 ...', international(client.phone)],
    ['a phone in Arabic-Indic digits', arabicDigits(client.phone)],
    ['a rare full name', rareTerm],
    ['a common family name', commonTerm],
    ['an e-mail fragment', client.email.split('@')[0] ?? client.email],
    ['a waiting form’s client', form.client_name],
    ['a term nothing matches', 'qxzv wkjh'],
  ];
  const calls: QueueCall[] = [];
  for (const who of ['super admin', 'ordinary admin'] as const) {
    for (const [label, term] of terms) {
      calls.push({
        who,
        label: `one search: ${label} "${term}"`,
        target: `/api/admin/search?q=${encodeURIComponent(term)}`,
        bare: '',
      });
    }
  }
  return calls;
}
