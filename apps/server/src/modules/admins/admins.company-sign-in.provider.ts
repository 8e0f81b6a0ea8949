import type { CompanySignInError } from '@simsar/contract/company-sign-in';
import * as oidc from 'openid-client';
import type { OidcSettings } from '../../core/config-oidc.ts';

/** A company sign-in that ends back on /login, saying why (`sign_in_error`). */
export class CompanySignInRefusal extends Error {
  constructor(
    readonly reason: CompanySignInError,
    options?: { cause?: unknown },
  ) {
    super(reason, options);
  }
}

/** What the browser carries between `start` and `callback` (sealed in a cookie, docs/decisions/461). */
export type PendingSignIn = { state: string; nonce: string; verifier: string; at: number };

/** The e-mail the provider vouches for, or says nothing of (`verified` false). */
export type ProviderIdentity = { email: string | undefined; verified: boolean };

const scope = 'openid email profile';

/**
 * The company's identity provider, through openid-client: its metadata is discovered at the first
 * sign-in (not at start: a provider that is down must not stop the console) and again after a
 * failed discovery, so a provider back up is used at once.
 */
export function companyProvider(settings: OidcSettings) {
  let discovered: Promise<oidc.Configuration> | undefined;
  const configuration = () => {
    discovered ??= oidc
      .discovery(settings.issuer, settings.clientId, settings.clientSecret, undefined, {
        // A provider on this machine over plain http (a trial, the tests); config-oidc.ts allows no other.
        ...(settings.issuer.protocol === 'http:' && { execute: [oidc.allowInsecureRequests] }),
        timeout: 10,
      })
      .catch((error: unknown) => {
        discovered = undefined;
        throw new CompanySignInRefusal('unavailable', { cause: error });
      });
    return discovered;
  };

  return {
    name: settings.name,

    /** Where to send the browser, with the checks the callback needs back: PKCE, state, nonce. */
    async begin(redirectUri: string): Promise<{ url: string; pending: PendingSignIn }> {
      const config = await configuration();
      const pending = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        verifier: oidc.randomPKCECodeVerifier(),
        at: Date.now(),
      };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope,
        code_challenge: await oidc.calculatePKCECodeChallenge(pending.verifier),
        code_challenge_method: 'S256',
        state: pending.state,
        nonce: pending.nonce,
      });
      return { url: url.href, pending };
    },

    /**
     * The provider's answer at the callback (`currentUrl`, with its code and state) exchanged for
     * the ID token, its state, nonce and PKCE checked; the e-mail from the token, or from the
     * userinfo endpoint when the token leaves it out.
     */
    async finish(currentUrl: URL, pending: PendingSignIn): Promise<ProviderIdentity> {
      const config = await configuration();
      let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
      try {
        tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
          pkceCodeVerifier: pending.verifier,
          expectedState: pending.state,
          expectedNonce: pending.nonce,
          idTokenExpected: true,
        });
      } catch (error) {
        throw new CompanySignInRefusal(isUnreachable(error) ? 'unavailable' : 'failed', { cause: error });
      }
      const claims = tokens.claims();
      if (!claims) throw new CompanySignInRefusal('failed');
      let identity = identityOf(claims);
      if (identity.email === undefined && config.serverMetadata().userinfo_endpoint) {
        try {
          identity = identityOf(await oidc.fetchUserInfo(config, tokens.access_token, claims.sub));
        } catch (error) {
          throw new CompanySignInRefusal(isUnreachable(error) ? 'unavailable' : 'failed', { cause: error });
        }
      }
      return identity;
    },

    /** The provider's sign-out page, back to `returnTo` afterwards; undefined when it has none. */
    async signOutUrl(returnTo: string): Promise<string | undefined> {
      let config: oidc.Configuration;
      try {
        config = await configuration();
      } catch {
        return undefined;
      }
      if (!config.serverMetadata().end_session_endpoint) return undefined;
      return oidc.buildEndSessionUrl(config, {
        client_id: settings.clientId,
        post_logout_redirect_uri: returnTo,
      }).href;
    },
  };
}

export type CompanyProvider = ReturnType<typeof companyProvider>;

/**
 * `email_verified` is the standard claim (Google sends it); Microsoft Entra ID sends `xms_edov`
 * instead, when the app asks for it (README, docs/decisions/460).
 */
function identityOf(claims: Record<string, unknown>): ProviderIdentity {
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : undefined;
  const verified = claims.email_verified === true || claims.xms_edov === true;
  return { email: email || undefined, verified };
}

/** The provider did not answer (refused, reset, timed out), as against answered no. */
function isUnreachable(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (cause.name === 'TimeoutError' || cause.name === 'AbortError') return true;
    if (cause instanceof TypeError && cause.message === 'fetch failed') return true;
  }
  return false;
}
