import { signIn, superAdmin } from './builders.ts';
import { expect, test, toast } from './fixtures.ts';
import {
  buildGuestLink,
  buildUnit,
  fileButton,
  files,
  fillProjectFields,
  pickFiles,
  section,
} from './unit-builders.ts';

test('a super admin edits a project: files upload one by one, then Update project saves', async ({
  page,
  request,
  consoleGuard,
}) => {
  test.setTimeout(180_000);
  const unit = await buildUnit(request, `Editable project ${Date.now()}`);
  consoleGuard.allowFailedCall(415, `/api/units/update_video_client/${unit._id}`);
  await signIn(page, superAdmin);
  await page.goto(`/unit/${unit._id}`);
  await page.getByRole('button', { name: 'Update project' }).click();
  await expect(page.getByRole('heading', { name: 'Update project', level: 2 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Project name', exact: true })).toHaveValue(
    unit.project_name,
  );
  await expect(page.getByRole('textbox', { name: 'Price of Villa 1', exact: true })).toHaveValue(
    '12,500,000 EGP',
  );

  const pdfUpload = page.waitForResponse((r) => r.url().includes(`/api/units/update_pdf/${unit._id}`));
  await pickFiles(page, fileButton(page, 'PDF'), [files.pdf('new-brochure.pdf')]);
  expect((await (await pdfUpload).json()).message).toBe('Done upload');
  await expect(page.getByLabel('PDF upload: Done')).toBeVisible();

  // A png renamed .mp4: the server refuses it by its bytes; the state turns Error and the file resets.
  await pickFiles(page, fileButton(page, 'Video client'), [
    { ...files.png('fake.mp4'), mimeType: 'video/mp4' },
  ]);
  await expect(toast(page, 'Please choose video client again')).toBeVisible();
  await expect(page.getByLabel('Video client upload: Error')).toBeVisible();
  await expect(fileButton(page, 'Video client')).not.toContainText('fake.mp4');

  const media = section(page, 'Images, videos and files');
  // Each removal renumbers the rest: image 2 becomes image 1.
  await media.getByRole('button', { name: 'Remove Saved image 1' }).click();
  await media.getByRole('button', { name: 'Remove Saved image 1' }).click();
  await page.getByRole('button', { name: 'Update project' }).click();
  await expect(toast(page, 'Please choose images')).toBeVisible();

  await pickFiles(page, media.getByRole('button', { name: 'Choose images' }), [files.png('fresh.png')]);
  await pickFiles(page, fileButton(page, 'Video client'), [files.mp4('client-2.mp4')]);
  await expect(page.getByLabel('Video client upload: Done')).toBeVisible();
  await page
    .getByRole('textbox', { name: 'Project name', exact: true })
    .fill(`${unit.project_name} (phase 2)`);
  await page.screenshot({ path: 'test-results/units-edit.png', fullPage: true });
  await page.getByRole('button', { name: 'Update project' }).click();
  await expect(toast(page, 'Unit updated successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: `${unit.project_name} (phase 2)`, level: 2 })).toBeVisible();
  await expect(section(page, 'Images and videos').getByRole('img', { name: /image/ })).toHaveCount(1);
});

test('a guest fills in an empty project without signing in', async ({ browser, request }) => {
  const link = await buildGuestLink(request);
  const guest = await browser.newContext({ baseURL: new URL(link).origin });
  const page = await guest.newPage();
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('heading', { name: 'Add project', level: 2 })).toBeVisible();
  await page.screenshot({ path: 'test-results/units-guest-form.png' });
  const name = `Guest project ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Project name', exact: true }).fill(name);
  await page.getByRole('checkbox', { name: 'New launch' }).check();
  await fillProjectFields(page, name);
  await pickFiles(page, page.getByRole('button', { name: 'Choose images' }), [files.png('g.png')]);
  await pickFiles(page, fileButton(page, 'Logo'), [files.png('logo.png')]);
  await pickFiles(page, fileButton(page, 'Video broker'), [files.mp4('b.mp4')]);
  await pickFiles(page, fileButton(page, 'Video client'), [files.mp4('c.mp4')]);
  await page.getByRole('button', { name: 'Add project' }).click();
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
  await expect(page.getByText('will review this project before it appears in the apps')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
  await guest.close();
});

test('a slot in Error does not hang Update project', async ({ page, request, consoleGuard }) => {
  test.setTimeout(180_000);
  const unit = await buildUnit(request, `Stuck project ${Date.now()}`);
  consoleGuard.allowFailedCall(415, `/api/units/update_pdf/${unit._id}`);
  await signIn(page, superAdmin);
  await page.goto(`/unit/${unit._id}`);
  await page.getByRole('button', { name: 'Update project' }).click();
  await pickFiles(page, fileButton(page, 'PDF'), [
    { ...files.png('brochure.pdf'), mimeType: 'application/pdf' },
  ]);
  await expect(toast(page, 'Please choose pdf again')).toBeVisible();
  await expect(page.getByLabel('PDF upload: Error')).toBeVisible();
  await page.getByRole('textbox', { name: 'Project name', exact: true }).fill(`${unit.project_name} v2`);
  await page.getByRole('button', { name: 'Update project' }).click();
  // The slot's toast again, and the form stays usable: neither button spins or is disabled.
  await expect(toast(page, 'Please choose pdf again')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Update project' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Update project' })).not.toHaveAttribute('data-loading');
  // Submitting again keeps the saved PDF and saves the fields.
  await page.getByRole('button', { name: 'Update project' }).click();
  await expect(toast(page, 'Unit updated successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: `${unit.project_name} v2`, level: 2 })).toBeVisible();
});
