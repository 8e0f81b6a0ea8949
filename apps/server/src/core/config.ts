import { isIP } from 'node:net';
import path from 'node:path';
import { type OidcSettings, readOidc } from './config-oidc.ts';
import { serverDir } from './paths.ts';

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Connections each process's PostgreSQL pool may open (DATABASE_POOL_SIZE; docs/decisions/234). */
  databasePoolSize: number;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  productName: string;
  publicUrl: string | undefined;
  webDist: string;
  logLevel: string;
  /**
   * Which proxies in front may say who the client is (TRUST_PROXY, Fastify's `trustProxy`): false
   * (default), true (any), or addresses and CIDR ranges. docs/decisions/233.
   */
  trustProxy: boolean | string[];
  /** Calls a minute per address to each public call (register, reset request, guest link); 0: off. */
  publicRateLimit: number;
  /** Largest upload of each kind, in bytes (UPLOAD_MAX_IMAGE_MB, _VIDEO_MB, _DOCUMENT_MB). */
  uploadLimits: { image: number; video: number; document: number };
  /** How far back a CIL of the same client and developer counts as a duplicate (CIL_DUPLICATE_DAYS). */
  cilDuplicateDays: number;
  /** How long a process keeps a session it has looked up (SESSION_CACHE_SECONDS; 0: off). */
  sessionCacheSeconds: number;
  /** SERIALIZER_CHECK=1: every reply serialised by zod too and compared (core/serializer.ts; the test runs). */
  serializerCheck: boolean;
  /**
   * Uploaded files in an S3 bucket (S3_BUCKET set) instead of DATA_DIR/uploads: what several
   * server processes need to share them (docs/decisions/210).
   */
  s3: S3Settings | undefined;
  /**
   * METRICS=1: Prometheus metrics at /metrics, to callers bearing METRICS_TOKEN; unset: /metrics is
   * a 404 (docs/decisions/241).
   */
  metrics: { token: string } | undefined;
  /**
   * The key two-factor secrets are encrypted with at rest (TWO_FACTOR_KEY, 32 bytes in base64 or
   * hex); unset: DATA_DIR/two-factor.key, generated at first start (docs/decisions/303).
   */
  twoFactorKey: Buffer | undefined;
  /**
   * E-mail to admins (SMTP_URL and MAIL_FROM, docs/decisions/470): unset, nothing is sent and the
   * admins' e-mail choices say so.
   */
  mail: MailSettings | undefined;
  /** Sign-in with the company's identity provider when OIDC_* are set (docs/decisions/460). */
  oidc: OidcSettings | undefined;
};

export type MailSettings = {
  /** The mail server, as nodemailer takes it: smtp://user:pass@host:587 or smtps://...:465. */
  smtpUrl: string;
  /** The From of every e-mail: an address, or `Name <address>`. */
  from: string;
};

export type S3Settings = {
  bucket: string;
  /** An S3-compatible server's address (S3_ENDPOINT); unset: AWS itself. */
  endpoint: string | undefined;
  region: string;
  /** Unset: the AWS SDK's own chain (AWS_PROFILE, an instance role...). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** S3_FORCE_PATH_STYLE=true: bucket in the path, not the host name (most S3-compatible servers). */
  forcePathStyle: boolean;
};

const defaultWebDist = path.join(serverDir, '../web/dist');

function readMegabytes(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback * 1024 * 1024;
  const mb = Number(value);
  if (!Number.isFinite(mb) || mb <= 0)
    throw new Error(`${name} must be a positive number of megabytes, not "${value}"`);
  return Math.floor(mb * 1024 * 1024);
}

function readPort(value: string | undefined): number {
  if (value === undefined || value === '') return 3000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, not "${value}"`);
  }
  return port;
}

function readDays(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const days = Number(value);
  if (!Number.isInteger(days) || days < 1 || days > 3650) {
    throw new Error(`CIL_DUPLICATE_DAYS must be a whole number of days from 1 to 3650, not "${value}"`);
  }
  return days;
}

function readRateLimit(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 20;
  const limit = Number(value);
  if (!Number.isInteger(limit) || limit < 0) {
    throw new Error(
      `PUBLIC_RATE_LIMIT must be a whole number of calls per minute (0 turns the limit off), not "${value}"`,
    );
  }
  return limit;
}

function readPoolSize(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 10;
  const size = Number(value);
  if (!Number.isInteger(size) || size < 1 || size > 1000) {
    throw new Error(
      `DATABASE_POOL_SIZE must be a whole number of connections from 1 to 1000, not "${value}"`,
    );
  }
  return size;
}

const proxyRangeNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** A proxy address as Fastify's proxy-addr takes it: an IP, an IP/prefix, or a named range. */
function isProxyAddress(entry: string): boolean {
  if (proxyRangeNames.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const kind = isIP(address);
  if (kind === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits >= 1 && bits <= (kind === 4 ? 32 : 128);
}

function readTrustProxy(value: string | undefined): boolean | string[] {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  // Fastify 5 trusts no one for a bare hop count: it cannot tell a proxy from a client that wrote
  // the header itself. Said here rather than silently ignored.
  if (/^\d+$/.test(text)) {
    throw new Error(
      `TRUST_PROXY cannot be a number of proxies ("${text}"): give the proxies' addresses or CIDR ranges (10.0.0.0/8,127.0.0.1), or true`,
    );
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const wrong = entries.find((entry) => !isProxyAddress(entry));
  if (wrong !== undefined) {
    throw new Error(
      `TRUST_PROXY must be true, false, or proxy addresses and CIDR ranges separated by commas; "${wrong}" is none of these`,
    );
  }
  return entries;
}

function readCacheSeconds(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 5;
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds < 0 || seconds > 60) {
    throw new Error(
      `SESSION_CACHE_SECONDS must be a number of seconds from 0 to 60 (0 turns the cache off), not "${value}"`,
    );
  }
  return seconds;
}

function readS3(env: NodeJS.ProcessEnv, blankToUndefined: (value?: string) => string | undefined) {
  const bucket = blankToUndefined(env.S3_BUCKET);
  if (!bucket) return undefined;
  const endpoint = blankToUndefined(env.S3_ENDPOINT);
  if (endpoint && !/^https?:\/\/[^/]/.test(endpoint)) {
    throw new Error(`S3_ENDPOINT must be an http:// or https:// address, not "${endpoint}"`);
  }
  const pathStyle = blankToUndefined(env.S3_FORCE_PATH_STYLE) ?? 'false';
  if (pathStyle !== 'true' && pathStyle !== 'false') {
    throw new Error(`S3_FORCE_PATH_STYLE must be true or false, not "${pathStyle}"`);
  }
  return {
    bucket,
    endpoint,
    region: blankToUndefined(env.AWS_REGION) ?? 'us-east-1',
    accessKeyId: blankToUndefined(env.AWS_ACCESS_KEY_ID),
    secretAccessKey: blankToUndefined(env.AWS_SECRET_ACCESS_KEY),
    forcePathStyle: pathStyle === 'true',
  };
}

function readMetrics(env: NodeJS.ProcessEnv): { token: string } | undefined {
  const on = env.METRICS?.trim() ?? '';
  if (on === '' || on === '0') return undefined;
  if (on !== '1') throw new Error(`METRICS must be 1 (on) or 0 (off), not "${on}"`);
  const token = env.METRICS_TOKEN?.trim() ?? '';
  // The metrics sit beside the console on the same port: only a scraper holding the token reads them.
  if (token.length < 16) {
    throw new Error('METRICS=1 needs METRICS_TOKEN, a secret of at least 16 characters the scraper sends');
  }
  return { token };
}

function readTwoFactorKey(value: string | undefined): Buffer | undefined {
  const text = value?.trim() ?? '';
  if (text === '') return undefined;
  const hex = /^[0-9a-fA-F]{64}$/.test(text);
  // Said without the value: it is a secret, and a log keeps what start-up prints.
  if (!hex && !/^[A-Za-z0-9+/_-]{43}=?$/.test(text)) {
    throw new Error(
      'TWO_FACTOR_KEY must be 32 random bytes in base64 (44 characters, as `openssl rand -base64 32` prints) or in hexadecimal (64 digits)',
    );
  }
  return Buffer.from(text, hex ? 'hex' : 'base64');
}

function readMail(env: NodeJS.ProcessEnv): MailSettings | undefined {
  const smtpUrl = env.SMTP_URL?.trim() ?? '';
  if (smtpUrl === '') return undefined;
  // Said without the value: the address may carry the mail server's password.
  if (!/^smtps?:\/\/[^/\s]/.test(smtpUrl)) {
    throw new Error('SMTP_URL must be an smtp:// or smtps:// address (smtp://user:password@host:587)');
  }
  const from = env.MAIL_FROM?.trim() ?? '';
  if (!/^[^<>@\s]+@[^<>@\s]+$|<[^<>@\s]+@[^<>@\s]+>$/.test(from)) {
    throw new Error(
      `SMTP_URL needs MAIL_FROM, the address the e-mails come from (simsar@example.com or "Simsar <simsar@example.com>"), not "${from}"`,
    );
  }
  return { smtpUrl, from };
}

/** Reads the configuration from the environment (ARCHITECTURE.md, Configuration). */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blankToUndefined = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);
  return {
    port: readPort(env.PORT),
    host: blankToUndefined(env.HOST) ?? '127.0.0.1',
    // Relative to where `npm start` was run (npm passes it as INIT_CWD), not to apps/server.
    dataDir: path.resolve(env.INIT_CWD ?? process.cwd(), blankToUndefined(env.DATA_DIR) ?? './data'),
    databaseUrl: blankToUndefined(env.DATABASE_URL),
    databasePoolSize: readPoolSize(env.DATABASE_POOL_SIZE),
    adminEmail: blankToUndefined(env.ADMIN_EMAIL)?.toLowerCase(),
    adminPassword: env.ADMIN_PASSWORD || undefined,
    productName: blankToUndefined(env.PRODUCT_NAME) ?? 'Simsar',
    publicUrl: blankToUndefined(env.PUBLIC_URL)?.replace(/\/$/, ''),
    webDist: path.resolve(env.INIT_CWD ?? process.cwd(), blankToUndefined(env.WEB_DIST) ?? defaultWebDist),
    // Errors and warnings only: a line per request costs a busy server; LOG_LEVEL=info has them.
    logLevel: blankToUndefined(env.LOG_LEVEL) ?? 'warn',
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    publicRateLimit: readRateLimit(env.PUBLIC_RATE_LIMIT),
    uploadLimits: {
      image: readMegabytes(env.UPLOAD_MAX_IMAGE_MB, 10, 'UPLOAD_MAX_IMAGE_MB'),
      video: readMegabytes(env.UPLOAD_MAX_VIDEO_MB, 1024, 'UPLOAD_MAX_VIDEO_MB'),
      document: readMegabytes(env.UPLOAD_MAX_DOCUMENT_MB, 50, 'UPLOAD_MAX_DOCUMENT_MB'),
    },
    cilDuplicateDays: readDays(env.CIL_DUPLICATE_DAYS, 180),
    sessionCacheSeconds: readCacheSeconds(env.SESSION_CACHE_SECONDS),
    serializerCheck: env.SERIALIZER_CHECK === '1',
    s3: readS3(env, blankToUndefined),
    metrics: readMetrics(env),
    twoFactorKey: readTwoFactorKey(env.TWO_FACTOR_KEY),
    mail: readMail(env),
    oidc: readOidc(env),
  };
}
