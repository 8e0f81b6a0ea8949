import { apiToken, buildAdmin, sessionSaysArabic, signIn, superAdmin } from './builders.ts';
import { expect, test, toast } from './fixtures.ts';
import { adminIdOf, assignedMember, uniqueName } from './members.ts';
import { card, search } from './user-screens.ts';

/** What each language's console says on the way (features/notes/words*.ts). */
const said = {
  en: {
    search: 'Name or Phone number',
    notes: 'Notes',
    newNote: 'New note',
    mentionAdmins: 'Admins to mention',
    add: 'Add note',
    added: 'Note added',
    noBell: '0 notes mention you',
    oneBell: '1 note mentions you',
    mentionedYou: 'Mentioned you',
    line: 'Super admin mentioned you on Member · ',
    open: 'Open',
  },
  ar: {
    search: 'الاسم أو رقم الهاتف',
    notes: 'الملاحظات',
    newNote: 'ملاحظة جديدة',
    mentionAdmins: 'مشرفون لذكرهم',
    add: 'أضف الملاحظة',
    added: 'أُضيفت الملاحظة',
    noBell: 'لا ملاحظات تشير إليك',
    oneBell: 'ملاحظة واحدة تشير إليك',
    mentionedYou: 'أشار إليك',
    line: 'أشار إليك Super admin في عضو · ',
    open: 'فتح',
  },
} as const;

for (const language of ['en', 'ar'] as const) {
  test(`a note mentioning another admin rings that admin's bell live and shows in their inbox (${language})`, async ({
    page,
    browser,
    request,
  }) => {
    // Two browsers, two sign-ins and a live bell: 42 s in English in CI beside three other workers,
    // and the Arabic walk reloads both consoles besides (it met 60 s).
    test.setTimeout(240_000);
    const words = said[language];
    const mona = { ...(await buildAdmin(request)) };
    const monaId = await adminIdOf(request, mona);
    const client = await assignedMember(request, 'Client', monaId, uniqueName('Client Noura'));

    // Mona's console, open in a browser of her own, is never reloaded after this.
    const monaContext = await browser.newContext();
    const monaPage = await monaContext.newPage();
    await signIn(monaPage, mona);
    if (language === 'ar') {
      const saved = await request.put('/api/admin/preferences', {
        data: { language: 'ar' },
        headers: { Authorization: `Bearer ${await apiToken(request, mona)}` },
      });
      expect(saved.status(), await saved.text()).toBe(200);
      await monaPage.reload();
      await expect(monaPage.locator('html')).toHaveAttribute('dir', 'rtl');
    }
    const monaBell = monaPage.getByRole('banner').getByRole('link', { name: words.noBell });
    await expect(monaBell).toBeVisible();

    // The super admin writes a note on Mona's client, picking Mona in the note box's @ list.
    await signIn(page, superAdmin);
    if (language === 'ar') {
      await sessionSaysArabic(page);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    }
    await page.goto('/clients/accept');
    await search(page, client.name, words.search);
    await card(page, client.name).getByRole('button', { name: words.notes }).click();
    const dialog = page.getByRole('dialog');
    const box = dialog.getByRole('textbox', { name: words.newNote });
    await box.fill('Please call her back @');
    await dialog
      .getByRole('group', { name: words.mentionAdmins })
      .getByRole('button', { name: `@${mona.name}` })
      .click();
    await expect(box).toHaveValue(`Please call her back @${mona.name} `);
    await box.press('End');
    await box.pressSequentially('today');
    await dialog.getByRole('button', { name: words.add }).click();
    await expect(toast(page, words.added)).toBeVisible();
    const body = `Please call her back @${mona.name} today`;
    await expect(dialog.getByRole('article').filter({ hasText: body })).toBeVisible();

    // Mona's bell rings without a reload, and the inbox holds the note as "Mentioned you".
    await expect(monaPage.getByRole('banner').getByRole('link', { name: words.oneBell })).toBeVisible();
    await monaPage.getByRole('banner').getByRole('link', { name: words.oneBell }).click();
    await expect(monaPage).toHaveURL('/inbox');
    const mentioned = monaPage.getByRole('region', { name: words.mentionedYou });
    const entry = mentioned.getByRole('article');
    await expect(entry).toContainText(`${words.line}${client.name}`);
    await expect(entry).toContainText(body);
    await monaPage.screenshot({ path: `test-results/notes-inbox-${language}.png`, fullPage: true });

    // Opening it leads to the client's page, the note among its notes, and clears the bell.
    await entry.getByRole('link', { name: words.open }).click();
    await expect(monaPage).toHaveURL(`/members/${client._id}`);
    await expect(monaPage.getByRole('main').getByText(body)).toBeVisible();
    await expect(monaPage.getByRole('banner').getByRole('link', { name: words.noBell })).toBeVisible();
    await monaContext.close();
  });
}
