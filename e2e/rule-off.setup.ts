import { test as setup } from '@playwright/test';
import { apiToken, superAdmin } from './builders.ts';
import { expect } from './fixtures.ts';
import { setAssignmentRules } from './system-settings.ts';

// The suite's tests build their own admins and members side by side on one server: with the
// assignment rule on, a member registered by one test would go to an admin of another
// (docs/decisions/276). The rule's own test (assignment-rule.spec.ts) runs after them all.
setup('turns the assignment rule off for the suite', async ({ request }) => {
  const token = await apiToken(request, superAdmin);
  const saved = await setAssignmentRules(request, token, { Client: 'off', Franchise: 'off', Broker: 'off' });
  expect(saved.assignment_rules).toEqual({ Client: 'off', Franchise: 'off', Broker: 'off' });
});
