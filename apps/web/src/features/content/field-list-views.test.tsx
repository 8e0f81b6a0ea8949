import { type Brochure, brochureRow } from '@simsar/contract/content-types-example';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubFetch } from '../../test/render.tsx';
import { useCommonWords } from '../../ui/common-words.ts';
import { ContentTypeForm, ContentTypeList } from './content-kit.tsx';
import { fieldView } from './field-list-views.tsx';
import { useContentWords } from './words.ts';

// A demonstration content type defined by its one field list (content-types-example.ts: English and
// Arabic titles, a PDF, a published flag): its card and its form below follow from the list alone.
const words = {
  label: (field: { label: string }) => field.label,
  list: 'Brochures',
  askDelete: brochureRow.askDelete,
};
const view = () => fieldView(brochureRow, words, useContentWords.now(), useCommonWords.now());

const brochures: Brochure[] = [
  {
    _id: 'b1',
    title_en: 'Palm Hills brochure',
    title_ar: 'كتيب بالم هيلز',
    pdf: '/media/b1.pdf',
    published: true,
    createdAt: '2026-01-02T10:00:00.000Z',
  },
];

/** The multipart calls the form sends (XMLHttpRequest, for the upload's progress), answered with `reply`. */
function stubUploads(reply: unknown) {
  const sent: { method: string; path: string; form: FormData }[] = [];
  class FakeRequest {
    status = 201;
    statusText = 'Created';
    responseText = JSON.stringify(reply);
    upload = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    withCredentials = false;
    private call = { method: '', path: '' };
    open(method: string, path: string) {
      this.call = { method, path };
    }
    setRequestHeader() {}
    send(form: FormData) {
      sent.push({ ...this.call, form });
      queueMicrotask(() => this.onload?.());
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  return sent;
}
afterEach(() => vi.unstubAllGlobals());

describe('a content type drawn from its field list', () => {
  it("lists a default card: its first text as the title, the other fields as rows, the PDF's link", async () => {
    stubFetch(() => ({ json: { response: brochures } }));
    renderWithProviders(<ContentTypeList view={view()} isSuper />);
    const card = (await screen.findByLabelText('Brochures')).querySelector('article') as HTMLElement;
    expect(card).toHaveTextContent('Palm Hills brochure');
    expect(card).toHaveTextContent('Arabic titleكتيب بالم هيلز');
    expect(card).toHaveTextContent('PublishedYes');
    expect(screen.getByRole('link', { name: 'Open the PDF' })).toHaveAttribute('href', '/media/b1.pdf');
    expect(screen.getByRole('button', { name: 'Delete Palm Hills brochure' })).toBeInTheDocument();
  });

  it("adds with an input per field and a PDF slot, refusing with the fields' messages", async () => {
    const fetchMock = stubFetch(() => ({ json: { response: [] } }));
    const sent = stubUploads({ response: { ...brochures[0], published: false } });
    const { container } = renderWithProviders(<ContentTypeForm view={view()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add brochure' }));
    expect(await screen.findByText('English title is required')).toBeInTheDocument();
    expect(screen.getByText('Arabic title is required')).toBeInTheDocument();
    expect(screen.getByText('PDF is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText(/^English title/), 'Palm Hills brochure');
    const arabic = screen.getByLabelText(/^Arabic title/);
    expect(arabic).toHaveAttribute('dir', 'rtl');
    await userEvent.type(arabic, 'كتيب بالم هيلز');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Published' }));
    const pdf = new File(['%PDF-1.4'], 'palm-hills.pdf', { type: 'application/pdf' });
    expect(screen.getByRole('button', { name: /^PDF/ })).toBeInTheDocument();
    await userEvent.upload(container.querySelector('input[type=file]') as HTMLInputElement, pdf);
    await userEvent.click(screen.getByRole('button', { name: 'Add brochure' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    const [call] = sent;
    expect(call?.method).toBe('POST');
    expect(call?.path).toBe('/api/brochure/create');
    expect(call?.form.get('title_en')).toBe('Palm Hills brochure');
    expect(call?.form.get('title_ar')).toBe('كتيب بالم هيلز');
    expect(call?.form.get('published')).toBe('true');
    expect(call?.form.get('pdf')).toMatchObject({ name: 'palm-hills.pdf' });
  });

  it('edits inline, filled from the item, its flag as it is', async () => {
    stubFetch(() => ({ json: { response: brochures } }));
    const sent = stubUploads({ response: { ...brochures[0], published: false } });
    renderWithProviders(<ContentTypeList view={view()} isSuper />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Palm Hills brochure' }));
    expect(screen.getByLabelText(/^English title/)).toHaveValue('Palm Hills brochure');
    const published = screen.getByRole('checkbox', { name: 'Published' });
    expect(published).toBeChecked();
    await userEvent.click(published);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.path).toBe('/api/brochure/update/b1');
    expect(sent[0]?.form.get('published')).toBe('false');
    expect(sent[0]?.form.get('pdf')).toBeNull();
  });
});
