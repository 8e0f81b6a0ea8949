import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures.ts';

type Rule = 'off' | 'round_robin' | 'fewest_open';
type Rules = { Client: Rule; Franchise: Rule; Broker: Rule };

/** Sets the assignment rules through the System call (PUT /api/system/update), the rest as saved. */
export async function setAssignmentRules(
  request: APIRequestContext,
  token: string,
  rules: Partial<Rules>,
): Promise<{ assignment_rules: Rules }> {
  const headers = { Authorization: `Bearer ${token}` };
  const current = await request.get('/api/system/', { headers });
  expect(current.status(), await current.text()).toBe(200);
  const { updatedAt: _, require_two_factor: __, ...settings } = await current.json();
  const saved = await request.put('/api/system/update', {
    headers,
    data: { ...settings, assignment_rules: rules },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return saved.json();
}
