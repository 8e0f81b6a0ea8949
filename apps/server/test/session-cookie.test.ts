import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, superAdmin, type TestApp } from './harness.ts';

// The console's session cookie (docs/decisions/094).
describe('served over HTTPS (PUBLIC_URL https://...)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ publicUrl: 'https://console.simsar.test' });
  });
  afterAll(() => t.close());

  it('names the session cookie __Host-token and reads only that name', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: superAdmin });
    expect(login.statusCode).toBe(200);
    const cookie = login.cookies.find((c) => c.name === '__Host-token');
    expect(cookie).toMatchObject({ value: login.json().token, path: '/', secure: true, httpOnly: true });
    expect(cookie?.domain).toBeUndefined();
    expect(login.cookies.some((c) => c.name === 'token')).toBe(false);
    // The device cookie likewise (docs/decisions/092).
    const device = login.cookies.find((c) => c.name === '__Host-device');
    expect(device).toMatchObject({ path: '/', secure: true, httpOnly: true });
    expect(device?.domain).toBeUndefined();

    const token = login.json().token as string;
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/admin/me',
      cookies: { '__Host-token': token },
    });
    expect(me.statusCode).toBe(200);
    const plain = await t.app.inject({ method: 'GET', url: '/api/admin/me', cookies: { token } });
    expect(plain.statusCode).toBe(401);

    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/admin/logout',
      cookies: { '__Host-token': token },
      headers: { origin: 'https://console.simsar.test' },
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.cookies.find((c) => c.name === '__Host-token')?.value).toBe('');
  });
});

describe('served over plain HTTP (no PUBLIC_URL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('keeps the names token and device (a __Host- cookie needs HTTPS)', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: superAdmin });
    expect(login.cookies.map((c) => c.name).sort()).toEqual(['device', 'token']);
  });
});
