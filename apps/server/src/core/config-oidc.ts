/**
 * Sign-in with the company's identity provider (OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET,
 * OIDC_NAME; docs/decisions/460): all three or none.
 */
export type OidcSettings = {
  issuer: URL;
  clientId: string;
  clientSecret: string;
  /** The provider's name on the button ("Sign in with Google"). */
  name: string;
};

const knownProviders: [RegExp, string][] = [
  [/(^|\.)accounts\.google\.com$/, 'Google'],
  [/(^|\.)login\.microsoftonline\.com$/, 'Microsoft'],
  [/(^|\.)okta\.com$/, 'Okta'],
  [/(^|\.)auth0\.com$/, 'Auth0'],
];

/** A name from the issuer's host: the big providers by their name, any other by its host. */
function nameOf(issuer: URL): string {
  return knownProviders.find(([host]) => host.test(issuer.hostname))?.[1] ?? issuer.hostname;
}

/** http is for a provider on this machine only (a trial, the tests); anywhere else it must be https. */
const isLoopback = (host: string) => host === 'localhost' || host === '127.0.0.1' || host === '[::1]';

export function readOidc(env: NodeJS.ProcessEnv): OidcSettings | undefined {
  const read = (name: string) => env[name]?.trim() || undefined;
  const issuer = read('OIDC_ISSUER');
  const clientId = read('OIDC_CLIENT_ID');
  const clientSecret = read('OIDC_CLIENT_SECRET');
  if (!issuer && !clientId && !clientSecret) return undefined;
  const missing = [
    ['OIDC_ISSUER', issuer],
    ['OIDC_CLIENT_ID', clientId],
    ['OIDC_CLIENT_SECRET', clientSecret],
  ].filter(([, value]) => !value);
  if (missing.length > 0) {
    throw new Error(
      `Company sign-in needs OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET together; ${missing.map(([name]) => name).join(' and ')} missing`,
    );
  }
  let url: URL;
  try {
    url = new URL(issuer as string);
  } catch {
    throw new Error(`OIDC_ISSUER must be the provider's https:// address, not "${issuer}"`);
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopback(url.hostname))) {
    throw new Error(
      `OIDC_ISSUER must be an https:// address (http only for a provider on localhost), not "${issuer}"`,
    );
  }
  return {
    issuer: url,
    clientId: clientId as string,
    clientSecret: clientSecret as string,
    name: read('OIDC_NAME') ?? nameOf(url),
  };
}
