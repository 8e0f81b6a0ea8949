import { type MemberQueue, requestRowOf } from '@simsar/contract/requests';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildBroker, buildProject, buildSubmission } from './deal-builders.ts';
import { buildAdmin, call, useTestApp } from './harness.ts';
import { buildAssignedMember } from './members.ts';
import { fileFranchiseRequest, fileRequest, itemIds } from './request-builders.ts';
import { buildUnit } from './unit-builders.ts';

// Each queue's search box (docs/decisions/414): names as typed with another alef, ya or ta marbuta
// (docs/decisions/110), a fragment of a phone, a project; every queue finds its item by each.
const t = useTestApp();
let ordinary: Awaited<ReturnType<typeof buildAdmin>>;
let unitId: string;

beforeAll(async () => {
  ordinary = await buildAdmin(t, t.superToken, 'Ordinary');
  await buildProject(t, t.superToken);
  await buildProject(t, t.superToken, 'Mivida Compound');
  const unit = await buildUnit(t, t.superToken, { project_name: 'Mountain View' });
  unitId = unit._id;
});

const found = async (path: string, term: string, token = t.superToken) => {
  const reply = await call(t, 'GET', `${path}?search=${encodeURIComponent(term)}`, { token });
  expect(reply.statusCode, reply.body).toBe(200);
  return itemIds(reply);
};

describe.each(['form', 'deal', 'cil'] as const)('searching new %ss', (kind) => {
  it('finds an item by its broker or client named in Arabic as typed otherwise, a phone fragment or the project', async () => {
    const broker = await buildBroker(t, t.superToken, ordinary.admin._id, `أمينة مصطفى ${kind}`);
    const item = await buildSubmission(t, kind, broker.token, {
      client_name: `فاطمة إبراهيم الهواري ${kind}`,
      client_phone: kind === 'form' ? '01155512345' : kind === 'deal' ? '01155523456' : '01155534567',
      project_code: 'Mivida Compound',
    });
    const other = await buildSubmission(t, kind, broker.token, {
      client_name: `Another client ${kind}`,
      client_phone: '01099911111',
    });
    const path = `/api/${kind}/new`;
    // The client's name: ة typed as ه, إ as ا, ى for ي; the broker's: أ typed as ا.
    for (const term of [`فاطمه ابراهيم`, `الهوارى ${kind}`, `امينة مصطفي ${kind}`]) {
      expect(await found(path, term), term).toContain(item._id);
    }
    const phone = kind === 'form' ? '5551234' : kind === 'deal' ? '5552345' : '5553456';
    expect(await found(path, phone)).toEqual([item._id]);
    const byProject = await found(path, 'mivida');
    expect(byProject).toContain(item._id);
    expect(byProject).not.toContain(other._id);
    // The ordinary admin the broker is assigned to finds it too; nobody else's item comes with it.
    expect(await found(path, phone, ordinary.token)).toEqual([item._id]);
  });
});

const bodies: Record<MemberQueue, (phone: string) => Record<string, unknown>> = {
  property_consultant: (phone) => ({ phone, message: 'أريد شقة في المعادى' }),
  contact_sales: (phone) => ({ unit_id: unitId, phone, message: 'أريد قائمة الأسعار' }),
  request_media: (phone) => ({ phone, message: 'حملة إعلانية في المعادى' }),
  request_organic_leads: (phone) => ({ phone, message: 'عملاء لمدينة أكتوبر' }),
  feedback: () => ({ rate: 5, message: 'خدمة ممتازة جدا' }),
};

describe.each(Object.keys(bodies) as MemberQueue[])('searching %s', (queue) => {
  it('finds a request by its member named in Arabic as typed otherwise, or a fragment of its phone', async () => {
    const type = requestRowOf(queue).filedBy === 'Franchise' ? 'Franchise' : 'Client';
    const member = await buildAssignedMember(t, t.superToken, ordinary.admin._id, {
      user_type: type,
      name: `هالة عبد الرءوف ${queue}`,
    });
    const digits = String(100_000 + Object.keys(bodies).indexOf(queue) * 1111);
    const item = await fileRequest(t, member.token, `/api/app/${queue}`, bodies[queue](`0122${digits}0`));
    const path = `/api/${queue}/non-done`;
    expect(await found(path, `هاله عبد الرءوف ${queue}`)).toEqual([item._id]);
    // The member's phone always; the request's own where it has one.
    expect(await found(path, member.user.phone.slice(-6))).toContain(item._id);
    if (queue !== 'feedback') expect(await found(path, digits)).toEqual([item._id]);
  });
});

describe('searching franchise requests', () => {
  it("finds one by the applicant's Arabic name as typed otherwise, or a fragment of its phone", async () => {
    const item = await fileFranchiseRequest(t, { name: 'مصطفى إسماعيل', phone: '01277788899' });
    for (const term of ['مصطفي اسماعيل', '7778889']) {
      expect(await found('/api/franchise/', term), term).toEqual([item._id]);
    }
  });
});
