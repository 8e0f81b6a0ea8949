import type { UserType } from '@simsar/contract/users';
import type { FoundSession } from './session-cache.ts';

/** The signed-in admin behind a request (console session or Bearer token). */
export type SessionAdmin = {
  id: string;
  name: string;
  email: string;
  isSuper: boolean;
  sessionId: string;
  /** The address the request came from (request.ip), kept in the audit log with each change. */
  ip: string;
  /** Two-factor sign-in is required of every admin and this one has not turned it on yet. */
  mustSetUpTwoFactor?: boolean;
  /** The session was opened by the company's identity provider (docs/decisions/463). */
  viaProvider?: boolean;
};

/** The signed-in member of the marketplace apps behind a request (Bearer token). */
export type SessionMember = {
  id: string;
  userType: UserType;
  name: string;
  sessionId: string;
  /** Why this member may not act now (pending, banned, removed), or undefined (docs/decisions/071). */
  refusal?: string | undefined;
  /** Signed in with a password set from a reset: every app call but change_password is refused. */
  mustChangePassword: boolean;
};

/**
 * How the auth plugin finds a live session from its token's hash (core/tokens.ts), with when it
 * ends; the modules that own the tables provide them.
 */
export type SessionLookups = {
  findAdmin: (tokenHash: string) => Promise<FoundSession<Omit<SessionAdmin, 'ip'>> | undefined>;
  findMember: (tokenHash: string) => Promise<FoundSession<SessionMember> | undefined>;
};
