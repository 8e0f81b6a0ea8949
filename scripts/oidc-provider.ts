/**
 * An OpenID Connect provider (oidc-provider, the one the server tests use) for the browser tests and
 * for trying company sign-in on one machine: `node scripts/oidc-provider.ts <port> <console address>...`.
 * Its sign-in page takes any e-mail (any password) as the account, verified unless it starts with
 * `unverified`. Client id `simsar-console`, secret `simsar-test-secret`; the issuer is
 * http://localhost:<port>.
 */
import { startOidcProvider } from '../apps/server/test/oidc-provider.ts';

const [portArgument, ...consoleOrigins] = process.argv.slice(2);
const port = Number(portArgument);
if (!Number.isInteger(port) || port <= 0 || consoleOrigins.length === 0) {
  console.error('usage: node scripts/oidc-provider.ts <port> <console address>...');
  process.exit(2);
}
const provider = await startOidcProvider({ port, consoleOrigins });
console.log(`OpenID Connect provider at ${provider.issuer}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await provider.close();
    process.exit(0);
  });
}
