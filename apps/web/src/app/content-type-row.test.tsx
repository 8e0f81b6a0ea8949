import { type Brochure, brochureRow, type Notice, noticeRow } from '@simsar/contract/content-types-example';
import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { buildHomeCards } from '../features/home/home-cards.ts';
import { LanguageProvider, loadWords } from '../i18n/i18n.tsx';
import { loadBooks } from '../i18n/registry.ts';
import { renderWithProviders, stubFetch } from '../test/render.tsx';
import { AppRoutes } from './router.tsx';

// Content types added by their rows alone: the notices by their contract row (content-types-example.ts)
// and a console row with its form's fields (content-views-example.tsx); the brochures by their contract
// row's field list and their Arabic (i18n/content-types-example.ar.ts), nothing else. Their routes,
// screens and home cards come from them; nothing else in the console names them.
vi.mock('@simsar/contract/content-types', async (importOriginal) => {
  const { withNoticeType } = await import('@simsar/contract/content-types-example');
  return withNoticeType(await importOriginal());
});
vi.mock('../i18n/content-types.ar.ts', async (importOriginal) => {
  const { withExampleContentTypesAr } = await import('../i18n/content-types-example.ar.ts');
  return withExampleContentTypesAr(await importOriginal());
});
vi.mock('../features/content/content-views.tsx', async (importOriginal) => {
  const { withNoticeView } = await import('../features/content/content-views-example.tsx');
  return withNoticeView(await importOriginal());
});

const notices: Notice[] = [
  { _id: 'n1', title: 'New price list', image: '/media/n1.png', createdAt: '2026-01-01T10:00:00.000Z' },
];

const brochures: Brochure[] = [
  {
    _id: 'b1',
    title_en: 'Palm Hills brochure',
    title_ar: 'كتيب بالم هيلز',
    pdf: '/media/b1.pdf',
    published: false,
    createdAt: '2026-01-01T10:00:00.000Z',
  },
];

function signedIn(superAdmin: boolean, language: 'en' | 'ar' = 'en') {
  const admin = {
    _id: 'a1',
    name: 'Mona',
    email: 'mona@example.com',
    super_admin: superAdmin,
    product_name: 'Simsar',
    color_scheme: 'auto',
    language,
    digits: 'latin',
  };
  return stubFetch(({ path }) => {
    if (path === '/api/admin/session') return { json: { admin } };
    if (path === noticeRow.paths.list) return { json: { response: notices } };
    if (path === brochureRow.paths.list) return { json: { response: brochures } };
    return { status: 404, json: { message: 'Not found' } };
  });
}

describe('a content type added by its rows', () => {
  it('has its route and screen: the add tab for a super admin, the list for everyone', async () => {
    signedIn(true);
    const { unmount } = renderWithProviders(<AppRoutes productName="Simsar" />, { route: '/notices/add' });
    expect(await screen.findByRole('heading', { name: 'Notices' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Add notice' })).toBeInTheDocument();
    unmount();

    signedIn(false);
    renderWithProviders(<AppRoutes productName="Simsar" />, { route: '/notices/add' });
    expect(await screen.findByRole('tab', { name: 'Notices', selected: true })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Add notice' })).toBeNull();
    expect(await screen.findByRole('img', { name: 'New price list' })).toHaveAttribute(
      'src',
      '/media/n1.png',
    );
  });

  it("has its home card, last in its row's group, opening its route", () => {
    const card = { key: 'content.notice', title: 'Notices', description: 'Notices shown in the apps' };
    expect(buildHomeCards('Clients', { isSuper: true, productName: 'Simsar' }).at(-1)).toEqual({
      ...card,
      to: '/notices/add',
    });
    expect(buildHomeCards('Clients', { isSuper: false, productName: 'Simsar' }).at(-1)).toEqual({
      ...card,
      to: '/notices/view',
    });
  });

  it('has the route and screen of a type defined by its field list: its inputs, its PDF slot, its cards', async () => {
    signedIn(true);
    const { unmount } = renderWithProviders(<AppRoutes productName="Simsar" />, { route: '/brochures/add' });
    expect(await screen.findByRole('heading', { name: 'Brochures' }, { timeout: 5000 })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Add brochure' });
    expect(form).toHaveTextContent('English title');
    expect(screen.getByRole('checkbox', { name: 'Published' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: /^PDF/ })).toBeInTheDocument();
    unmount();

    signedIn(false);
    renderWithProviders(<AppRoutes productName="Simsar" />, { route: '/brochures/view' });
    expect(await screen.findByRole('link', { name: 'Open the PDF' })).toHaveAttribute(
      'href',
      '/media/b1.pdf',
    );
    expect(screen.getByText('Palm Hills brochure')).toBeInTheDocument();
  });

  it("draws that type in Arabic from its entry in the types' Arabic: its title, tabs, labels and question", async () => {
    await loadBooks();
    const inArabic = async (route: string) =>
      renderWithProviders(
        <LanguageProvider initial={await loadWords('ar')} productName="Simsar">
          <Suspense fallback={null}>
            <AppRoutes productName="Simsar" />
          </Suspense>
        </LanguageProvider>,
        { route },
      );
    signedIn(true, 'ar');
    const { unmount } = await inArabic('/brochures/add');
    expect(await screen.findByRole('heading', { name: 'الكتيبات' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'إضافة كتيب' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'إضافة كتيب' })).toHaveTextContent('العنوان بالإنجليزية');
    expect(screen.getByRole('checkbox', { name: 'منشور' })).toBeInTheDocument();
    unmount();

    signedIn(true, 'ar');
    await inArabic('/brochures/view');
    expect(await screen.findByRole('link', { name: 'فتح ملف PDF' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'الكتيبات', selected: true })).toBeInTheDocument();
    expect(await screen.findByText('العنوان بالعربية')).toBeInTheDocument();
    expect(screen.getByText('منشور')).toBeInTheDocument();
  }, 15_000);
});
