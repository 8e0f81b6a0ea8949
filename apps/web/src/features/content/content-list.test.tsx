import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { ContentCard } from './content-list.tsx';

describe('a content card', () => {
  it('shows its picture, and its placeholder instead of a broken image once the picture is gone', () => {
    renderWithProviders(
      <ContentCard label="Salma" media={{ kind: 'image', url: '/media/2026-11/gone.png', alt: 'Salma' }}>
        Sales coach
      </ContentCard>,
    );
    const card = screen.getByRole('article', { name: 'Salma' });
    fireEvent.error(within(card).getByRole('img', { name: 'Salma' }));
    expect(within(card).queryByRole('img')).toBeNull();
    expect(card.querySelector('svg.tabler-icon-photo-off')).not.toBeNull();
    expect(within(card).getByText('Sales coach')).toBeInTheDocument();
  });

  it('keeps a video that cannot play in its player, which says so itself', () => {
    renderWithProviders(
      <ContentCard
        label="Lesson 1"
        media={{ kind: 'video', url: '/media/2026-11/gone.mp4', alt: 'Lesson 1 video' }}
      >
        A lesson
      </ContentCard>,
    );
    fireEvent.error(screen.getByLabelText('Lesson 1 video'));
    expect(screen.getByLabelText('Lesson 1 video').tagName).toBe('VIDEO');
  });
});
