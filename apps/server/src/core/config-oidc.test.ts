import { expect, it } from 'vitest';
import { readConfig } from './config.ts';

const google = {
  OIDC_ISSUER: 'https://accounts.google.com',
  OIDC_CLIENT_ID: 'simsar.apps.googleusercontent.com',
  OIDC_CLIENT_SECRET: 'a-secret',
};

it('turns company sign-in on with all three OIDC_ settings, naming the provider from its address', () => {
  expect(readConfig({}).oidc).toBeUndefined();
  expect(readConfig(google).oidc).toMatchObject({ clientId: google.OIDC_CLIENT_ID, name: 'Google' });
  const entra = { ...google, OIDC_ISSUER: 'https://login.microsoftonline.com/tenant-id/v2.0' };
  expect(readConfig(entra).oidc?.name).toBe('Microsoft');
  const own = { ...google, OIDC_ISSUER: 'https://id.acme.example', OIDC_NAME: ' Acme ID ' };
  expect(readConfig(own).oidc?.name).toBe('Acme ID');
  expect(readConfig({ ...own, OIDC_NAME: '' }).oidc?.name).toBe('id.acme.example');
});

it('refuses a part of the settings, or an issuer that is not https, without printing the secret', () => {
  expect(() => readConfig({ OIDC_ISSUER: google.OIDC_ISSUER, OIDC_CLIENT_SECRET: 'a-secret' })).toThrow(
    'Company sign-in needs OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET together; OIDC_CLIENT_ID missing',
  );
  expect(() => readConfig({ ...google, OIDC_ISSUER: 'http://id.acme.example' })).toThrow(
    'OIDC_ISSUER must be an https:// address (http only for a provider on localhost)',
  );
  expect(() => readConfig({ ...google, OIDC_ISSUER: 'accounts.google.com' })).toThrow(
    `OIDC_ISSUER must be the provider's https:// address`,
  );
  expect(readConfig({ ...google, OIDC_ISSUER: 'http://localhost:9090' }).oidc?.issuer.href).toBe(
    'http://localhost:9090/',
  );
});
