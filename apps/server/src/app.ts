import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import { healthReplySchema } from '@simsar/contract/home';
import { messages } from '@simsar/contract/messages';
import { apiPaths } from '@simsar/contract/paths';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerAuth } from './core/auth.ts';
import { type Clock, systemClock } from './core/clock.ts';
import type { Config } from './core/config.ts';
import { registerConsole } from './core/console.ts';
import type { AppContext } from './core/context.ts';
import { registerControlCharacterCheck } from './core/control-characters.ts';
import type { Database } from './core/db.ts';
import { AppError, logSafeError, registerErrorHandler } from './core/errors.ts';
import { registerFiles } from './core/files.ts';
import { LoginThrottle } from './core/login-throttle.ts';
import { registerOpenApi } from './core/openapi.ts';
import { registerPublicRateLimit } from './core/public-rate-limit.ts';
import { securityHeaders } from './core/security-headers.ts';
import { createSerializerCompiler } from './core/serializer.ts';
import { LocalStorage, type Storage } from './core/storage.ts';
import { registerAdminManageRoutes } from './modules/admins/admins.manage.routes.ts';
import { registerAdminRoutes } from './modules/admins/admins.routes.ts';
import { listAdminChoices } from './modules/admins/admins.service.ts';
import { findSessionAdmin } from './modules/admins/admins.sessions.service.ts';
import { registerTwoFactorRoutes } from './modules/admins/admins.two-factor.routes.ts';
import { registerAuditRoutes } from './modules/audit/audit.routes.ts';
import { registerContentRoutes } from './modules/content/content.routes.ts';
import { registerCilRoutes } from './modules/deals/deals.cil.routes.ts';
import { registerSubmissionRoutes } from './modules/deals/deals.submissions.routes.ts';
import { registerHomeRoutes } from './modules/home/home.routes.ts';
import { registerNotificationRoutes } from './modules/notifications/notifications.routes.ts';
import { registerPasswordResetRoutes } from './modules/password-resets/password-resets.routes.ts';
import { registerRequestAppRoutes } from './modules/requests/requests.apps.routes.ts';
import { registerRequestRoutes } from './modules/requests/requests.routes.ts';
import { registerSystemRoutes } from './modules/system/system.routes.ts';
import { registerUnitRoutes } from './modules/units/units.routes.ts';
import { registerMemberAccountRoutes } from './modules/users/users.member-account.routes.ts';
import { registerMemberRoutes } from './modules/users/users.members.routes.ts';
import { findSessionMember } from './modules/users/users.members.service.ts';
import { registerUserRoutes } from './modules/users/users.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    apiRoutes: { method: string; url: string; access: string; publicRateLimit: boolean }[];
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
      // A database error is logged without the query's values (issue 13): no hash, e-mail or phone.
      serializers: { err: logSafeError },
    },
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createSerializerCompiler({ check: config.serializerCheck }) as never);
  registerErrorHandler(app);
  // Every API route, as declared: the tests check each one's guard against this list.
  const apiRoutes: FastifyInstance['apiRoutes'] = [];
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD')
        apiRoutes.push({
          method,
          url: route.url,
          access: route.config?.access ?? 'admin',
          publicRateLimit: route.config?.publicRateLimit === true,
        });
    }
  });
  app.decorate('apiRoutes', apiRoutes);
  // Replies under /api hold personal data: no cache keeps them (issue 13, item 5).
  app.addHook('onSend', async (request, reply) => {
    if (
      request.url.startsWith('/api/') &&
      String(reply.getHeader('content-type')).startsWith('application/json')
    ) {
      reply.header('cache-control', 'no-store');
    }
  });

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
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  await app.register(cookie);
  // The API's JSON replies of 1 kB and more go out compressed, brotli or gzip as the caller accepts
  // (issue 14). Files are sent as they are: the console's are compressed once at build, uploads
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

  const storage = new LocalStorage(path.join(config.dataDir, 'uploads'));
  const context: AppContext = {
    db,
    config,
    loginThrottle: new LoginThrottle(db, undefined, clock),
    storage,
    clock,
  };
  app.decorate('storage', storage);
  registerAuth(
    app,
    {
      findAdmin: (tokenHash) => findSessionAdmin(db, tokenHash),
      findMember: (tokenHash) => findSessionMember(db, tokenHash),
    },
    { publicUrl: config.publicUrl, sessionCacheMs: config.sessionCacheSeconds * 1000 },
  );
  registerPublicRateLimit(app, config.publicRateLimit);
  registerControlCharacterCheck(app);
  await registerFiles(app, storage);

  app.get(
    apiPaths.health,
    { config: { access: 'public' }, schema: { tags: ['Health'], response: { 200: healthReplySchema } } },
    async () => {
      await db.execute(sql`select 1`);
      return { status: 'ok' as const, database: 'ok' as const };
    },
  );
  registerAdminRoutes(app, context);
  registerAdminManageRoutes(app, context);
  registerPasswordResetRoutes(app, context);
  registerHomeRoutes(app, context);
  registerSystemRoutes(app, context);
  registerUnitRoutes(app, context);
  registerUserRoutes(app, context, { listAdminChoices: () => listAdminChoices(db) });
  registerMemberRoutes(app, context);
  registerMemberAccountRoutes(app, context);
  registerNotificationRoutes(app, context);
  registerRequestRoutes(app, context);
  registerRequestAppRoutes(app, context);
  registerContentRoutes(app, context);
  registerSubmissionRoutes(app, context);
  registerCilRoutes(app, context);
  registerAuditRoutes(app, context);
  registerTwoFactorRoutes(app, context);

  await registerConsole(app, config.webDist, config.productName);
  app.setNotFoundHandler((request, reply) => {
    // The console's own routes (/login, /brokers/accept...) get its page; a missing file does not.
    const isFile = /^\/(api|media|assets)(\/|$)/.test(request.url);
    if (request.method === 'GET' && !isFile) return app.sendConsole(reply);
    throw new AppError('NOT_FOUND', messages.notFound);
  });
  return app;
}
