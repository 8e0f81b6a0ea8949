import {
  type BilingualPair,
  languageOfHeader,
  languageStatus,
  missingLanguages,
} from '@simsar/contract/bilingual';
import { discountSchema, guidelineSchema, sliderSchema } from '@simsar/contract/content-marketing';
import { contentTypeRows } from '@simsar/contract/content-types';
import { unitBilingual, unitSchema } from '@simsar/contract/units-replies';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminIdOf, call, signInSuper, startTestApp, type TestApp } from '../../../test/harness.ts';
import { buildAcceptedBroker, buildMember } from '../../../test/members.ts';
import { callMultipart, imageFile, mp4File } from '../../../test/multipart.ts';
import { buildUnit } from '../../../test/unit-builders.ts';
import { units, unitTypes } from '../units/units.schema.ts';
import { guidelines } from './content.schema.ts';

describe('missingLanguages (the contract)', () => {
  const pairs = [{ en: 'text_en', ar: 'text_ar' }] as const;

  it('names the half that is empty while the other is not', () => {
    expect(missingLanguages({ text_en: 'Sale', text_ar: 'تخفيض' }, pairs)).toEqual([]);
    expect(missingLanguages({ text_en: 'Sale', text_ar: null }, pairs)).toEqual(['ar']);
    expect(missingLanguages({ text_en: 'Sale', text_ar: '  ' }, pairs)).toEqual(['ar']);
    expect(missingLanguages({ text_en: '', text_ar: 'تخفيض' }, pairs)).toEqual(['en']);
    expect(missingLanguages({ text_ar: 'تخفيض' }, pairs)).toEqual(['en']);
  });

  it('finds nothing missing in a text left out in both languages, or in a type without pairs', () => {
    expect(missingLanguages({ text_en: null, text_ar: null }, pairs)).toEqual([]);
    expect(missingLanguages({ image: '/media/a.png', link: null }, [])).toEqual([]);
  });

  it('reads pairs on each element of a list, and gives both languages English first', () => {
    const each: BilingualPair[] = [
      { en: 'dev_name_en', ar: 'dev_name_ar' },
      { en: 'name_en', ar: 'name_ar', each: 'types' },
    ];
    const types = [
      { name_en: 'Villa', name_ar: 'فيلا' },
      { name_en: 'Loft', name_ar: '' },
    ];
    expect(missingLanguages({ dev_name_en: 'Dev', dev_name_ar: 'مطور', types }, each)).toEqual(['ar']);
    expect(missingLanguages({ dev_name_en: '', dev_name_ar: 'مطور', types }, each)).toEqual(['en', 'ar']);
    expect(missingLanguages({ dev_name_en: 'Dev', dev_name_ar: 'مطور', types: [] }, each)).toEqual([]);
    expect(missingLanguages({ dev_name_en: 'Dev', dev_name_ar: 'مطور', types: 'bad' }, each)).toEqual([]);
  });

  it('falls back to the other language only when the asked one is missing', () => {
    const item = { text_en: 'Sale', text_ar: null };
    expect(languageStatus(item, pairs, 'ar')).toEqual({ missing: ['ar'], fallback: 'en' });
    expect(languageStatus(item, pairs, 'en')).toEqual({ missing: ['ar'], fallback: null });
  });

  it('names only fields of each type’s item', () => {
    const checks: [readonly BilingualPair[], Record<string, unknown>][] = [
      [contentTypeRows.guideline.bilingual, guidelineSchema.shape],
      [contentTypeRows.slider.bilingual, sliderSchema.shape],
      [contentTypeRows.discount.bilingual, discountSchema.shape],
      [unitBilingual.filter((pair) => !('each' in pair)), unitSchema.shape],
    ];
    for (const [pairs, shape] of checks)
      for (const pair of pairs)
        expect(Object.keys(shape)).toEqual(expect.arrayContaining([pair.en, pair.ar]));
    expect(contentTypeRows.guideline.bilingual).toEqual([{ en: 'name_en', ar: 'name_ar' }]);
    expect(contentTypeRows.discount.bilingual).toEqual([{ en: 'text_en', ar: 'text_ar' }]);
  });

  it('reads the language of an Accept-Language header: ar or en, by preference, default en', () => {
    expect(languageOfHeader(undefined)).toBe('en');
    expect(languageOfHeader('')).toBe('en');
    expect(languageOfHeader('ar')).toBe('ar');
    expect(languageOfHeader('ar-EG,ar;q=0.9,en;q=0.8')).toBe('ar');
    expect(languageOfHeader('fr-FR, en;q=0.5, ar;q=0.7')).toBe('ar');
    expect(languageOfHeader('en-US,en;q=0.9,ar;q=0.8')).toBe('en');
    expect(languageOfHeader('ar;q=0, en;q=0.1')).toBe('en');
    expect(languageOfHeader('fr, de')).toBe('en');
    expect(languageOfHeader('*')).toBe('en');
    expect(languageOfHeader(';;,q=,ar;q=abc')).toBe('en');
  });
});

describe('the apps’ replies say which language they fell back to', () => {
  let t: TestApp;
  let superToken: string;
  let broker: { token: string };
  let client: { token: string };
  beforeAll(async () => {
    t = await startTestApp({ productName: 'Simsar' });
    superToken = await signInSuper(t);
    broker = await buildAcceptedBroker(t, superToken, await adminIdOf(t, superToken));
    client = await buildMember(t, { user_type: 'Client' });
  });
  afterAll(() => t.close());

  const get = (token: string, url: string, headers: Record<string, string> = {}) =>
    call(t, 'GET', url, { token, headers });

  async function createDiscount(fields: Record<string, string>) {
    const reply = await callMultipart(
      t,
      'POST',
      '/api/simsar_discount/create',
      { ...fields, image: await imageFile() },
      superToken,
    );
    expect(reply.statusCode, reply.body).toBe(201);
    return reply.json().response as { _id: string };
  }

  it('a discount with only English, asked in Arabic, falls back to English; a whole one does not', async () => {
    const englishOnly = await createDiscount({ text_en: '10% off' });
    const whole = await createDiscount({ text_en: '5% off', text_ar: 'خصم ٥٪' });
    const noText = await createDiscount({});
    const inArabic = await get(broker.token, '/api/app/discounts', { 'accept-language': 'ar-EG,ar;q=0.9' });
    expect(inArabic.statusCode).toBe(200);
    expect(inArabic.headers['content-language']).toBe('ar');
    expect(String(inArabic.headers.vary)).toContain('Accept-Language');
    const byId = (reply: typeof inArabic, id: string) =>
      reply.json().response.find((one: { _id: string }) => one._id === id);
    // The reply's fields stay as they were, both halves included.
    expect(byId(inArabic, englishOnly._id)).toMatchObject({
      text_en: '10% off',
      text_ar: null,
      missing: ['ar'],
      fallback: 'en',
    });
    expect(byId(inArabic, whole._id)).toMatchObject({ text_ar: 'خصم ٥٪', missing: [], fallback: null });
    expect(byId(inArabic, noText._id)).toMatchObject({ missing: [], fallback: null });

    // In English (the default), the English-only one lacks Arabic but falls back to nothing.
    const inEnglish = await get(broker.token, '/api/app/discounts');
    expect(inEnglish.headers['content-language']).toBe('en');
    expect(byId(inEnglish, englishOnly._id)).toMatchObject({ missing: ['ar'], fallback: null });

    // ?lang= wins over the header.
    const byQuery = await get(client.token, '/api/app/discounts?lang=ar', { 'accept-language': 'en' });
    expect(byQuery.headers['content-language']).toBe('ar');
    expect(byId(byQuery, englishOnly._id)).toMatchObject({ fallback: 'en' });
  });

  it('refuses a language other than en or ar in ?lang=', async () => {
    for (const url of ['/api/app/discounts', '/api/app/guidelines', '/api/app/sliders', '/api/app/units']) {
      const reply = await get(broker.token, `${url}?lang=fr`);
      expect(reply.statusCode, url).toBe(400);
      expect(reply.json().message).toBe('Language must be en or ar');
    }
  });

  it('a guideline whose Arabic name is gone falls back to English; sliders have no halves', async () => {
    const created = await callMultipart(
      t,
      'POST',
      '/api/guideline/create',
      { name_en: 'How to list', name_ar: 'كيف تضيف', user_type: 'Broker', video: mp4File() },
      superToken,
    );
    const guideline = created.json().response as { _id: string };
    const whole = (
      await callMultipart(
        t,
        'POST',
        '/api/guideline/create',
        { name_en: 'Deals', name_ar: 'الصفقات', user_type: 'Broker', video: mp4File() },
        superToken,
      )
    ).json().response as { _id: string };
    // The API refuses a guideline without both names; one held before that rule (imported) may lack one.
    await t.db.update(guidelines).set({ nameAr: '' }).where(eq(guidelines.id, guideline._id));
    const reply = await get(broker.token, '/api/app/guidelines?lang=ar');
    const list = reply.json().response as { _id: string }[];
    expect(list.find((one) => one._id === guideline._id)).toMatchObject({
      name_en: 'How to list',
      name_ar: '',
      missing: ['ar'],
      fallback: 'en',
    });
    expect(list.find((one) => one._id === whole._id)).toMatchObject({ missing: [], fallback: null });

    await callMultipart(
      t,
      'POST',
      '/api/slider/create',
      { user_type: 'Broker', image: await imageFile() },
      superToken,
    );
    const sliders = (await get(broker.token, '/api/app/sliders', { 'accept-language': 'ar' })).json()
      .response;
    expect(sliders.length).toBeGreaterThan(0);
    for (const slider of sliders) expect(slider).toMatchObject({ missing: [], fallback: null });
  });

  it('a project lacking Arabic says so in the apps (list and one) and on the console’s card', async () => {
    const lacking = await buildUnit(t, superToken, { project_name: 'Half project' });
    const whole = await buildUnit(t, superToken, { project_name: 'Whole project' });
    await t.db.update(units).set({ devNameAr: '' }).where(eq(units.id, lacking._id));
    const one = await get(client.token, `/api/app/units/${lacking._id}`, { 'accept-language': 'ar' });
    expect(one.statusCode).toBe(200);
    expect(one.headers['content-language']).toBe('ar');
    expect(one.json().response).toMatchObject({
      project_name: 'Half project',
      dev_name_ar: '',
      missing: ['ar'],
      fallback: 'en',
    });
    const list = (await get(broker.token, '/api/app/units?lang=ar&page=1')).json().units;
    expect(list.find((unit: { _id: string }) => unit._id === whole._id)).toMatchObject({
      missing: [],
      fallback: null,
    });
    expect(list.find((unit: { _id: string }) => unit._id === lacking._id)).toMatchObject({ fallback: 'en' });

    // A type's English name gone: English is missing too.
    await t.db.update(unitTypes).set({ nameEn: '' }).where(eq(unitTypes.unitId, lacking._id));
    const inEnglish = (await get(broker.token, `/api/app/units/${lacking._id}`)).json().response;
    expect(inEnglish).toMatchObject({ missing: ['en', 'ar'], fallback: 'ar' });

    const cards = (await call(t, 'GET', '/api/units/admin/1', { token: superToken })).json().units;
    expect(cards.find((card: { _id: string }) => card._id === lacking._id).missing).toEqual(['en', 'ar']);
    expect(cards.find((card: { _id: string }) => card._id === whole._id).missing).toEqual([]);
  });
});
