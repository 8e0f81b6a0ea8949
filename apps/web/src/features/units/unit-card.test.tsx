import type { UnitCard as UnitCardData } from '@simsar/contract/units-replies';
import { screen, within } from '@testing-library/react';
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
