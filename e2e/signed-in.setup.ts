import { test as setup } from '@playwright/test';
import { superAdmin, superAdminState } from './builders.ts';
import { expect } from './fixtures.ts';

// Signing in through the form took a few seconds of every test (the sign-in page, the password's
// hash, the shell's chunks after it): the super admin signs in once here, and `signIn` hands this
// session to each test's browser (docs/decisions/395). No test ends the super admin's session but
// through a sign-in of its own (sign-in.spec.ts signs out from the form's session).
setup("signs the super admin in once for the run's tests", async ({ request }) => {
  const response = await request.post('/api/admin/login', {
    data: { email: superAdmin.email, password: superAdmin.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  const state = await request.storageState({ path: superAdminState });
  expect(state.cookies.map((cookie) => cookie.name)).toContain('token');
});
