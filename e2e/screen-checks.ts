import type { Locator, Page } from '@playwright/test';

/** How many pixels the page is wider than the window (0 or less: it fits). */
export function widerThanWindow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** The routes the open home tab's cards lead to, by their link's name ("View", "عرض"), each once. */
export async function cardRoutes(page: Page, viewLabel: string): Promise<string[]> {
  const routes: string[] = [];
  for (const link of await page.getByRole('main').getByRole('link', { name: viewLabel }).all()) {
    const href = await link.getAttribute('href');
    if (href && !routes.includes(href)) routes.push(href);
  }
  return routes;
}

/**
 * What an Arabic screen keeps in Latin letters on purpose (docs/glossary-ar.md): the product's name,
 * the acronym staff say (CIL), the currency's code, file types and export formats, Google Maps, a
 * link's scheme and a phone number's shape.
 */
export const keptInLatin = [
  'Simsar',
  'CIL',
  'EGP',
  'Google Maps',
  'JPEG',
  'JPG',
  'PNG',
  'PDF',
  'MP4',
  'XLSX',
  'CSV',
  'xlsx',
  'xls',
  'ods',
  'https://',
  '01xxxxxxxxx',
];

/**
 * The English words left in a region once the user's own values (`userData`), links and the words
 * kept in Latin letters are taken out: its text, and what is heard or shown for its fields and
 * images (aria-label, placeholder, title, alt).
 */
export async function englishLeft(region: Locator, userData: string[]): Promise<string[]> {
  const labels = await region
    .locator('[aria-label], [placeholder], [title], [alt]')
    .evaluateAll((nodes) =>
      nodes.flatMap((node) =>
        ['aria-label', 'placeholder', 'title', 'alt'].map((name) => node.getAttribute(name) ?? ''),
      ),
    );
  let words = [await region.innerText(), ...labels].join('\n').replace(/https?:\/\/\S+/g, '');
  for (const value of [...userData, ...keptInLatin].sort((a, b) => b.length - a.length))
    words = words.replaceAll(value, '');
  return words.match(/[A-Za-z]{2,}/g) ?? [];
}

/** Today as the console shows a day in English (docs/decisions/330): "28 Nov 2026". */
export const todayShown = () =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date());

/**
 * Whether a date written day, month, year (as the console writes it in Arabic: 27 نوفمبر 2026، 21:51) is
 * drawn right to left: its day on the right of its year, as an Arabic reader reads it first.
 */
export async function dayRightOfYear(date: Locator): Promise<boolean> {
  return date.evaluate((element) => {
    const node = element.firstChild;
    const text = node?.textContent ?? '';
    const found = /(\d{1,2})\D+(?:\d{1,2}\D+)?(\d{4})/.exec(text);
    if (!node || !found?.[2]) throw new Error(`no day/month/year in «${text}»`);
    const boxOf = (start: number, length: number) => {
      const range = document.createRange();
      range.setStart(node, start);
      range.setEnd(node, start + length);
      return range.getBoundingClientRect();
    };
    const day = boxOf(found.index, found[1]?.length ?? 0);
    const year = boxOf(found.index + found[0].length - 4, 4);
    return day.left > year.right;
  });
}
