import type { Summary } from '@simsar/contract/home';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetch } from '../../test/render.tsx';
import { HomeCardsPanel } from './home-cards-panel.tsx';

const summary: Summary = {
  pending_brokers: 2,
  forms: 0,
  cil: 1,
  deals: 0,
  disputes: 0,
  request_franchises: 0,
  property_consultant: 0,
  contact_sales: 0,
  media_buying: 0,
  organic_leads: 0,
  feedback: 0,
  overdue: {
    forms: 0,
    cil: 0,
    deals: 0,
    disputes: 0,
    request_franchises: 0,
    property_consultant: 0,
    contact_sales: 0,
    media_buying: 0,
    organic_leads: 0,
    feedback: 0,
  },
};

function cardLinks() {
  return Object.fromEntries(
    screen
      .getAllByRole('region')
      .map((card) => [
        card.getAttribute('aria-label'),
        within(card).queryByRole('link', { name: 'View' })?.getAttribute('href') ??
          `button: ${within(card).getByRole('button').textContent}`,
      ]),
  );
}

describe('Home cards', () => {
  it('gives a super admin the add variants and the super-only cards', () => {
    stubFetch(({ path }) => ({
      json: path === '/api/admin/get_alert' ? { forgot_password: 0, non_distributed_users: 0 } : summary,
    }));
    renderWithProviders(<HomeCardsPanel group="General" isSuper productName="Simsar" />);
    expect(cardLinks()).toEqual({
      Inbox: '/inbox',
      Reports: '/reports',
      Projects: '/units/add',
      Developers: '/developers',
      Receivables: '/receivables',
      'Help team': '/help-team/add',
      Feedback: '/feedback/non-done',
      'Reset password': '/forgot_password',
      'Generate Guest Link': 'button: Generate link',
      Admins: '/admins/add',
      'Audit log': '/audit',
    });
  });

  it('gives an ordinary admin the view variants and leaves the super-only cards out', () => {
    stubFetch(() => ({ json: summary }));
    renderWithProviders(<HomeCardsPanel group="General" isSuper={false} productName="Simsar" />);
    expect(cardLinks()).toEqual({
      Inbox: '/inbox',
      Reports: '/reports',
      Projects: '/units/view',
      Developers: '/developers',
      'Help team': '/help-team/view',
      Feedback: '/feedback/non-done',
    });
  });

  it('rings the bells of cards with pending or new items', async () => {
    stubFetch(() => ({ json: summary }));
    renderWithProviders(<HomeCardsPanel group="Brokers" isSuper={false} productName="Simsar" />);
    const brokers = screen.getByRole('region', { name: 'Brokers' });
    expect(await within(brokers).findByRole('img', { name: '2 pending or new' })).toBeVisible();
    expect(within(screen.getByRole('region', { name: 'CIL' })).getByRole('img')).toBeVisible();
    expect(within(screen.getByRole('region', { name: 'Forms' })).queryByRole('img')).toBeNull();
  });

  it('names the discount card after the product and slugs its route', () => {
    stubFetch(() => ({ json: summary }));
    renderWithProviders(<HomeCardsPanel group="Clients" isSuper={false} productName="Blue Sky" />);
    const card = screen.getByRole('region', { name: 'Blue Sky discount' });
    expect(within(card).getByRole('link', { name: 'View' })).toHaveAttribute(
      'href',
      '/blue-sky-discount/view',
    );
  });

  it('rings the Reset password and Admins bells from the super admin alert (docs/decisions/051)', async () => {
    const fetchMock = stubFetch(({ path }) => ({
      json: path === '/api/admin/get_alert' ? { forgot_password: 3, non_distributed_users: 0 } : summary,
    }));
    renderWithProviders(<HomeCardsPanel group="General" isSuper productName="Simsar" />);
    const reset = screen.getByRole('region', { name: 'Reset password' });
    expect(await within(reset).findByRole('img', { name: '3 pending or new' })).toBeVisible();
    expect(within(screen.getByRole('region', { name: 'Admins' })).queryByRole('img')).toBeNull();
    expect(fetchMock.mock.calls.map(([path]) => String(path))).toContain('/api/admin/get_alert');
  });

  it('says the Admins bell counts unassigned members', async () => {
    stubFetch(({ path }) => ({
      json: path === '/api/admin/get_alert' ? { forgot_password: 0, non_distributed_users: 4 } : summary,
    }));
    renderWithProviders(<HomeCardsPanel group="General" isSuper productName="Simsar" />);
    const admins = screen.getByRole('region', { name: 'Admins' });
    const bell = await within(admins).findByRole('img', { name: '4 unassigned members' });
    expect(bell).toHaveTextContent('4 unassigned');
  });

  it('never asks an ordinary admin for the alert', () => {
    const fetchMock = stubFetch(() => ({ json: summary }));
    renderWithProviders(<HomeCardsPanel group="General" isSuper={false} productName="Simsar" />);
    expect(fetchMock.mock.calls.map(([path]) => String(path))).not.toContain('/api/admin/get_alert');
  });
});
