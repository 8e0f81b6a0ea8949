import type { UnitCard as UnitCardData } from '@simsar/contract/units-replies';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { UnitCard } from './unit-card.tsx';

const badgesOf = (card: HTMLElement) =>
  within(card)
    .queryAllByText(/(Arabic|English) missing/)
    .map((badge) => badge.textContent);

describe('the missing-language badge on the projects list', () => {
  it('marks a project card by what the server says is missing', () => {
    const card = (missing: UnitCardData['missing'], name: string): UnitCardData => ({
      _id: name,
      project_name: name,
      description: 'Villas',
      thumbnail: null,
      file: null,
      view: true,
      missing,
    });
    renderWithProviders(
      <>
        <UnitCard unit={card(['ar'], 'Half project')} />
        <UnitCard unit={card([], 'Whole project')} />
      </>,
    );
    expect(badgesOf(screen.getByRole('article', { name: 'Half project' }))).toEqual(['Arabic missing']);
    expect(badgesOf(screen.getByRole('article', { name: 'Whole project' }))).toEqual([]);
  });
});

describe('a project card whose picture is gone', () => {
  it('shows the placeholder of a project without pictures instead of a broken image', () => {
    renderWithProviders(
      <UnitCard
        unit={{
          _id: 'gone',
          project_name: 'Deleted meanwhile',
          description: 'Villas',
          thumbnail: '/media/2026-11/gone.webp',
          file: null,
          view: true,
          missing: [],
        }}
      />,
    );
    const card = screen.getByRole('article', { name: 'Deleted meanwhile' });
    fireEvent.error(within(card).getByRole('img', { name: 'Deleted meanwhile' }));
    expect(within(card).queryByRole('img')).toBeNull();
    expect(within(card).getByRole('link', { name: 'Details' })).toBeVisible();
  });
});
