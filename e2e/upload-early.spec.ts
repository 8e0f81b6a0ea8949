import type { Request } from '@playwright/test';
import { signIn, superAdmin } from './builders.ts';
import { expect, test } from './fixtures.ts';
import { choose, fileButton, files, fillProjectFields, pickFiles, section } from './unit-builders.ts';

/** An OLE compound file holding no workbook (a .doc, say) named .xls: only the server can tell. */
const notAWorkbook = {
  name: 'availability.xls',
  mimeType: 'application/vnd.ms-excel',
  buffer: Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(8 * 1024)]),
};

test.describe('Add project uploads', () => {
  test('a wrong type is marked on its field at once, and a retry resends only the file that failed', async ({
    page,
    consoleGuard,
  }) => {
    test.setTimeout(180_000);
    consoleGuard.allowFailedCall(415, '/api/units/uploads/file');
    // Every call that carries the form's files: the ones sent ahead (by field) and the create.
    const sent: Request[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/api\/units\/(uploads\/|create$)/.test(request.url()))
        sent.push(request);
    });
    const sentAhead = () =>
      sent.flatMap((request) => request.url().match(/\/api\/units\/uploads\/(\w+)$/)?.[1] ?? []).sort();

    await signIn(page, superAdmin);
    await page.goto('/units/add');
    const name = `Lagoon Views ${Date.now()}`;
    await fillProjectFields(page, name);
    await choose(page, 'Unit types', 'Twin house — توين هاوس');
    await page.keyboard.press('Escape');
    await page.getByRole('textbox', { name: 'Area of Twin house 1', exact: true }).fill('240');
    await page.getByRole('textbox', { name: 'Price of Twin house 1', exact: true }).fill('14500000');

    // A PNG named as a video: refused by its first bytes before anything is sent, on its field.
    await pickFiles(page, fileButton(page, 'Video broker'), [
      { ...files.png('broker.mp4'), mimeType: 'video/mp4' },
    ]);
    const media = section(page, 'Images, videos and files');
    await expect(media.getByText('Video broker must be an MP4 file')).toBeVisible();
    await expect(fileButton(page, 'Video broker')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(0);

    // Fixed; the availability file is an OLE file without a workbook: the server's refusal.
    await pickFiles(page, fileButton(page, 'Video broker'), [files.mp4('broker.mp4')]);
    await expect(media.getByText('Video broker must be an MP4 file')).toHaveCount(0);
    await pickFiles(page, page.getByRole('button', { name: 'Choose images' }), [
      files.png('a.png'),
      files.png('b.png'),
    ]);
    await pickFiles(page, fileButton(page, 'Logo'), [files.png('logo.png')]);
    await pickFiles(page, fileButton(page, 'Master plan'), [files.pdf('master.pdf')]);
    await pickFiles(page, fileButton(page, 'PDF'), [files.pdf()]);
    await pickFiles(page, fileButton(page, 'Availability file'), [notAWorkbook]);
    await pickFiles(page, fileButton(page, 'Video client'), [files.mp4('client.mp4')]);
    await page.getByRole('button', { name: 'Add project' }).last().click();

    const refusal = 'Availability file must be a PDF or a spreadsheet (xlsx, xls, ods or csv)';
    await expect(media.getByText(refusal)).toBeVisible();
    await expect(fileButton(page, 'Availability file')).toHaveAttribute('aria-invalid', 'true');
    expect(sentAhead()).toEqual(
      ['file', 'images', 'images', 'logo', 'master_plan', 'pdf', 'video_broker', 'video_client'].sort(),
    );
    expect(sent.some((request) => request.url().endsWith('/create'))).toBe(false);

    // The retry sends the availability file chosen again, then the fields alone.
    await pickFiles(page, fileButton(page, 'Availability file'), [files.pdf('availability.pdf')]);
    await expect(media.getByText(refusal)).toHaveCount(0);
    await page.getByRole('button', { name: 'Add project' }).last().click();
    await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
    expect(sentAhead()).toEqual(
      [
        'file',
        'file',
        'images',
        'images',
        'logo',
        'master_plan',
        'pdf',
        'video_broker',
        'video_client',
      ].sort(),
    );
    const creates = sent.filter((request) => request.url().endsWith('/create'));
    expect(creates).toHaveLength(1);
    expect(creates[0]?.postData() ?? '').not.toContain('filename=');
    await expect(page.getByRole('img', { name: `${name} image 2` })).toBeVisible();
  });
});
