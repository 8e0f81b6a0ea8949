import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetch } from '../../../test/render.tsx';
import { useContentDelete } from './content-calls.ts';

function DeleteButton() {
  const remove = useContentDelete('/api/slider/Broker', 'Slider deleted');
  return (
    <button type="button" onClick={() => remove.mutate('/api/slider/delete/s1')}>
      Delete
    </button>
  );
}

describe('useContentDelete', () => {
  it("shows the server's message once when the delete fails", async () => {
    const fetchMock = stubFetch(() => ({
      status: 404,
      json: { message: 'Slider not found', code: 'NOT_FOUND' },
    }));
    renderWithProviders(<DeleteButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await screen.findByText('Slider not found');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(screen.getAllByText('Slider not found')).toHaveLength(1);
    expect(screen.queryByText('Slider deleted')).toBeNull();
  });

  it('shows its success message once when the delete succeeds', async () => {
    stubFetch(({ method }) => ({ json: method === 'DELETE' ? { message: 'ok' } : { response: [] } }));
    renderWithProviders(<DeleteButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await screen.findByText('Slider deleted');
    expect(screen.getAllByText('Slider deleted')).toHaveLength(1);
  });
});
