import { exportHeaders } from '@simsar/contract/exports';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminIdOf,
  buildAdmin,
  call,
  signInSuper,
  startTestApp,
  type TestApp,
} from '../../../test/harness.ts';
import { buildAssignedMember } from '../../../test/members.ts';
import { parseCsv, readXlsx } from '../../../test/spreadsheets.ts';

/** An export speaks the language of the admin who asks for it (docs/decisions/331). */
let t: TestApp;
let superToken: string;
let salma: { token: string; id: string };

beforeAll(async () => {
  t = await startTestApp();
  superToken = await signInSuper(t);
  const built = await buildAdmin(t, superToken, 'Salma');
  salma = { token: built.token, id: await adminIdOf(t, built.token) };
  await buildAssignedMember(t, superToken, salma.id, { user_type: 'Client', name: 'هالة محمود' });
  const chosen = await call(t, 'PUT', '/api/admin/preferences', {
    token: salma.token,
    body: { language: 'ar' },
  });
  expect(chosen.statusCode).toBe(200);
});
afterAll(() => t.close());

const exportOf = (token: string, query: string) => call(t, 'GET', `/api/export/${query}`, { token });

async function sheetViewOf(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  return workbook.worksheets[0]?.views[0];
}

describe('an export in the admin language', () => {
  it("gives an Arabic admin's XLSX Arabic titles and yes/no, its sheet right to left", async () => {
    const reply = await exportOf(salma.token, 'clients?format=xlsx');
    expect(reply.statusCode).toBe(200);
    const [header, ...rows] = await readXlsx(reply.rawPayload);
    expect(header).toEqual([
      'الاسم',
      'البريد الإلكتروني',
      'الهاتف',
      'تاريخ الانضمام',
      'محظور',
      'سبب الحظر',
      'المشرف',
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.[0]).toBe('هالة محمود');
    expect(rows[0]?.[3]).toBeInstanceOf(Date);
    expect(rows[0]?.[4]).toBe('لا');
    expect((await sheetViewOf(reply.rawPayload))?.rightToLeft).toBe(true);
  });

  it("gives an Arabic admin's CSV Arabic titles and yes/no", async () => {
    const reply = await exportOf(salma.token, 'clients?format=csv');
    expect(reply.statusCode).toBe(200);
    const [header, ...rows] = parseCsv(reply.rawPayload.subarray(3).toString('utf8'));
    expect(header?.[0]).toBe('الاسم');
    expect(header?.[4]).toBe('محظور');
    expect(rows[0]?.[4]).toBe('لا');
  });

  it('keeps an English admin in English, left to right', async () => {
    const reply = await exportOf(superToken, 'admins?format=xlsx');
    expect(reply.statusCode).toBe(200);
    const [header, ...rows] = await readXlsx(reply.rawPayload);
    expect(header).toContain('Super admin');
    expect(new Set(rows.map((row) => row[header?.indexOf('Super admin') ?? -1]))).toEqual(
      new Set(['Yes', 'No']),
    );
    expect((await sheetViewOf(reply.rawPayload))?.rightToLeft ?? false).toBe(false);
  });

  it('has every column title in Arabic', () => {
    for (const [english, arabic] of Object.entries(exportHeaders)) {
      expect(arabic, english).toMatch(/[\u0600-\u06FF]/);
      expect(arabic, english).not.toMatch(/\b[A-Za-z]{2,}\b(?<!EGP)/);
    }
  });
});
