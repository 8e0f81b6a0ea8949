import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetch } from '../../test/render.tsx';
import { SystemSettingsPanel } from './system-settings-panel.tsx';

const saved = {
  taxes: 14,
  app_taxes: 5,
  active_users: 120,
  forms: 30,
  free_broker_discount: 10,
  request_target_hours: {
    form: 24,
    cil: 24,
    deal: 24,
    request_franchises: 24,
    property_consultant: 12,
    contact_sales: 24,
    request_media: 48,
    request_organic_leads: 24,
    feedback: 72,
    disputes: 24,
  },
  assignment_rules: { Client: 'fewest_open', Franchise: 'round_robin', Broker: 'off' },
  updatedAt: '2026-01-02T10:00:00.000Z',
};
/** The System tab also reads the working week (work-week-panel.tsx): every test's server has one. */
const week = {
  time_zone: 'Africa/Cairo',
  weekend_days: [5, 6],
  day_starts: '09:00',
  day_ends: '17:00',
  holidays: [],
};
const stubSystem: typeof stubFetch = (handler) =>
  stubFetch((call) => (call.path.startsWith('/api/system/work_week') ? { json: week } : handler(call)));
const settingsCalls = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.filter(([path]) => !String(path).startsWith('/api/system/work_week'));
const labels = ['Taxes', 'App taxes', 'Active users', 'Sales amount', 'Blue Sky discount'];

describe('System tab', () => {
  it('requires all five numbers, with the messages of the spec', async () => {
    const fetchMock = stubSystem(() => ({ json: saved }));
    renderWithProviders(<SystemSettingsPanel productName="Blue Sky" />);
    const user = userEvent.setup();
    expect(await screen.findByLabelText(/^Taxes/)).toHaveValue('14');
    for (const label of labels) await user.clear(screen.getByLabelText(new RegExp(`^${label}`)));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    for (const message of [
      'Taxes is required',
      'App taxes is required',
      'Active users is required',
      'Number of forms is required',
      'Blue Sky discount is required',
    ]) {
      expect(await screen.findByText(message)).toBeVisible();
    }
    expect(settingsCalls(fetchMock)).toHaveLength(1);
  });

  it('shows each unit and range and refuses a discount of 150 and 1.5 active users', async () => {
    const fetchMock = stubSystem(() => ({ json: saved }));
    renderWithProviders(<SystemSettingsPanel productName="Simsar" />);
    const user = userEvent.setup();
    const discount = await screen.findByLabelText(/^Simsar discount/);
    expect(discount).toHaveAccessibleDescription('A percentage from 0 to 100, two decimals at most');
    expect(screen.getByLabelText(/^Active users/)).toHaveAccessibleDescription(
      'A whole number of users from 0 to 1,000,000',
    );
    await user.clear(discount);
    await user.type(discount, '150');
    const activeUsers = screen.getByLabelText(/^Active users/);
    await user.clear(activeUsers);
    await user.type(activeUsers, '1.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a percentage from 0 to 100')).toBeVisible();
    expect(screen.getByText('Enter a whole number')).toBeVisible();
    expect(discount).toHaveValue('150');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('saves the five numbers and the assignment rules', async () => {
    const fetchMock = stubSystem(({ method, body }) => ({
      json: method === 'PUT' ? { ...(body as object), updatedAt: saved.updatedAt } : saved,
    }));
    renderWithProviders(<SystemSettingsPanel productName="Simsar" />);
    const user = userEvent.setup();
    const taxes = await screen.findByLabelText(/^Taxes/);
    await user.clear(taxes);
    await user.type(taxes, '15');
    const feedbackTarget = screen.getByLabelText('Request feedback');
    await user.clear(feedbackTarget);
    await user.type(feedbackTarget, '6');
    const clients = screen.getByLabelText('New clients');
    expect(clients).toHaveValue('fewest_open');
    expect(clients).toHaveAccessibleDescription('When a client registers or loses their admin');
    await user.selectOptions(clients, 'Round robin: each ordinary admin in turn');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings saved')).toBeVisible();
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(put?.[0]).toBe('/api/system/update');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      taxes: 15,
      app_taxes: 5,
      active_users: 120,
      forms: 30,
      free_broker_discount: 10,
      request_target_hours: { ...saved.request_target_hours, feedback: 6 },
      assignment_rules: { Client: 'round_robin', Franchise: 'round_robin', Broker: 'off' },
    });
  });

  it('requires two-factor sign-in of every admin with the switch', async () => {
    let required = false;
    const fetchMock = stubSystem(({ path, body }) => {
      if (path === '/api/system/two_factor') {
        required = (body as { required: boolean }).required;
        return { json: { message: 'Saved', required } };
      }
      return { json: { ...saved, require_two_factor: required } };
    });
    renderWithProviders(<SystemSettingsPanel productName="Simsar" />);
    const user = userEvent.setup();
    const toggle = await screen.findByRole('switch', { name: 'Require two-factor sign-in for every admin' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(await screen.findByText('Saved')).toBeVisible();
    await waitFor(() => expect(toggle).toBeChecked());
    const put = fetchMock.mock.calls.find(([path]) => path === '/api/system/two_factor');
    expect(put?.[1]?.method).toBe('PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ required: true });
  });

  it("chooses when a deal's commission goes into the earnings", async () => {
    let at = 'acceptance';
    const fetchMock = stubSystem(({ path, body }) => {
      if (path === '/api/system/earnings_at') {
        at = (body as { at: string }).at;
        return { json: { message: 'Saved', at } };
      }
      return { json: { ...saved, earnings_at: at } };
    });
    renderWithProviders(<SystemSettingsPanel productName="Simsar" />);
    const user = userEvent.setup();
    const choice = await screen.findByRole('radiogroup', {
      name: "A deal's commission goes into the broker's earnings",
    });
    expect(within(choice).getByRole('radio', { name: 'At acceptance' })).toBeChecked();
    await user.click(within(choice).getByText('When the developer has paid'));
    expect((await screen.findAllByText('Saved'))[0]).toBeVisible();
    await waitFor(() =>
      expect(within(choice).getByRole('radio', { name: 'When the developer has paid' })).toBeChecked(),
    );
    const puts = fetchMock.mock.calls.filter(([path]) => path === '/api/system/earnings_at');
    expect(puts).toHaveLength(1);
    const put = puts[0];
    expect(put?.[1]?.method).toBe('PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ at: 'payment' });
  });

  it("saves System's introduction protection days, and refuses days out of range on the field before any call", async () => {
    let days = 90;
    const fetchMock = stubSystem(({ path, body }) => {
      if (path === '/api/system/protection_days') {
        const next = (body as { days: number }).days;
        if (next > 3650) {
          const message = 'Protection days must be a whole number from 1 to 3650';
          return { status: 400, json: { message, code: 'VALIDATION', fields: { days: message } } };
        }
        days = next;
        return { json: { message: 'Saved', days } };
      }
      return { json: { ...saved, protection_days: days } };
    });
    renderWithProviders(<SystemSettingsPanel productName="Simsar" />);
    const user = userEvent.setup();
    const field = await screen.findByRole('textbox', { name: 'Introduction protection days' });
    expect(field).toHaveValue('90');
    await user.clear(field);
    await user.type(field, '4000');
    await user.click(screen.getByRole('button', { name: 'Set days' }));
    // On the field, by the contract's own rule.
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription('Protection days must be a whole number from 1 to 3650'),
    );
    expect(fetchMock.mock.calls.filter(([path]) => path === '/api/system/protection_days')).toEqual([]);
    await user.clear(field);
    await user.type(field, '120');
    await user.click(screen.getByRole('button', { name: 'Set days' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Introduction protection days' })).toHaveValue('120'),
    );
    const puts = fetchMock.mock.calls.filter(([path]) => path === '/api/system/protection_days');
    expect(puts.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([{ days: 120 }]);
  });
});
