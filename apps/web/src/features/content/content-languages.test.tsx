import type { Discount, Guideline } from '@simsar/contract/content-marketing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetch } from '../../test/render.tsx';
import { ContentTypeList } from './content-kit.tsx';
import { discountView, guidelineView, sliderView } from './content-views.tsx';
import { useContentWords } from './words.ts';

const createdAt = '2026-01-01T10:00:00.000Z';
const discounts: Discount[] = [
  { _id: 'd1', image: '/media/d1.png', text_en: '10% off', text_ar: null, createdAt },
  { _id: 'd2', image: '/media/d2.png', text_en: '5% off', text_ar: 'خصم ٥٪', createdAt },
  { _id: 'd3', image: '/media/d3.png', text_en: null, text_ar: 'خصم ٢٠٪', createdAt },
  { _id: 'd4', image: '/media/d4.png', text_en: null, text_ar: null, createdAt },
];

const badgesOf = (card: HTMLElement) =>
  within(card)
    .queryAllByText(/(Arabic|English) missing/)
    .map((badge) => badge.textContent);

describe('the missing-language badge on the content lists', () => {
  it('marks a discount lacking Arabic or English, and not a whole one or one without texts', async () => {
    stubFetch(() => ({ json: { response: discounts } }));
    renderWithProviders(<ContentTypeList view={discountView('Simsar', useContentWords.now())} isSuper />);
    const list = await screen.findByLabelText('Discounts');
    const cards = within(list).getAllByRole('article');
    expect(cards.map(badgesOf)).toEqual([['Arabic missing'], [], ['English missing'], []]);
  });

  it('marks a guideline whose Arabic name is empty, on its card and in its edit form', async () => {
    const guidelines: Guideline[] = [
      {
        _id: 'g1',
        name_en: 'How to list',
        name_ar: '',
        video: '/media/g1.mp4',
        user_type: 'Broker',
        createdAt,
      },
      {
        _id: 'g2',
        name_en: 'Deals',
        name_ar: 'الصفقات',
        video: '/media/g2.mp4',
        user_type: 'Broker',
        createdAt,
      },
    ];
    stubFetch(() => ({ json: { response: guidelines } }));
    renderWithProviders(<ContentTypeList view={guidelineView('Broker', useContentWords.now())} isSuper />);
    await screen.findByLabelText('Guidelines');
    expect(badgesOf(screen.getByRole('article', { name: 'How to list' }))).toEqual(['Arabic missing']);
    expect(badgesOf(screen.getByRole('article', { name: 'Deals' }))).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Edit How to list' }));
    expect(badgesOf(screen.getByRole('form', { name: 'Edit How to list' }))).toEqual(['Arabic missing']);
  });

  it('never marks a slider: it has no text in two languages', async () => {
    stubFetch(() => ({
      json: { response: [{ _id: 's1', image: '/media/s1.png', link: null, user_type: 'Broker', createdAt }] },
    }));
    renderWithProviders(<ContentTypeList view={sliderView('Broker', useContentWords.now())} isSuper />);
    const list = await screen.findByLabelText('Sliders');
    expect(within(list).getAllByRole('article')).toHaveLength(1);
    expect(badgesOf(list)).toEqual([]);
  });
});
