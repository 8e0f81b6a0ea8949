import type { ContentTypeKey } from '@simsar/contract/content-types';
import type { Notice } from '@simsar/contract/content-types-example';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubFetch } from '../../test/render.tsx';
import { ContentTypeForm, ContentTypeList } from './content-kit.tsx';
import { ContentTypeScreen } from './content-screens.tsx';
import { noticeView } from './content-views-example.tsx';
import { useNoticeWords } from './example/words.ts';
import { useContentWords } from './words.ts';

const noticesView = () => noticeView(useNoticeWords.now(), useContentWords.now());

// A demonstration content type, added as a new one would be: its contract row and its console row
// with its form's fields (content-types-example.ts, content-views-example.tsx). The list, the form
// and the screen below are drawn from them alone.
vi.mock('@simsar/contract/content-types', async (importOriginal) => {
  const { withNoticeType } = await import('@simsar/contract/content-types-example');
  return withNoticeType(await importOriginal());
});
vi.mock('./content-views.tsx', async (importOriginal) => {
  const { withNoticeView } = await import('./content-views-example.tsx');
  return withNoticeView(await importOriginal());
});

const notices: Notice[] = [
  { _id: 'n2', title: 'Office closed Friday', image: '/media/n2.png', createdAt: '2026-01-02T10:00:00.000Z' },
  { _id: 'n1', title: 'New price list', image: '/media/n1.png', createdAt: '2026-01-01T10:00:00.000Z' },
];

describe('a content type drawn from its row', () => {
  it('lists its cards, with Edit and Delete for a super admin only', async () => {
    stubFetch(() => ({ json: { response: notices } }));
    const { unmount } = renderWithProviders(<ContentTypeList view={noticesView()} isSuper />);
    const list = await screen.findByLabelText('Notices');
    expect(list.querySelectorAll('article')).toHaveLength(2);
    expect(screen.getByRole('img', { name: 'Office closed Friday' })).toHaveAttribute('src', '/media/n2.png');
    expect(screen.getByRole('button', { name: 'Edit New price list' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete New price list' })).toBeInTheDocument();
    unmount();

    renderWithProviders(<ContentTypeList view={noticesView()} isSuper={false} />);
    await screen.findByLabelText('Notices');
    expect(screen.queryByRole('button', { name: /Edit|Delete/ })).toBeNull();
  });

  it('edits inline with the form of its fields, filled from the item', async () => {
    stubFetch(() => ({ json: { response: notices } }));
    renderWithProviders(<ContentTypeList view={noticesView()} isSuper />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit New price list' }));
    const form = screen.getByRole('form', { name: 'Edit New price list' });
    expect(form).toBeInTheDocument();
    expect(screen.getByLabelText(/^Title/)).toHaveValue('New price list');
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it("adds with its fields and file, refusing with the row's messages", async () => {
    const fetchMock = stubFetch(() => ({ json: { response: [] } }));
    renderWithProviders(<ContentTypeForm view={noticesView()} />);
    expect(screen.getByRole('form', { name: 'Add notice' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add notice' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Image is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('has its screen: the title and tabs of its contract row, the list and form of its console row', async () => {
    stubFetch(() => ({ json: { response: notices } }));
    const notice = 'notice' as ContentTypeKey;
    const { unmount } = renderWithProviders(
      <ContentTypeScreen type={notice} productName="Simsar" page="add" isSuper />,
    );
    expect(screen.getByRole('heading', { name: 'Notices' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Add notice', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Add notice' })).toBeInTheDocument();
    unmount();

    renderWithProviders(<ContentTypeScreen type={notice} productName="Simsar" page="view" isSuper={false} />);
    expect(screen.queryByRole('tab', { name: 'Add notice' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Notices', selected: true })).toBeInTheDocument();
    expect((await screen.findByLabelText('Notices')).querySelectorAll('article')).toHaveLength(2);
  });
});
