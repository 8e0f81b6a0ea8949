import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { ContentCard } from './content-list.tsx';

describe('a content card', () => {
  it('shows its picture, and a placeholder named the same when the picture is gone', () => {
    renderWithProviders(
      <ContentCard label="Salma" media={{ kind: 'image', url: '/media/2026-11/gone.png', alt: 'Salma' }}>
        Sales coach
      </ContentCard>,
    );
    const picture = screen.getByRole('img', { name: 'Salma' });
    expect(picture.tagName).toBe('IMG');
    fireEvent.error(picture);
    const placeholder = screen.getByRole('img', { name: 'Salma' });
    expect(placeholder.tagName).not.toBe('IMG');
    expect(screen.getByText('Sales coach')).toBeInTheDocument();
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
