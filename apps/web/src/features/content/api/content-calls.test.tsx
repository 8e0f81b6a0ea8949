import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderWithProviders, stubFetch } from '../../../test/render.tsx';
import { sendContent, useContentDelete, useContentSave } from './content-calls.ts';

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

function SaveButton() {
  const saving = useContentSave('Slider saved');
  return (
    <button
      type="button"
      onClick={() =>
        saving
          .run(() =>
            sendContent('/api/slider/create', 'POST', { name: 'A' }, z.object({ response: z.unknown() })),
          )
          .catch(() => undefined)
      }
    >
      Save
    </button>
  );
}

describe('useContentSave', () => {
  it("shows the server's message once when the save is refused", async () => {
    const fetchMock = stubFetch(() => ({
      status: 400,
      json: { message: 'Name is required', code: 'VALIDATION' },
    }));
    renderWithProviders(<SaveButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Name is required');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(screen.getAllByText('Name is required')).toHaveLength(1);
    expect(screen.queryByText('Slider saved')).toBeNull();
  });

  it('shows its success message once when the save succeeds', async () => {
    stubFetch(() => ({ json: { response: {} } }));
    renderWithProviders(<SaveButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Slider saved');
    expect(screen.getAllByText('Slider saved')).toHaveLength(1);
  });
});
