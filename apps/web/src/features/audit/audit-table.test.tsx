import { type AuditEntry, assignmentRuleActorName, mailSenderActorName } from '@simsar/contract/audit';
import { screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { LanguageProvider, loadWords } from '../../i18n/i18n.tsx';
import { loadBooks } from '../../i18n/registry.ts';
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

describe('the audit log in Arabic (decisions 330, 331)', () => {
  it("says the assignment rule, its rules, times and a project's features in Arabic words, not codes, ISO or JSON", async () => {
    await loadBooks();
    renderWithProviders(
      <LanguageProvider initial={await loadWords('ar')} productName="Simsar">
        <Suspense fallback={null}>
          <AuditTable
            entries={[
              entry({
                at: '2026-11-28T12:05:09.000Z',
                admin_id: null,
                admin_name: assignmentRuleActorName,
                action: 'assign',
                before: { admin_id: null },
                after: { admin_id: 'a1', rule: 'round_robin' },
              }),
              entry({
                action: 'update',
                kind: 'unit',
                before: { features: ['Pool'], assigned_at: '2026-11-20T08:00:00.000Z', date: null },
                after: {
                  features: ['Pool', 'Gym'],
                  assigned_at: '2026-11-28T12:05:09.000Z',
                  date: '2027-02-01',
                },
              }),
              entry({
                admin_id: null,
                admin_name: mailSenderActorName,
                action: 'mail_sent',
                kind: 'mail',
                after: { admin_id: 'a1', mail_event: 'assignment', attempts: 1 },
              }),
            ]}
          />
        </Suspense>
      </LanguageProvider>,
    );
    const table = await screen.findByRole('table', { name: 'تغييرات السجل' });
    const cellsOf = (row: number) =>
      within(within(table).getAllByRole('row')[row + 1] as HTMLElement).getAllByRole('cell');
    const [when, admin, , , changes] = cellsOf(0);
    expect(when).toHaveTextContent(/^28 نوفمبر 2026،? \d{2}:05:09$/);
    expect(admin).toHaveTextContent(/^قاعدة التوزيع/);
    expect(changes).toHaveTextContent('قاعدة التوزيع: — ← بالتناوب');
    const project = cellsOf(1)[4] as HTMLElement;
    expect(project).toHaveTextContent(/Pool ← Pool، Gym/);
    expect(project).toHaveTextContent(/20 نوفمبر 2026،? \d{2}:\d{2} ← 28 نوفمبر 2026/);
    expect(project).toHaveTextContent('— ← 1 فبراير 2027');
    expect(project).not.toHaveTextContent(/[[\]"]|T\d{2}:/);
    const [, sender, action, , mail] = cellsOf(2);
    expect(sender).toHaveTextContent(/^مُرسِل البريد الإلكتروني/);
    expect(action).toHaveTextContent('أُرسل البريد الإلكتروني');
    expect(mail).toHaveTextContent('المحاولات');
  });
});
