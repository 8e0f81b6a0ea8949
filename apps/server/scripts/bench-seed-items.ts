/**
 * The waiting items of `npm run bench`'s data (scripts/bench-seed.ts; the million-item shape,
 * decision 430): about 1,000,000 items waiting over every queue the rows list (forms, deals, CIL and every
 * request queue kind read off `requestRows`, so a new kind is seeded too), with a tail of moved
 * ones, filed by the seeded members. Plain INSERT ... SELECT from generate_series into the tables'
 * own columns: whatever the migrations add with defaults or triggers (counters, owner columns) is
 * filled by the database itself, and the counters are recounted after (bench-seed.ts).
 */
import { queueKindOf } from '@simsar/contract/queue-kinds';
import { requestRows } from '@simsar/contract/requests';
import type pg from 'pg';

/** BENCH_ITEM_SCALE: a fraction of the items for a quick trial of the script itself (the figures are for 1). */
const scale = Number(process.env.BENCH_ITEM_SCALE || 1);
const scaled = (n: number) => Math.max(1, Math.round(n * scale));

/** How many items of a submission queue are in each state: the first two wait (the row's `counted`). */
export const submissionShape = {
  // The issue's 165,300 new forms.
  forms: { new: 165_300, pending: 30_000, accept: 20_000, rejected: 10_000 },
  // Exactly 100,000 new deals: the export rows' 100,000-row file (bench-export.ts).
  deals: { new: 100_000, pending: 20_000, accept: 10_000, rejected: 5_000 },
  cils: { new: 150_000, pending: 30_000, accept: 10_000, rejected: 5_000 },
} as const;
/** Each request queue: this many waiting (its row's first counted state), and a tail in its other states. */
export const requestShape = { waiting: 75_000, other: 10_000 };

const sqlArray = (values: readonly string[]) =>
  `array[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(',')}]`;
/** A deterministic number 0..modulo-1 from the row's index and a salt (PostgreSQL's own hash). */
export const pick = (index: string, salt: number, modulo: number) =>
  `(abs(hashint8extended(${index}::bigint, ${salt})) % ${modulo})`;
export const choose = (values: readonly string[], index: string, salt: number) =>
  `(${sqlArray(values)})[1 + ${pick(index, salt, values.length)}]`;

// biome-ignore format: a list of names
const givenEn = ['Ahmed', 'Mohamed', 'Mona', 'Hoda', 'Omar', 'Salma', 'Karim', 'Yasmin', 'Tarek', 'Nour', 'Khaled', 'Mariam', 'Sherif', 'Dina', 'Hossam', 'Heba', 'Walid', 'Rana', 'Amr', 'Noha', 'Ibrahim', 'Laila', 'Ramy', 'Sara', 'Bishoy', 'Marwa', 'Mina', 'Reem'];
// biome-ignore format: a list of names
const familyEn = ['El-Sayed', 'Abdel-Rahman', 'Fawzy', 'El-Masry', 'Saleh', 'Naguib', 'Farouk', 'Sabry', 'Helmy', 'Shawky', 'Ramadan', 'Soliman', 'Zaki', 'Hegazy', 'Shehata', 'Mourad', 'Kamel', 'Ghoneim', 'Rizk', 'Hafez', 'Nasr', 'El-Shazly', 'Tantawy', 'Girgis', 'Hanna', 'Barakat', 'Metwally', 'Abou-Zeid'];
// biome-ignore format: a list of names
const givenAr = ['أحمد', 'محمد', 'منى', 'هدى', 'عمر', 'سلمى', 'كريم', 'ياسمين', 'طارق', 'نور', 'خالد', 'مريم', 'إبراهيم', 'ليلى', 'عمرو', 'هبة'];
// biome-ignore format: a list of names
const familyAr = ['المصري', 'السيد', 'عبد الرحمن', 'فوزي', 'صالح', 'نجيب', 'فاروق', 'منصور', 'الشاذلي', 'حجازي', 'بدوي', 'شحاتة', 'سليمان', 'رمضان', 'عثمان', 'حافظ'];
// biome-ignore format: a list of names
const developers = ['Palm Hills', 'SODIC', 'Emaar Misr', 'Mountain View', 'Ora', 'Hyde Park', 'Tatweer Misr', 'Madinet Masr'];
// biome-ignore format: a list of names
const projectPrefixes = ['PH', 'SOD', 'EMR', 'MV', 'ORA', 'HPK', 'TWM', 'MNM'];
// biome-ignore format: a list of names
const areas = ['New Cairo', 'Sheikh Zayed', '6th of October', 'Maadi', 'Nasr City', 'Heliopolis', 'Zamalek', 'Mokattam', 'Shorouk', 'North Coast', 'Alexandria', 'Ain Sokhna'];

/** A client's name, one in five in Arabic script: given name, father's name, family name. */
const clientName = (index: string, salt: number) => `case when ${pick(index, salt, 5)} = 0
    then ${choose(givenAr, index, salt + 1)} || ' ' || ${choose(givenAr, index, salt + 2)} || ' ' || ${choose(familyAr, index, salt + 3)}
    else ${choose(givenEn, index, salt + 1)} || ' ' || ${choose(givenEn, index, salt + 2)} || ' ' || ${choose(familyEn, index, salt + 3)} end`;
/** An Egyptian mobile number: 010, 011, 012 or 015 and eight digits. */
const mobile = (index: string, salt: number) =>
  `(array['010','011','012','015'])[1 + ${pick(index, salt, 4)}] || lpad(${pick(index, salt + 1, 100_000_000)}::text, 8, '0')`;

/**
 * States by position, in exact numbers and interleaved: item g (1..total) takes the state whose
 * range holds (g * 7919) % total, a permutation of 0..total-1 (7919 is prime and divides no total).
 */
function stateByPosition(counts: Record<string, number>, index: string): string {
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
  let upTo = 0;
  const branches = Object.entries(counts).map(([state, n]) => {
    upTo += n;
    return `when (${index}::bigint * 7919) % ${total} < ${upTo} then '${state}'`;
  });
  return `case ${branches.join(' ')} end`;
}

const base = new Date('2026-11-28T00:00:00Z');

/** Forms, deals and CIL in the exact numbers of `submissionShape`, filed by active brokers. */
export async function insertSubmissions(client: pg.Client, brokers: number, log: (line: string) => void) {
  let salt = 100;
  for (const [table, shape] of Object.entries(submissionShape)) {
    salt += 100;
    const counts = Object.fromEntries(Object.entries(shape).map(([state, n]) => [state, scaled(n)]));
    const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
    const phone = mobile('g', salt + 10);
    await client.query(
      `insert into ${table} (user_id, developer, client_name, client_phone, project_code, sales_name, sales_phone,
         image_key, image_type, status, created_at,
         ${table === 'cils' ? 'client_phone_key' : 'client_id, deal_value'})
       select b.id, d.developer, ${clientName('g', salt + 20)}, p.phone,
              d.prefix || '-' || (100 + ${pick('g', salt + 30, 900)}) || '-' || chr(65 + ${pick('g', salt + 31, 6)}::int),
              ${choose(givenEn, 'g', salt + 40)} || ' ' || ${choose(familyEn, 'g', salt + 41)}, ${mobile('g', salt + 50)},
              'bench/${table}-' || g || '.jpg', 'image/jpeg', ${stateByPosition(counts, 'g')},
              -- A waiting item every ~25 s back over about a year; the waiting ones at any age.
              $1::timestamptz - make_interval(secs => g * 25 + ${pick('g', salt + 60, 25)}),
              ${table === 'cils' ? 'p.phone' : `'C-' || g, (500000 + ${pick('g', salt + 70, 9000)} * 1000)::numeric`}
         from generate_series(1, ${total}) as g
         cross join lateral (select ${phone} as phone) as p
         cross join lateral (select ${pick('g', salt + 80, developers.length)}::int as at) as w
         cross join lateral (select (${sqlArray(developers)})[1 + w.at] as developer,
                                    (${sqlArray(projectPrefixes)})[1 + w.at] as prefix) as d
         join bench_brokers b on b.n = 1 + ${pick('g', salt, brokers)}`,
      [base],
    );
    log(
      `  ${table} ${total.toLocaleString('en')} (${Object.entries(counts)
        .map(([state, n]) => `${n.toLocaleString('en')} ${state}`)
        .join(', ')})`,
    );
  }
}

/** What a queue's own and body fields hold in `details`, by their names (docs/decisions/380). */
function detailsOf(row: (typeof requestRows)[number], salt: number): string {
  const fields: string[] = [];
  const bodyKeys = Object.keys(row.body.shape);
  for (const key of bodyKeys) {
    if (key === 'phone' || key === 'message') continue;
    if (key === 'rate') fields.push(`'rate', 1 + ${pick('g', salt + 1, 5)}::int`);
    else if (key === 'name') fields.push(`'name', ${clientName('g', salt + 2)}`);
    else if (key === 'description')
      fields.push(`'description', 'A franchise office in ' || ${choose(areas, 'g', salt + 6)}`);
    else if (key === 'location')
      fields.push(`'location', 'https://maps.example.com/?q=' || ${pick('g', salt + 7, 100000)}`);
  }
  for (const [key, field] of Object.entries(row.own as Record<string, { type: 'day' | 'text' }>)) {
    fields.push(
      field.type === 'day'
        ? `'${key}', to_char(date '2026-12-01' + ${pick('g', salt + 8, 60)}::int, 'YYYY-MM-DD')`
        : `'${key}', 'Bench ${key} ' || g`,
    );
  }
  return fields.length ? `jsonb_build_object(${fields.join(', ')})` : `'{}'::jsonb`;
}

/**
 * Every request queue of the rows: `requestShape.waiting` items in its first counted state and
 * `requestShape.other` spread over its other tabs' states; filed by the members its row says
 * (`filedBy`: clients, franchises, anyone; none for franchise join requests).
 */
export async function insertRequests(client: pg.Client, log: (line: string) => void) {
  let salt = 1000;
  for (const row of requestRows) {
    salt += 100;
    const waitingState = row.counted[0];
    if (!waitingState) continue;
    const others = row.tabs.map((tab) => tab.state as string).filter((state) => state !== waitingState);
    const waiting = scaled(requestShape.waiting);
    const other = scaled(requestShape.other);
    const counts: Record<string, number> = { [waitingState]: waiting };
    others.forEach((state, at) => {
      counts[state] = Math.floor(other / others.length) + (at === 0 ? other % others.length : 0);
    });
    const total = waiting + other;
    const filer = queueKindOf(row.kind).filedBy;
    const pool = filer === null ? undefined : `bench_filers_${filer.toLowerCase()}`;
    if (pool) {
      await client.query(`create temp table if not exists ${pool} as
        select row_number() over (order by id) as n, id from users
         where status = 'active' ${filer === 'any' ? '' : `and user_type = '${filer}'`}`);
      await client.query(`create unique index if not exists ${pool}_n on ${pool} (n)`);
    }
    const filers = pool
      ? ((await client.query(`select count(*)::int as n from ${pool}`)).rows[0].n as number)
      : 0;
    await client.query(
      `insert into requests (queue, member_id, status, phone, message, details, created_at)
       select $2, ${pool ? 'm.id' : 'null'}, ${stateByPosition(counts, 'g')}, ${mobile('g', salt + 10)},
              ${choose(
                [
                  'Please call me about a unit in',
                  'I would like a consultant for',
                  'Looking for a three-bedroom flat in',
                  'أريد شقة في',
                  'Send me the prices of',
                ],
                'g',
                salt + 20,
              )} || ' ' || ${choose(developers, 'g', salt + 21)},
              ${detailsOf(row, salt)},
              $1::timestamptz - make_interval(secs => g * 400 + ${pick('g', salt + 30, 400)})
         from generate_series(1, ${total}) as g
         ${pool ? `join ${pool} m on m.n = 1 + ${pick('g', salt, filers)}` : ''}`,
      [base, row.kind],
    );
    log(
      `  requests ${row.kind}: ${total.toLocaleString('en')} (${waiting.toLocaleString('en')} ${waitingState})`,
    );
  }
}

/** Password-reset requests: a few open behind many done (the inbox's branch of them). */
export async function insertResets(client: pg.Client, log: (line: string) => void) {
  await client.query(
    `insert into password_reset_requests (name, phone, whatsapp, done, created_at)
     select ${clientName('i', 5000)}, ${mobile('i', 5010)}, ${mobile('i', 5010)}, i <= 20000,
            timestamptz '2026-01-01' + make_interval(secs => i * 700)
       from generate_series(1, 20100) as i`,
  );
  log('  password-reset requests 20,100 (100 open)');
}

/**
 * Every moved item's first move (decision 512), as `transition` keeps it: 5 minutes to 3 days after
 * its filing, by the admin of the member who filed it (a super admin for those with none, the
 * franchise join requests); the waiting ones were never moved.
 */
export async function insertFirstMoves(client: pg.Client, log: (line: string) => void) {
  const moved = [
    ...Object.keys(submissionShape).map((table) => ({ table, where: `t.status <> 'new'` })),
    {
      table: 'requests',
      where: `t.status <> case t.queue ${requestRows.map((row) => `when '${row.kind}' then '${row.counted[0]}'`).join(' ')} end`,
    },
  ];
  for (const { table, where } of moved) {
    const firsts = await client.query(
      `update ${table} as t
          set first_moved_at = t.created_at + make_interval(mins => (5 + ${pick('extract(epoch from t.created_at)', 1, 4320)})::int),
              first_mover_id = a.id, first_mover_name = a.name
         from admins a
        where a.id = coalesce(t.owner_id, (select id from admins where is_super order by created_at limit 1))
          and ${where}`,
    );
    log(`  ${table}: ${(firsts.rowCount ?? 0).toLocaleString('en')} first moves`);
  }
}
