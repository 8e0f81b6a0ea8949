import { ModalsProvider } from '@mantine/modals';
import type { Submission } from '@simsar/contract/deals';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetch } from '../../test/render.tsx';
import { allowConsoleError } from '../../test/setup.ts';
import { SubmissionQueueScreen } from './submission-queue-screen.tsx';

const form: Submission = {
  _id: '5b0a8a0e-4d4c-4b7e-9e0a-1f2d3c4b5a70',
  user_id: {
    _id: 'u1',
    name: 'Omar Broker',
    phone: '01012345678',
    email: 'omar@example.com',
    user_type: 'Broker',
  },
  createdAt: '2026-03-01T08:00:00.000Z',
  developer: 'Nile Developments',
  client_name: 'Hany Mostafa',
  client_phone: '01098765432',
  client_id: '29001011234567',
  project_code: 'Palm Hills',
  sales_name: 'Mona Adel',
  sales_phone: '01234567890',
  deal_value: '2500000.50',
  final_value: null,
  date: '2026-12-15',
  image: '/api/files/receipt.png',
  image_type: 'image/png',
  status: 'new',
  state_changed_at: null,
  waited_minutes: 26 * 60,
  overdue: true,
  first_introducer: null,
};

// jsdom does not know the HTML <search> element of the search box (browsers do): React says so once.
beforeEach(() => allowConsoleError(/The tag <%s> is unrecognized/));

describe('a forms, deals or CIL queue screen (decision 082)', () => {
  it('shows how long a to-do item has waited, and that it is overdue', async () => {
    stubFetch(() => ({ json: { items: [form], page: 1, pages: 1, total: 1 } }));
    renderWithProviders(
      <SubmissionQueueScreen kind="form" page="new" isSuper={false} adminId="admin-1" onChanged={() => {}} />,
    );
    const card = within(await screen.findByRole('article', { name: 'Hany Mostafa, Palm Hills' }));
    expect(card.getByText('Waiting 26 working hours')).toBeVisible();
    expect(card.getByText('Overdue')).toBeVisible();
  });

  it('shows how long a moved item waited before it moved, never overdue', async () => {
    const accepted = { ...form, status: 'accept' as const, waited_minutes: 3 * 60, overdue: false };
    stubFetch(() => ({ json: { items: [accepted], page: 1, pages: 1, total: 1 } }));
    renderWithProviders(
      <SubmissionQueueScreen
        kind="form"
        page="accept"
        isSuper={false}
        adminId="admin-1"
        onChanged={() => {}}
      />,
    );
    const card = within(await screen.findByRole('article', { name: 'Hany Mostafa, Palm Hills' }));
    expect(card.getByText('Waited 3 working hours')).toBeVisible();
    expect(card.queryByText('Overdue')).toBeNull();
  });

  it('lets a super admin reject the selected new forms at once, naming the one that failed', async () => {
    const second = { ...form, _id: '6c1b9b1f-5e5d-4c8f-8f1b-2e3d4c5b6a70', client_name: 'Sara Nabil' };
    const calls: { path: string; body: unknown }[] = [];
    stubFetch(({ path, method, body }) => {
      if (method === 'POST') calls.push({ path, body });
      if (path === '/api/bulk/form.new/reject') {
        return {
          json: {
            done: [form._id],
            failed: [{ id: second._id, message: 'This form is not new or pending', code: 'CONFLICT' }],
          },
        };
      }
      return { json: { items: [form, second], page: 1, pages: 1, total: 2 } };
    });
    renderWithProviders(
      <ModalsProvider>
        <SubmissionQueueScreen kind="form" page="new" isSuper adminId="admin-1" onChanged={() => {}} />
      </ModalsProvider>,
    );
    await screen.findByRole('article', { name: 'Hany Mostafa, Palm Hills' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Hany Mostafa, Palm Hills' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Sara Nabil, Palm Hills' }));
    expect(screen.getByText('2 forms selected')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Pending selected' })).toBeEnabled();
    fireEvent.click(screen.getByRole('button', { name: 'Reject selected' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Reject: 2 forms?')).toBeVisible();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    const result = await screen.findByRole('status', { name: 'Reject: 1 form, 1 failed' });
    expect(within(result).getByRole('listitem')).toHaveTextContent(
      'Sara Nabil, Palm Hills: This form is not new or pending',
    );
    expect(calls).toEqual([{ path: '/api/bulk/form.new/reject', body: { ids: [form._id, second._id] } }]);
  });

  it('offers no selection on the Accept tab, nor to an ordinary admin', async () => {
    stubFetch(() => ({ json: { items: [form], page: 1, pages: 1, total: 1 } }));
    const { unmount } = renderWithProviders(
      <SubmissionQueueScreen kind="form" page="new" isSuper={false} adminId="admin-1" onChanged={() => {}} />,
    );
    await screen.findByRole('article', { name: 'Hany Mostafa, Palm Hills' });
    expect(screen.queryByRole('checkbox')).toBeNull();
    unmount();
    renderWithProviders(
      <SubmissionQueueScreen kind="form" page="accept" isSuper adminId="admin-1" onChanged={() => {}} />,
    );
    await screen.findByRole('article', { name: 'Hany Mostafa, Palm Hills' });
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Select all that match' })).toBeNull();
  });
});
