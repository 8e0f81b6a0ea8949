/**
 * The data of `npm run bench` (scripts/bench.ts): 1,000,000 members with realistic Egyptian names
 * (English and some Arabic), open items in every queue the home summary counts, 20 admins with
 * assigned members, then VACUUM ANALYZE. Kept between runs: reused while its seed version and the
 * migrations it was built with match (docs/decisions/170).
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { countedStates } from '../src/app-api.ts';
import { migrationsFolder, openPostgres } from '../src/core/db.ts';
import { createAdmin, ensureFirstSuperAdmin } from '../src/modules/admins/admins.service.ts';
import { keepStoredWorkClock } from '../src/modules/system/work-week.service.ts';
import { insertFirstMoves, insertRequests, insertResets, insertSubmissions } from './bench-seed-items.ts';

/** Raise when what is seeded changes: a kept database of another version is seeded again. */
export const seedVersion = 2;
/** BENCH_USERS: fewer for a quick trial of the script itself (the figures are for 1,000,000). */
export const userCount = Number(process.env.BENCH_USERS || 1_000_000);
export const benchAdmin = { email: 'bench@simsar.test', password: 'Bench-secret-1' };
/** The ordinary admins: admin1@bench.simsar.test ... admin20@, each with about 1/20 of the members. */
export const ordinaryAdmins = 20;
export const ordinaryAdminPassword = 'Bench-admin-1';
/** A family name on about 40,000 active brokers (English names), and a name on exactly one. */
export const commonTerm = 'Mansour';
export const rareTerm = 'Hamdy Abou-Shanab';
const rareUser = Math.max(1, Math.round(userCount * 0.424242));
const rareName = 'Nagwa Hamdy Abou-Shanab';

// biome-ignore format: a list of names
const maleEn = [
  'Ahmed', 'Mohamed', 'Mahmoud', 'Mostafa', 'Omar', 'Youssef', 'Karim', 'Hany', 'Tarek', 'Amr',
  'Khaled', 'Sherif', 'Hossam', 'Walid', 'Ayman', 'Islam', 'Ibrahim', 'Ali', 'Sameh', 'Ashraf',
  'Essam', 'Sayed', 'Reda', 'Nader', 'Ramy', 'Bassem', 'Fady', 'Mina', 'Bishoy', 'Hamdy', 'Tamer',
  'Wael', 'Hesham', 'Emad', 'Yasser', 'Magdy', 'Samir', 'Hussein', 'Osama', 'Ehab',
];
// biome-ignore format: a list of names
const femaleEn = [
  'Mona', 'Hoda', 'Salma', 'Yasmin', 'Nour', 'Mariam', 'Aya', 'Rana', 'Dina', 'Heba', 'Noha',
  'Shaimaa', 'Fatma', 'Aisha', 'Nagwa', 'Sara', 'Reem', 'Eman', 'Marwa', 'Doaa', 'Amira', 'Nada',
  'Laila', 'Hanan', 'Rania', 'Ghada', 'Samar', 'Asmaa', 'Engy', 'Mai',
];
// biome-ignore format: a list of names
const familyEn = [
  'El-Sayed', 'Abdel-Rahman', 'Fawzy', 'El-Masry', 'Saleh', 'Naguib', 'Farouk', 'Ezz', 'Sabry',
  'Lotfy', 'Helmy', 'Shawky', 'Ramadan', 'Soliman', 'Abdallah', 'Zaki', 'Badawy', 'Hegazy',
  'Shehata', 'Mourad', 'Kamel', 'Ghoneim', 'Othman', 'Rizk', 'Hafez', 'Salama', 'Nasr', 'El-Shazly',
  'Abdel-Aziz', 'Mekawy', 'Tantawy', 'Sharaf', 'Fahmy', 'Ismail', 'Darwish', 'Zaher', 'Attia',
  'Khalil', 'Morsy', 'Gaber', 'Wahba', 'Habib', 'Girgis', 'Hanna', 'Awad', 'Sedky', 'Barakat',
  'El-Gohary', 'Metwally', 'Abou-Zeid',
];
// biome-ignore format: a list of names
const maleAr = ['أحمد', 'محمد', 'محمود', 'مصطفى', 'عمر', 'يوسف', 'كريم', 'طارق', 'عمرو', 'خالد', 'إبراهيم', 'علي', 'حسام', 'وليد', 'أيمن', 'هاني', 'سامح', 'أشرف'];
// biome-ignore format: a list of names
const femaleAr = ['منى', 'هدى', 'سلمى', 'ياسمين', 'نور', 'مريم', 'آية', 'رنا', 'دينا', 'هبة', 'نهى', 'فاطمة', 'سارة', 'إيمان'];
// biome-ignore format: a list of names
const familyAr = ['المصري', 'السيد', 'عبد الرحمن', 'فوزي', 'صالح', 'نجيب', 'فاروق', 'منصور', 'الشاذلي', 'حجازي', 'بدوي', 'شحاتة', 'سليمان', 'رمضان', 'عثمان', 'حافظ'];
// biome-ignore format: a list of names
const areas = ['New Cairo', 'Sheikh Zayed', '6th of October', 'Maadi', 'Nasr City', 'Heliopolis', 'Zamalek', 'Mokattam', 'Shorouk', 'North Coast', 'Alexandria', 'Ain Sokhna'];
// biome-ignore format: a list of names
const companies = ['Nile Realty', 'Cairo Homes', 'Delta Brokers', 'Pyramids Estates', 'Red Sea Properties', 'Freelance'];

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** The migrations the server would apply, as one fingerprint: a changed or new one means a new seed. */
export function migrationsFingerprint(): { count: number; fingerprint: string } {
  const journal = JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as {
    entries: unknown[];
  };
  const hash = createHash('sha256');
  for (const file of readdirSync(migrationsFolder)
    .filter((name) => name.endsWith('.sql'))
    .sort()) {
    hash.update(file).update(readFileSync(`${migrationsFolder}/${file}`));
  }
  return { count: journal.entries.length, fingerprint: hash.digest('hex').slice(0, 16) };
}

export type SeedState = { seededAt: Date; seconds: number };

/** The kept database's seed when it is of this version and these migrations, else undefined. */
export async function findReusableSeed(serverUrl: string, database: string): Promise<SeedState | undefined> {
  const server = new pg.Client({ connectionString: serverUrl });
  await server.connect();
  const { rowCount } = await server.query('select 1 from pg_database where datname = $1', [database]);
  await server.end();
  if (!rowCount) return undefined;
  const client = new pg.Client({ connectionString: withDatabase(serverUrl, database) });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select version, migrations, fingerprint, users, seconds, seeded_at from bench_seed
        where (select count(*) from drizzle.__drizzle_migrations) = migrations`,
    );
    const [row] = rows;
    const { count, fingerprint } = migrationsFingerprint();
    if (
      !row ||
      row.version !== seedVersion ||
      row.migrations !== count ||
      row.fingerprint !== fingerprint ||
      row.users !== userCount
    ) {
      return undefined;
    }
    return { seededAt: row.seeded_at, seconds: Number(row.seconds) };
  } catch {
    return undefined; // no bench_seed table: an unfinished seed
  } finally {
    await client.end();
  }
}

const sqlArray = (values: readonly string[]) => `array[${values.map((value) => `'${value}'`).join(',')}]`;
/** A deterministic number 0..modulo-1 from the row's index and a salt (PostgreSQL's own hash). */
const pick = (index: string, salt: number, modulo: number) =>
  `(abs(hashint8extended(${index}::bigint, ${salt})) % ${modulo})`;
const choose = (values: readonly string[], index: string, salt: number) =>
  `(${sqlArray(values)})[1 + ${pick(index, salt, values.length)}]`;

/** The database afresh, migrated as the server does, with the super admin and the ordinary admins. */
async function createBenchDatabase(serverUrl: string, database: string) {
  const server = new pg.Client({ connectionString: serverUrl });
  await server.connect();
  await server.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await server.query(`CREATE DATABASE ${database}`);
  await server.end();
  const url = withDatabase(serverUrl, database);
  const handle = openPostgres(url);
  await handle.migrate();
  // The working clock as the server lays it out at start, before any item (their response-time
  // roll-ups read it as they are inserted; decision 569).
  await keepStoredWorkClock(handle.db);
  await ensureFirstSuperAdmin(handle.db, benchAdmin);
  const adminIds: string[] = [];
  for (let n = 1; n <= ordinaryAdmins; n++) {
    const admin = await createAdmin(handle.db, {
      name: `Bench admin ${n}`,
      email: `admin${n}@bench.simsar.test`,
      password: ordinaryAdminPassword,
    });
    adminIds.push(admin._id);
  }
  await handle.close();
  return { url, adminIds };
}

/**
 * The session settings of the inserts, and the plain indexes of the seeded tables dropped: their
 * definitions, to create them again after.
 */
async function dropPlainIndexes(client: pg.Client) {
  await client.query(`set synchronous_commit = off; set maintenance_work_mem = '512MB';
    set max_parallel_maintenance_workers = 2`);
  // Two-factor sign-in not required of every admin (decisions/097): the bench signs in by password.
  await client.query('update system_settings set require_two_factor = false');
  const tables = ['users', 'forms', 'deals', 'cils', 'requests', 'password_reset_requests'];
  const { rows: indexes } = await client.query<{ name: string; definition: string }>(
    `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
       from pg_index i join pg_class t on t.oid = i.indrelid
      where t.relname = any($1) and t.relnamespace = 'public'::regnamespace
        and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`,
    [tables],
  );
  for (const index of indexes) await client.query(`drop index ${index.name}`);
  return indexes;
}

async function insertUsers(client: pg.Client, adminIds: string[], log: (line: string) => void) {
  // Members: half brokers, 30% clients, 20% franchises; of brokers 5% pending and 5% removed, of the
  // others 4% removed; 3% of the active banned. One in five with an Arabic name. Ids and phones are
  // functions of the index (phones '01' + 9 digits: i * 7919 mod 10^9 in bigint, unique below 10^9).
  const batch = 100_000;
  for (let start = 1; start <= userCount; start += batch) {
    await client.query(
      `insert into users (id, user_type, name, email, phone, password_hash, status, banned, area, work_at,
         years_experience, my_invitation_code, invited_by, admin_id, earnings, created_at)
       select md5('bench-user-' || i)::uuid, t.user_type, n.name, 'user' || i || '@bench.simsar.test',
              '01' || lpad(((i::bigint * 7919) % 1000000000)::text, 9, '0'),
              'bench-no-password', t.status, t.status = 'active' and ${pick('i', 3, 100)} < 3,
              ${choose(areas, 'i', 4)}, ${choose(companies, 'i', 5)}, ${pick('i', 6, 25)}::int,
              case when t.user_type = 'Broker' then 'B' || upper(lpad(to_hex(i), 7, '0')) end,
              case when i > 2000 and ${pick('i', 7, 100)} < 30
                   then md5('bench-user-' || (i - 1 - ${pick('i', 8, 1000)}))::uuid end,
              case when t.status <> 'pending' then ($3::uuid[])[1 + ${pick('i', 9, adminIds.length)}] end,
              case when t.user_type = 'Broker' then (${pick('i', 10, 200)} * 1000)::numeric else 0 end,
              $4::timestamptz - make_interval(secs => i * 60)
         from generate_series($1::int, $2::int) as i
         cross join lateral (select
           case when i = ${rareUser} or ${pick('i', 1, 100)} < 50 then 'Broker'
                when ${pick('i', 1, 100)} < 80 then 'Client' else 'Franchise' end as user_type) as k
         cross join lateral (select k.user_type,
           case when i = ${rareUser} then 'active'
                when k.user_type = 'Broker' and ${pick('i', 2, 100)} < 5 then 'pending'
                when ${pick('i', 2, 100)} < (case when k.user_type = 'Broker' then 10 else 4 end) then 'removed'
                else 'active' end as status) as t
         cross join lateral (select case
           when i = ${rareUser} then '${rareName}'
           when ${pick('i', 11, 100)} < 20 then
             (case when ${pick('i', 12, 100)} < 45 then ${choose(femaleAr, 'i', 13)} else ${choose(maleAr, 'i', 13)} end)
             || ' ' || ${choose(maleAr, 'i', 14)} || ' ' || ${choose(familyAr, 'i', 15)}
           else
             (case when ${pick('i', 12, 100)} < 45 then ${choose(femaleEn, 'i', 13)} else ${choose(maleEn, 'i', 13)} end)
             || ' ' || ${choose(maleEn, 'i', 14)} || ' ' ||
             (case when ${pick('i', 16, 1000)} < 111 then '${commonTerm}' else ${choose(familyEn, 'i', 15)} end)
           end as name) as n`,
      [start, Math.min(start + batch - 1, userCount), adminIds, new Date('2026-11-01T00:00:00Z')],
    );
    log(`  users ${Math.min(start + batch - 1, userCount).toLocaleString('en')}`);
  }
}

/** The active brokers and the active non-franchise members, numbered, to pick from; their counts. */
async function numberedMembers(client: pg.Client) {
  await client.query(`create temp table bench_brokers as
    select row_number() over (order by id) as n, id from users where user_type = 'Broker' and status = 'active'`);
  await client.query(`create temp table bench_members as
    select row_number() over (order by id) as n, id from users where user_type <> 'Franchise' and status = 'active'`);
  await client.query(
    'alter table bench_brokers add primary key (n); alter table bench_members add primary key (n)',
  );
  const [counts] = (
    await client.query(
      'select (select count(*) from bench_brokers)::int as brokers, (select count(*) from bench_members)::int as members',
    )
  ).rows;
  return counts as { brokers: number; members: number };
}

/** The indexes built again, the tables analysed, and the seed's stamp (what findReusableSeed reads). */
async function finishSeed(
  client: pg.Client,
  indexes: { definition: string }[],
  started: number,
  log: (line: string) => void,
): Promise<number> {
  for (const index of indexes) await client.query(index.definition);
  log(`  ${indexes.length} indexes built`);
  // The counters as the app's own generated maintenance writes them (core/counted-states.ts, the
  // recount `npm run db:counted` puts in its migration): the triggers kept them during the inserts,
  // the recount makes sure whatever the migrations add is counted the same way.
  for (const statement of countedStates().recount) await client.query(statement);
  log('  counters recounted (counted-states recount)');
  await client.query('vacuum analyze');
  const { count, fingerprint } = migrationsFingerprint();
  const seconds = (performance.now() - started) / 1000;
  await client.query(`create table bench_seed (version int not null, migrations int not null,
    fingerprint text not null, users int not null, seconds numeric not null, seeded_at timestamptz not null default now())`);
  await client.query(
    'insert into bench_seed (version, migrations, fingerprint, users, seconds) values ($1, $2, $3, $4, $5)',
    [seedVersion, count, fingerprint, userCount, seconds.toFixed(1)],
  );
  await client.end();
  return seconds;
}

/**
 * Creates the database afresh, migrates it as the server does, and seeds it. Plain indexes of the
 * seeded tables are dropped during the inserts and created again after from their own definitions
 * (pg_get_indexdef), so they stay exactly what the migrations made.
 */
export async function seed(
  serverUrl: string,
  database: string,
  log: (line: string) => void,
): Promise<number> {
  const started = performance.now();
  const { url, adminIds } = await createBenchDatabase(serverUrl, database);

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const indexes = await dropPlainIndexes(client);
  await insertUsers(client, adminIds, log);
  const { brokers } = await numberedMembers(client);
  await insertSubmissions(client, brokers, log);
  await insertRequests(client, log);
  await insertFirstMoves(client, log);
  await insertResets(client, log);
  return finishSeed(client, indexes, started, log);
}
