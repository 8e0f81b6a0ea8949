import { ModalsProvider } from '@mantine/modals';
import type { SavedView } from '@simsar/contract/saved-views';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetch } from '../../test/render.tsx';
import { SavedViewMenu } from './saved-view-menu.tsx';

const view: SavedView = {
  _id: '0c6a3f1e-2b7d-4a5e-9c1f-3d2e1b0a9f87',
  list: 'form.new',
  path: '/forms/new',
  name: 'Newest forms',
  shared: false,
  query: { sort: 'filed', dir: 'desc', overdue: 'yes' },
  layout: 'table',
  columns: ['client', 'submitted'],
  owner_id: 'admin-1',
  owner_name: 'Mona',
  mine: true,
  count: 4,
  createdAt: '2026-11-01T08:00:00.000Z',
};

function serve() {
  const sent: { method: string; path: string; body: unknown }[] = [];
  stubFetch(({ method, path, body }) => {
    if (method !== 'GET') sent.push({ method, path, body });
    return { json: method === 'PUT' ? { ...view, ...(body as object) } : { items: [view] } };
  });
  return sent;
}

// The owner's menu of the open view (docs/decisions/564): a rename or a share sends the whole view
// back with the one change, so nothing else of it moves.
describe("a saved view's menu", () => {
  it('renames the view, keeping its list, address, layout and columns', async () => {
    const sent = serve();
    renderWithProviders(<SavedViewMenu view={view} isSuper={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Change view “Newest forms”' }));
    expect(screen.queryByRole('menuitem', { name: 'Share with every admin' })).toBeNull();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Rename view' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename view' });
    const name = within(dialog).getByRole('textbox', { name: 'Name of the view' });
    expect(name).toHaveValue('Newest forms');
    fireEvent.change(name, { target: { value: 'Late forms' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('View renamed')).toBeVisible();
    expect(sent).toEqual([
      {
        method: 'PUT',
        path: `/api/views/${view._id}`,
        body: {
          list: 'form.new',
          path: '/forms/new',
          name: 'Late forms',
          shared: false,
          query: view.query,
          layout: 'table',
          columns: ['client', 'submitted'],
        },
      },
    ]);
  });

  it('offers a super admin to share it, and then to stop sharing it; the delete asks first', async () => {
    const sent = serve();
    const { unmount } = renderWithProviders(
      <ModalsProvider>
        <SavedViewMenu view={view} isSuper />
      </ModalsProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Change view “Newest forms”' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Share with every admin' }));
    expect(await screen.findByText('View shared with every admin')).toBeVisible();
    expect(sent[0]).toMatchObject({ method: 'PUT', body: { shared: true, name: 'Newest forms' } });
    unmount();
    renderWithProviders(
      <ModalsProvider>
        <SavedViewMenu view={{ ...view, shared: true }} isSuper />
      </ModalsProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Change view “Newest forms”' }));
    expect(await screen.findByRole('menuitem', { name: 'Stop sharing' })).toBeVisible();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Delete view' }));
    expect(await screen.findByText('Delete this view?')).toBeVisible();
    expect(sent.filter((call) => call.method === 'DELETE')).toEqual([]);
  });
});
