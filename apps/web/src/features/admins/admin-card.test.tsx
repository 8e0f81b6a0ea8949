import type { Admin } from '@simsar/contract/auth';
import type { Language } from '@simsar/contract/sign-in';
import { act, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { LanguageProvider, loadWords } from '../../i18n/i18n.tsx';
import { renderWithProviders } from '../../test/render.tsx';
import { AdminCard } from './admin-card.tsx';

const ordinary: Admin = {
  _id: '00000000-0000-4000-8000-000000000001',
  name: 'Mona Adel',
  email: 'mona@simsar.test',
  admin_code: 'K7M2P9QX',
  super_admin: false,
  users: ['a', 'b', 'c'],
  createdAt: '2026-11-01T10:00:00.000Z',
  share: { open_items: 4, active_members: 12 },
};

async function showCard(admin: Admin, language: Language) {
  const initial = await loadWords(language);
  await act(async () => {
    renderWithProviders(
      <LanguageProvider initial={initial} productName="Simsar">
        <Suspense fallback={null}>
          <AdminCard admin={admin} isSelf={false} />
        </Suspense>
      </LanguageProvider>,
    );
  });
  return screen.findByRole('article', { name: admin.name });
}

/** A card's row: its label, then its value (FieldList). */
const rowOf = (card: HTMLElement, label: string) => within(card).getByText(label).parentElement;

describe("an admin's card shows what the assignment rule weighs (docs/decisions/313)", () => {
  it('gives an ordinary admin their open items they can act on and their active members', async () => {
    const card = await showCard(ordinary, 'en');
    expect(rowOf(card, 'Open items they can act on')).toHaveTextContent(/^Open items they can act on4$/);
    expect(rowOf(card, 'Active members')).toHaveTextContent(/^Active members12$/);
  });

  it('says it in Arabic', async () => {
    const card = await showCard(ordinary, 'ar');
    expect(rowOf(card, 'عناصر مفتوحة يمكنه إنجازها')).toHaveTextContent(/4$/);
    expect(rowOf(card, 'الأعضاء النشطون')).toHaveTextContent(/12$/);
  });

  it('shows no share for a super admin, whom the rule never picks', async () => {
    const card = await showCard({ ...ordinary, name: 'Super', super_admin: true, share: null }, 'en');
    expect(within(card).queryByText('Open items they can act on')).toBeNull();
    expect(within(card).queryByText('Active members')).toBeNull();
  });
});
