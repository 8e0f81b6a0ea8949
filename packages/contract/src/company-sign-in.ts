import { z } from 'zod/mini';
import { messages } from './messages.ts';

// zod/mini: the sign-in page reads the provider's name with these (docs/decisions/291).

/**
 * Sign-in with the company's identity provider (OpenID Connect, docs/decisions/460): the console
 * goes to `start`, the provider comes back to `callback`, which opens a session as a password
 * sign-in does, or sends the browser to /login?sign_in_error=<reason>.
 */
export const companySignInPaths = {
  /** GET, public: `{name}` of the provider, or null when it is not set up. */
  provider: '/api/admin/oidc',
  start: '/api/admin/oidc/start',
  callback: '/api/admin/oidc/callback',
  /** PUT, super admins: passwords refused but for the break-glass super admin (docs/decisions/462); read in GET /api/system/. */
  required: '/api/system/company_sign_in',
} as const;

export const companySignInMessages = {
  unknownAdmin: 'No admin has this e-mail: ask a super admin to add you',
  notVerified: 'Your provider has not verified your e-mail address',
  expired: 'The sign-in took too long or was started in another window: try again',
  failed: 'The provider did not sign you in: try again',
  unavailable: 'The sign-in provider cannot be reached: try again later',
  notSetUp: 'Company sign-in is not set up on this server',
  passwordsOff: 'Password sign-in is turned off: use the company sign-in',
  requiredSaved: 'Saved',
} as const;

/** Why a company sign-in came back to /login: the `sign_in_error` the callback puts in the address. */
export const companySignInErrors = {
  unknown_admin: companySignInMessages.unknownAdmin,
  not_verified: companySignInMessages.notVerified,
  expired: companySignInMessages.expired,
  failed: companySignInMessages.failed,
  unavailable: companySignInMessages.unavailable,
  not_set_up: companySignInMessages.notSetUp,
  too_many: messages.tooManyAttempts,
} as const;
export type CompanySignInError = keyof typeof companySignInErrors;

export const isCompanySignInError = (value: string | null): value is CompanySignInError =>
  value !== null && Object.hasOwn(companySignInErrors, value);

/** GET /api/admin/oidc: the provider's name for the button, null when company sign-in is off. */
export const companySignInProviderSchema = z.object({ name: z.nullable(z.string()) });

/** PUT /api/system/company_sign_in {required}: the caller becomes the break-glass super admin. */
export const companySignInRequiredSchema = z.object({ required: z.boolean() });
export const companySignInRequiredReplySchema = z.object({ message: z.string(), required: z.boolean() });

/**
 * POST /api/admin/logout's reply: `provider_sign_out`, the provider's sign-out page, when the
 * session came from the provider and it has one (its end_session_endpoint).
 */
export const logoutReplySchema = z.object({ message: z.string(), provider_sign_out: z.optional(z.string()) });
