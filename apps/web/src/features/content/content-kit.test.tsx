import { Text } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderWithProviders, stubFetch } from '../../test/render.tsx';
import { ContentTypeForm, ContentTypeList, type FormedContentView } from './content-kit.tsx';

// A demonstration content type, added as a new one would be: one row with its form's fields. The
// list and the form below are drawn from it alone.
const noticeSchema = z.object({
  _id: z.string(),
  title: z.string(),
  image: z.string(),
  createdAt: z.string(),
});
type Notice = z.infer<typeof noticeSchema>;
const noticeView: FormedContentView<Notice> = {
  label: 'Notices',
  paths: {
    list: '/api/notice/all',
    create: '/api/notice/create',
    update: '/api/notice/update/:id',
    delete: '/api/notice/delete/:id',
  },
  replies: { list: z.object({ response: z.array(noticeSchema) }), one: z.object({ response: noticeSchema }) },
  messages: { deleted: 'Notice deleted', saved: 'Notice saved' },
  card: {
    name: (notice) => notice.title,
    media: (notice) => ({ kind: 'image', url: notice.image, alt: notice.title }),
    question: 'Are you sure you want to delete this notice?',
    body: (notice) => <Text>{notice.title}</Text>,
  },
  form: {
    addLabel: 'Add notice',
    schema: z.object({ title: z.string().trim().min(1, 'Title is required') }),
    blank: { title: '' },
    fromItem: (notice) => ({ title: notice.title }),
    file: { kind: 'image', required: 'Image is required', hint: 'JPG or PNG' },
    fields: [{ name: 'title', label: 'Title' }],
  },
};

const notices: Notice[] = [
  { _id: 'n2', title: 'Office closed Friday', image: '/media/n2.png', createdAt: '2026-01-02T10:00:00.000Z' },
  { _id: 'n1', title: 'New price list', image: '/media/n1.png', createdAt: '2026-01-01T10:00:00.000Z' },
];

describe('a content type drawn from its row', () => {
  it('lists its cards, with Edit and Delete for a super admin only', async () => {
    stubFetch(() => ({ json: { response: notices } }));
    const { unmount } = renderWithProviders(<ContentTypeList view={noticeView} isSuper />);
    const list = await screen.findByLabelText('Notices');
    expect(list.querySelectorAll('article')).toHaveLength(2);
    expect(screen.getByRole('img', { name: 'Office closed Friday' })).toHaveAttribute('src', '/media/n2.png');
    expect(screen.getByRole('button', { name: 'Edit New price list' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete New price list' })).toBeInTheDocument();
    unmount();

    renderWithProviders(<ContentTypeList view={noticeView} isSuper={false} />);
    await screen.findByLabelText('Notices');
    expect(screen.queryByRole('button', { name: /Edit|Delete/ })).toBeNull();
  });

  it('edits inline with the form of its fields, filled from the item', async () => {
    stubFetch(() => ({ json: { response: notices } }));
    renderWithProviders(<ContentTypeList view={noticeView} isSuper />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit New price list' }));
    const form = screen.getByRole('form', { name: 'Edit New price list' });
    expect(form).toBeInTheDocument();
    expect(screen.getByLabelText(/^Title/)).toHaveValue('New price list');
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it("adds with its fields and file, refusing with the row's messages", async () => {
    const fetchMock = stubFetch(() => ({ json: { response: [] } }));
    renderWithProviders(<ContentTypeForm view={noticeView} />);
    expect(screen.getByRole('form', { name: 'Add notice' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add notice' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Image is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
