import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import { messages } from '@simsar/contract/messages';
import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerApi } from './app-api.ts';
import { rewriteToCanonical } from './core/canonical-path.ts';
import { type Clock, systemClock } from './core/clock.ts';
import type { Config } from './core/config.ts';
import { registerConsole } from './core/console.ts';
import type { AppContext } from './core/context.ts';
import { makeDataDirPrivate } from './core/data-dir.ts';
import type { Database } from './core/db.ts';
import { AppError, logSafeError, registerErrorHandler } from './core/errors.ts';
import { registerMedia } from './core/files.ts';
import { LoginThrottle } from './core/login-throttle.ts';
import { registerMetrics } from './core/metrics.ts';
import { registerOpenApi } from './core/openapi.ts';
import { requestIdOf } from './core/request-id.ts';
import { securityHeaders } from './core/security-headers.ts';
import { createSerializerCompiler } from './core/serializer.ts';
import type { Storage } from './core/storage.ts';
import { openStorage } from './core/storage-s3.ts';
import { openTwoFactorSecrets } from './modules/admins/admins.two-factor-key.service.ts';
import { countWaitingItems } from './modules/home/home.service.ts';
import { notifyMember } from './modules/notifications/notifications.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

export type BuildAppOptions = {
  config: Config;
  db: Database;
  /** false: no log; a stream: the log written there (tests read it); default: standard output. */
  logger?: boolean | { write: (line: string) => void };
  /** Now, for the request queues' service clocks; tests pass a clock they move. */
  clock?: Clock;
};

/** The whole server: core plugins first, then the modules' routes, then the console. */
export async function buildApp({ config, db, logger = true, clock = systemClock }: BuildAppOptions) {
  const app = Fastify({
    logger: logger !== false && {
      level: config.logLevel,
      ...(typeof logger === 'object' && { stream: logger }),
      // Sign-in bodies, cookies and tokens never reach the log.
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      // A database error is logged without the query's values: no hash, e-mail or phone.
      serializers: { err: logSafeError },
    },
    // Each request's id is in every log line of that request (as `reqId`) and in its `x-request-id`
    // reply header (docs/decisions/242).
    genReqId: requestIdOf,
    bodyLimit: 1024 * 1024,
    // Behind a proxy that TRUST_PROXY names, request.ip is the client's address from
    // X-Forwarded-For (the sign-in limit and the public rate limit key on it); off, the header is
    // ignored: any caller could write it (docs/decisions/233).
    trustProxy: config.trustProxy,
    // One spelling of each path before routing: `/%61pi/x`, `//api/x`, `/a/../api/x` reach /api/x and
    // its guard (docs/decisions/190).
    rewriteUrl: rewriteToCanonical,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createSerializerCompiler({ check: config.serializerCheck }) as never);
  registerErrorHandler(app);
  // helmet's headers on every reply, computed once (core/security-headers.ts).
  const headers = securityHeaders({
    contentSecurityPolicy: {
      directives: {
        'default-src': ["'self'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'media-src': ["'self'", 'blob:'],
        'style-src': ["'self'", "'unsafe-inline'"],
        'script-src': ["'self'"],
        'upgrade-insecure-requests': null,
      },
    },
    // The console is served over plain HTTP on localhost too; HSTS belongs to the TLS proxy in front.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    reply.header('x-request-id', request.id);
    done();
  });
  await app.register(cookie);
  // The API's JSON replies of 1 kB and more go out compressed, brotli or gzip as the caller accepts.
  // Files are sent as they are: the console's are compressed once at build, uploads
  // are served as stored (with ranges).
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || /^\/api\/(files|docs\/static)\//.test(route.url)) {
      route.compress = false;
    }
  });
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024, globalDecompression: false });
  // Files are streamed part by part (core/uploads.ts); the largest kind bounds any one file.
  await app.register(multipart, {
    limits: { fileSize: Math.max(...Object.values(config.uploadLimits)), files: 20, fields: 100 },
  });
  await registerOpenApi(app, config.productName);
  // Before the routes: its timing hook (when METRICS=1) must see every one of them.
  await registerMetrics(app, config.metrics, { db, waitingItems: () => countWaitingItems(db) });

  // Owner-only before anything is written in it; then the two-factor key is read or made there.
  makeDataDirPrivate(config.dataDir);
  const twoFactorSecrets = await openTwoFactorSecrets(db, config);
  const storage = openStorage(config);
  const context: AppContext = {
    db,
    config,
    loginThrottle: new LoginThrottle(db, undefined, clock),
    storage,
    clock,
    notifyMember,
    twoFactorSecrets,
  };
  app.decorate('storage', storage);
  await registerMedia(app, storage);
  await registerApi(app, context);

  await registerConsole(app, config.webDist, config.productName);
  // The console's own routes (/login, /brokers/accept...) get its page. /api, /media and /assets
  // have their own 404 handlers in their scopes: a missing file there is a 404, not this page.
  app.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET') return app.sendConsole(reply);
    throw new AppError('NOT_FOUND', messages.notFound);
  });
  return app;
}
