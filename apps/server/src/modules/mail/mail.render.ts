import type { Language } from '@simsar/contract/bilingual';
import { mailWords } from './mail.words.ts';

/** Where the e-mails' links point and whose name they carry (PUBLIC_URL, PRODUCT_NAME). */
export type MailSite = { baseUrl: string; productName: string };

/** What a rendered e-mail's body holds beyond its paragraphs: linked lines and small tables. */
export type MailBlock =
  | { lines: { text: string; path: string }[] }
  | { title: string; rows: [string, number][] };

export type RenderedMail = { subject: string; text: string; html: string };

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => escapes[char] ?? char);

export function linkOf(site: MailSite, path: string): string {
  return `${site.baseUrl}${path.startsWith('/') ? path : `/${path}`}`;
}

function blockText(site: MailSite, block: MailBlock): string {
  if ('lines' in block)
    return block.lines.map((line) => `- ${line.text}\n  ${linkOf(site, line.path)}`).join('\n');
  return [block.title, ...block.rows.map(([name, count]) => `  ${name}: ${count}`)].join('\n');
}

function blockHtml(site: MailSite, block: MailBlock): string {
  if ('lines' in block) {
    const items = block.lines.map(
      (line) => `<li><a href="${escapeHtml(linkOf(site, line.path))}">${escapeHtml(line.text)}</a></li>`,
    );
    return `<ul>${items.join('')}</ul>`;
  }
  const rows = block.rows.map(([name, count]) => `<tr><td>${escapeHtml(name)}</td><td>${count}</td></tr>`);
  return `<h3>${escapeHtml(block.title)}</h3><table>${rows.join('')}</table>`;
}

/**
 * One e-mail as text and HTML, in the admin's language: Arabic right to left (`dir="rtl"` on the
 * document), each naming what it is about and linking to it in the console.
 */
export function renderMail(
  site: MailSite,
  mail: { language: Language; line: string; paragraphs: string[]; path: string; blocks?: MailBlock[] },
): RenderedMail {
  const { language } = mail;
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const link = linkOf(site, mail.path);
  const blocks = mail.blocks ?? [];
  const text = [
    ...mail.paragraphs,
    ...blocks.map((block) => blockText(site, block)),
    `${mailWords.open(language)}: ${link}`,
  ].join('\n\n');
  const html = [
    `<!doctype html><html lang="${language}" dir="${dir}"><head><meta charset="utf-8">`,
    `<title>${escapeHtml(mail.line)}</title></head><body dir="${dir}" style="font-family:sans-serif">`,
    ...mail.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    ...blocks.map((block) => blockHtml(site, block)),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(mailWords.open(language))}</a></p>`,
    `<p style="color:#666">${escapeHtml(site.productName)}</p></body></html>`,
  ].join('');
  return { subject: `${mail.line} · ${site.productName}`, text, html };
}
