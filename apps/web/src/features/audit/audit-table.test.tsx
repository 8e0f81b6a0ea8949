import type { AuditEntry } from '@simsar/contract/audit';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { AuditTable } from './audit-table.tsx';

let made = 0;
const entry = (fields: Partial<AuditEntry>): AuditEntry => ({
  _id: `entry-${++made}`,
  at: '2026-11-27T10:00:00.000Z',
  admin_id: '22222222-2222-4222-8222-222222222222',
  admin_name: 'Karim',
  ip: '127.0.0.1',
  action: 'ban',
  kind: 'user',
  item_id: '33333333-3333-4333-8333-333333333333',
  subject_name: 'Nour',
  before: null,
  after: null,
  ...fields,
});

const changesOf = (row: number) =>
  within(
    within(screen.getByRole('table', { name: 'Audit entries' })).getAllByRole('row')[row + 1] as HTMLElement,
  ).getAllByRole('cell')[4] as HTMLElement;

describe("the audit log's Changes column (decision 295)", () => {
  it('names each field in words, says a state and a yes or no in words, and an amount in EGP', () => {
    renderWithProviders(
      <AuditTable
        entries={[
          entry({ before: { banned: false, ban_reason: null }, after: { banned: true, ban_reason: 'Spam' } }),
          entry({
            action: 'accept',
            before: { status: 'pending' },
            after: { status: 'active', admin_id: 'a1' },
          }),
          entry({ action: 'add_earning', before: { earnings: 0 }, after: { earnings: 15000, added: 15000 } }),
        ]}
      />,
    );
    expect(changesOf(0)).toHaveTextContent('Banned: No → Yes');
    expect(changesOf(0)).toHaveTextContent('Ban reason: — → Spam');
    expect(changesOf(1)).toHaveTextContent('Status: Pending → Active');
    expect(changesOf(1)).toHaveTextContent('Admin: — → a1');
    expect(changesOf(2)).toHaveTextContent(/Earnings: 0 EGP → 15,000 EGP/);
    expect(changesOf(2)).toHaveTextContent(/Amount added: — → 15,000 EGP/);
  });

  it("says a member type and a training's kind in words, and leaves out what the row's columns say", () => {
    renderWithProviders(
      <AuditTable
        entries={[
          entry({
            action: 'create_training',
            kind: 'content',
            item_id: 'c1',
            after: {
              id: 'c1',
              kind: 'franchise',
              userType: 'Broker',
              createdAt: '2026-11-27T10:00:00Z',
            },
          }),
          entry({
            action: 'change_link',
            kind: 'project',
            item_id: 'p2',
            before: { id: 'p1' },
            after: { id: 'p2' },
          }),
        ]}
      />,
    );
    expect(changesOf(0)).toHaveTextContent(/^Kind: franchise trainingUser type: Broker$/);
    expect(changesOf(1)).toHaveTextContent('Id: p1 → p2');
  });

  it("names an admin an entry assigned by name, and a deleted admin's by id", () => {
    renderWithProviders(
      <AuditTable
        entries={[entry({ action: 'move', before: { admin_id: 'gone-admin' }, after: { admin_id: 'a2' } })]}
        adminNames={new Map([['a2', 'Mona Adel']])}
      />,
    );
    expect(changesOf(0)).toHaveTextContent('Admin: gone-admin → Mona Adel');
  });

  it('shows a field none name as the server wrote it, left to right', () => {
    renderWithProviders(
      <AuditTable entries={[entry({ action: 'update', after: { colour_code: 'blue' } })]} />,
    );
    const field = screen.getByText('colour_code');
    expect(field.tagName).toBe('BDI');
    expect(field).toHaveAttribute('dir', 'ltr');
  });
});
