import { secureSessionCookieName, sessionCookieName } from '@simsar/contract/constants';
import { memberAccountMessages } from '@simsar/contract/member-account';
import { messages, userMessages } from '@simsar/contract/messages';
import { twoFactorMessages } from '@simsar/contract/two-factor';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';
import type { SessionAdmin, SessionLookups, SessionMember } from './session.ts';
import { SessionCache } from './session-cache.ts';
import type { SessionSignal } from './session-signal.ts';
import { hashToken } from './tokens.ts';

/**
 * Who may call a route: anyone, any signed-in admin (the default), super admins only, a signed-in
 * active member of the marketplace apps (Bearer token from /api/app/login or /api/app/register), or
 * an active broker: a broker's token whose account is pending, banned or removed gets 403 there,
 * saying why, where other member calls answer 401 (docs/decisions/071).
 */
export type Access = 'public' | 'admin' | 'super' | 'member' | 'broker';

declare module 'fastify' {
  interface FastifyRequest {
    admin: SessionAdmin | null;
    member: SessionMember | null;
  }
  interface FastifyContextConfig {
    access?: Access;
    /** A member call that works while the member must change a reset password (change it, sign out). */
    beforePasswordChange?: boolean;
    /** Open to an admin who must still turn two-factor sign-in on (me, logout, its set-up). */
    twoFactorSetup?: boolean;
    /** A POST that changes nothing (a search with its term in the body): sessions stay cached. */
    readsOnly?: boolean;
    /**
     * For an `admin` route that only a super admin may make on some items (a broker's ban, a super
     * admin's list, another admin's inbox): whether this call is one of them, read from its path
     * and query as sent (not yet validated: anything unexpected answers false and the schema
     * speaks). Checked with the role, before the body is read, so an ordinary admin is refused
     * 403 whatever the body holds (docs/decisions/311).
     */
    superWhen?: (request: FastifyRequest) => boolean | Promise<boolean>;
  }
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The session cookie's name: `__Host-token` where the console is served over HTTPS (PUBLIC_URL
 * https://...), so no subdomain or plain-HTTP page can set or shadow it; `token` on plain HTTP
 * (localhost), where a browser would refuse a `__Host-` cookie. docs/decisions/094.
 */
export function sessionCookieOf(publicUrl: string | undefined): string {
  return publicUrl?.startsWith('https://') ? secureSessionCookieName : sessionCookieName;
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() || undefined : undefined;
}

function ownOrigins(request: FastifyRequest, publicUrl: string | undefined): string[] {
  const origins = [`${request.protocol}://${request.host}`];
  if (publicUrl) origins.push(new URL(publicUrl).origin);
  return origins;
}

/**
 * Authentication and role guards for every route of the scope it is registered in, the API's
 * (app-api.ts; ARCHITECTURE.md, Authentication): a route is for signed-in admins unless its own
 * config says `access: 'public'` or `'super'`; its URL's text decides nothing (docs/decisions/190).
 * Runs on request, before the body is read, so an anonymous caller gets 401 and an ordinary admin
 * on a super admin's call 403, never 400 (authorisation before validation, docs/decisions/311).
 *
 * Sessions found are kept `sessionCacheMs` in this process (SESSION_CACHE_SECONDS; 0: off) and
 * all forgotten after every call that may change data (any method but GET, HEAD, OPTIONS, save the
 * searches sent as POST, marked `readsOnly`): a
 * sign-out, a revoked session, a new password, a ban, a deleted admin or a two-factor change is
 * seen by the next call at once (docs/decisions/130), in this process and, through `signal`
 * (PostgreSQL NOTIFY), in every other process on the database (docs/decisions/231).
 */
export function registerAuth(
  app: FastifyInstance,
  sessions: SessionLookups,
  options: {
    publicUrl: string | undefined;
    sessionCacheMs: number;
    signal: SessionSignal;
    /** Told whenever sessions are forgotten here: what outlives a call (a live stream) checks its own. */
    onSessionsChanged?: () => void;
  },
): void {
  const { publicUrl, signal } = options;
  const cookieName = sessionCookieOf(publicUrl);
  const admins = new SessionCache<Omit<SessionAdmin, 'ip'>>(options.sessionCacheMs);
  const members = new SessionCache<SessionMember>(options.sessionCacheMs);
  const forgetHere = () => {
    admins.clear();
    members.clear();
  };
  const told = new WeakSet<FastifyRequest>();
  const forgetSessions = async (request: FastifyRequest) => {
    if (safeMethods.has(request.method) || request.routeOptions.config.readsOnly) return;
    forgetHere();
    // What outlives the call, and the other processes, are told once per call, before its reply leaves.
    if (told.has(request)) return;
    told.add(request);
    options.onSessionsChanged?.();
    // With no cache, the other processes hold none to forget.
    if (options.sessionCacheMs > 0) {
      try {
        await signal.announce();
      } catch (error) {
        // The database cannot be reached (the call's own reply says so): the reply still leaves as
        // it is, and the other processes serve what they hold for SESSION_CACHE_SECONDS at most.
        request.log.warn({ err: error }, 'could not tell the other processes to forget their sessions');
      }
    }
  };
  if (options.sessionCacheMs > 0) {
    app.addHook('onReady', () =>
      signal.start(() => {
        forgetHere();
        options.onSessionsChanged?.();
      }),
    );
    app.addHook('onClose', () => signal.stop());
  }
  // Before the reply leaves (the caller's next call finds nothing stale), and again once it is
  // sent or abandoned, for a call that changed data and ended another way.
  app.addHook('onSend', forgetSessions);
  app.addHook('onResponse', forgetSessions);
  app.addHook('onRequestAbort', forgetSessions);
  app.decorateRequest('admin', null);
  app.decorateRequest('member', null);
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access ?? 'admin';
    const bearer = bearerToken(request);
    if (access === 'member' || access === 'broker') {
      // Apps send their token as a bearer only; an admin's cookie or token is no member session.
      const found = bearer ? await members.find(hashToken(bearer), sessions.findMember) : undefined;
      const member = found ? { ...found } : null;
      if (access === 'member' && member?.refusal) request.member = null;
      else request.member = member;
      if (!request.member) throw new AppError('UNAUTHENTICATED', userMessages.memberSessionRequired);
      if (request.member.mustChangePassword && !request.routeOptions.config.beforePasswordChange) {
        throw new AppError('FORBIDDEN', memberAccountMessages.mustChangePassword);
      }
      if (access === 'broker') {
        if (request.member.userType !== 'Broker') throw new AppError('FORBIDDEN', userMessages.brokerOnly);
        if (request.member.refusal) throw new AppError('FORBIDDEN', request.member.refusal);
      }
      return;
    }
    const cookie = request.cookies[cookieName];
    const token = bearer ?? cookie;
    if (token) {
      const admin = await admins.find(hashToken(token), sessions.findAdmin);
      request.admin = admin ? { ...admin, ip: request.ip } : null;
    }
    if (access === 'public') return;
    if (!request.admin) throw new AppError('UNAUTHENTICATED', messages.sessionExpired);
    // A cookie travels with any request the browser makes: state changes must come from our own pages.
    if (!bearer && !safeMethods.has(request.method)) {
      const origin = request.headers.origin;
      if (!origin || !ownOrigins(request, publicUrl).includes(origin)) {
        throw new AppError('FORBIDDEN', 'This request must come from the console itself');
      }
    }
    if (request.admin.mustSetUpTwoFactor && !request.routeOptions.config.twoFactorSetup) {
      throw new AppError('FORBIDDEN', twoFactorMessages.setupRequired);
    }
    if (request.admin.isSuper) return;
    const { superWhen } = request.routeOptions.config;
    if (access === 'super' || (superWhen && (await superWhen(request)))) {
      throw new AppError('FORBIDDEN', messages.forbidden);
    }
  });
}

/** The signed-in admin of a route that is not public. */
export function sessionOf(request: FastifyRequest): SessionAdmin {
  if (!request.admin) throw new AppError('UNAUTHENTICATED', messages.sessionExpired);
  return request.admin;
}

/** The signed-in member of a route with `access: 'member'`. */
export function memberOf(request: FastifyRequest): SessionMember {
  if (!request.member) throw new AppError('UNAUTHENTICATED', userMessages.memberSessionRequired);
  return request.member;
}

/** A path parameter or query value as the caller sent it, before any schema (for `superWhen`). */
export function sentValue(
  request: FastifyRequest,
  from: 'params' | 'query',
  name: string,
): string | undefined {
  const value = (request[from] as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : undefined;
}
