import { beforeAll, describe, expect, it } from 'vitest';
import { threeQuestions } from '../../../test/content-builders.ts';
import { buildAdmin, call, useTestApp } from '../../../test/harness.ts';
import { callMultipart, imageFile, mp4File } from '../../../test/multipart.ts';
import { parseCsv, readXlsx } from '../../../test/spreadsheets.ts';

// Every content type's list leaves the console as the member and queue lists do
// (GET /api/export/{the type's name}): a type drawn from its field list by a column per field,
// quizzes and trainings by their own columns.
const t = useTestApp();
let adminToken: string;
beforeAll(async () => {
  adminToken = (await buildAdmin(t, t.superToken)).token;
});

async function created(path: string, fields: Parameters<typeof callMultipart>[3]) {
  const reply = await callMultipart(t, 'POST', path, fields, t.superToken);
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json().response;
}

async function csvOf(query: string, token = adminToken) {
  const reply = await call(t, 'GET', `/api/export/${query}`, { token });
  expect(reply.statusCode, reply.body).toBe(200);
  return parseCsv(reply.rawPayload.subarray(3).toString('utf8'));
}

describe('the content lists as files', () => {
  it("exports a user type's guidelines, as their screen lists them, and refuses another user type", async () => {
    const guideline = { name_en: 'How to add', name_ar: 'كيف تضيف', video: mp4File() };
    const broker = await created('/api/guideline/create', { ...guideline, user_type: 'Broker' });
    await created('/api/guideline/create', { ...guideline, name_en: 'For clients', user_type: 'Client' });
    const [header, ...rows] = await csvOf('guideline?format=csv&userType=Broker');
    expect(header).toEqual(['English name', 'Arabic name', 'Video', 'User type', 'Created']);
    expect(rows.map((row) => row.slice(0, 4))).toEqual([['How to add', 'كيف تضيف', broker.video, 'Broker']]);
    // Without the user type, every guideline.
    expect((await csvOf('guideline?format=csv')).slice(1).map((row) => row[3])).toEqual(['Client', 'Broker']);
    const refused = await call(t, 'GET', '/api/export/guideline?format=csv&userType=Martian', {
      token: adminToken,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ userType: 'Choose Broker, Client or Franchise' });
  });

  it("exports the help team, sliders and the discount in an Arabic admin's words", async () => {
    const image = await imageFile();
    await created('/api/team/create', {
      ...{ name: 'Salma Adel', age: '31', profession: 'Sales coach', experience: '8' },
      ...{ strength: 'Launches', phone: '01012345678', whatsapp: '01112345678', image },
    });
    await created('/api/slider/create', { user_type: 'Client', link: 'https://example.com/offer', image });
    await created('/api/simsar_discount/create', { text_en: '10% off', image });
    await call(t, 'PUT', '/api/admin/preferences', { token: adminToken, body: { language: 'ar' } });
    const sheet = async (query: string) => {
      const reply = await call(t, 'GET', `/api/export/${query}`, { token: adminToken });
      expect(reply.statusCode, reply.body).toBe(200);
      return readXlsx(reply.rawPayload);
    };
    const [teamHeader, teamRow] = await sheet('team_member?format=xlsx');
    await call(t, 'PUT', '/api/admin/preferences', { token: adminToken, body: { language: 'en' } });
    expect(teamHeader).toEqual([
      'الصورة',
      'الاسم',
      'السن',
      'المهنة',
      'الخبرة (بالسنوات)',
      'نقطة القوة',
      'رقم الهاتف',
      'واتساب',
      'تاريخ الإنشاء',
    ]);
    expect(teamRow?.slice(1, 5)).toEqual(['Salma Adel', 31, 'Sales coach', 8]);
    const [sliderHeader, ...sliders] = await csvOf('slider?format=csv&userType=clients');
    expect(sliderHeader).toEqual(['Image', 'Link', 'User type', 'Created']);
    expect(sliders.map((row) => row.slice(1, 3))).toEqual([['https://example.com/offer', 'Client']]);
    const [discountHeader, discount] = await csvOf('discount?format=csv');
    expect(discountHeader).toEqual(['Image', 'English text', 'Arabic text', 'Created']);
    expect(discount?.slice(1, 3)).toEqual(['10% off', '']);
  });

  it('exports quizzes with how the members did, and both kinds of training', async () => {
    const quiz = await call(t, 'POST', '/api/quiz/create', {
      token: t.superToken,
      body: { ...threeQuestions, name: 'Launch quiz' },
    });
    expect(quiz.statusCode, quiz.body).toBe(201);
    const [quizHeader, quizRow] = await csvOf('quiz?format=csv');
    expect(quizHeader).toEqual([
      'Name',
      'Time (minutes)',
      'Questions',
      'Attempts',
      'Average score (%)',
      'Created',
    ]);
    expect(quizRow?.slice(0, 5)).toEqual(['Launch quiz', '10', '3', '0', '']);

    await created('/api/training/create', { name: 'Closing', description: 'Five steps', video: mp4File() });
    const link = 'https://videos.example.com/branch';
    const franchise = { name: 'Opening a branch', description: 'Step by step', video: link };
    const made = await call(t, 'POST', '/api/franchise_training/create', {
      token: t.superToken,
      body: franchise,
    });
    expect(made.statusCode, made.body).toBe(201);
    const [trainingHeader, ...trainings] = await csvOf('training?format=csv');
    expect(trainingHeader).toEqual(['Name', 'Description', 'Video', 'Created']);
    expect(trainings.map((row) => row.slice(0, 2))).toEqual([['Closing', 'Five steps']]);
    expect(trainings[0]?.[2]).toMatch(/^\/media\/.+\.mp4$/);
    const [, franchiseRow] = await csvOf('franchise_training?format=csv');
    expect(franchiseRow?.slice(0, 3)).toEqual(['Opening a branch', 'Step by step', link]);
  });
});
