import { maskNationalId, nationalIdProblem } from '@simsar/contract/national-id';
import { describe, expect, it } from 'vitest';
import { buildAdmin, call, useTestApp } from '../../../test/harness.ts';
import { buildAssignedMember, buildMember, uniquePhone } from '../../../test/members.ts';

// A real structure: born 1 January 1990 (2 90 01 01) in Cairo (01), sequence 0001, check digit 5.
const cairo1990 = '29001010100015';
const today = new Date('2026-11-29T12:00:00Z');

describe('the structure of an Egyptian national ID (docs/decisions/493)', () => {
  it('holds for a real century, birth date and governorate', () => {
    expect(nationalIdProblem(cairo1990, today)).toBeUndefined();
    // Born abroad (88) on 29 February 2004, a leap day.
    expect(nationalIdProblem('30402298800012', today)).toBeUndefined();
  });

  it('names what is wrong', () => {
    expect(nationalIdProblem('2900101010001', today)).toBe('A national ID is 14 digits');
    expect(nationalIdProblem('19001010100015', today)).toBe(
      'A national ID starts with 2 (born in the 1900s) or 3 (born in the 2000s)',
    );
    // 30 February, 29 February 2003, month 13, and a birth in the future.
    for (const id of ['29002300100015', '30302290100015', '29013010100015', '32712010100015']) {
      expect(nationalIdProblem(id, today), id).toBe('This national ID holds an impossible birth date');
    }
    expect(nationalIdProblem('29001019900015', today)).toBe(
      'This national ID holds an unknown governorate code',
    );
  });

  it('is shown masked to its last four digits', () => {
    expect(maskNationalId(cairo1990)).toBe('••••••••••0015');
  });
});

describe('a member gives their national ID (register and profile calls)', () => {
  const t = useTestApp();
  const register = (nationalId: string, phone = uniquePhone()) =>
    call(t, 'POST', '/api/app/register', {
      body: {
        user_type: 'Client',
        name: 'Nadia Client',
        email: `nadia-${phone}@simsar.test`,
        phone,
        password: 'Member-pass-1',
        national_id: nationalId,
      },
    });

  it('is refused with its message when its structure does not hold, in Arabic digits too', async () => {
    const impossible = await register('29002300100015');
    expect(impossible.statusCode).toBe(400);
    expect(impossible.json().fields).toEqual({
      national_id: 'This national ID holds an impossible birth date',
    });
    // Arabic-Indic digits and spaces, as a member types them, are read as the same ID.
    const arabic = await register('٢٩٠٠١٠١ ٠١٠٠٠١٥');
    expect(arabic.statusCode, arabic.body).toBe(201);
    expect(arabic.json().user.national_id).toBe(cairo1990);
    // The same ID again: another member holds it.
    const again = await register(cairo1990);
    expect(again.statusCode).toBe(409);
    expect(again.json().fields).toEqual({ national_id: 'This national ID is already registered' });
  });

  it('the member reads it whole; a list shows its last four digits; a super admin reads it whole on one member', async () => {
    const mona = await buildAdmin(t, t.superToken, 'Mona');
    const member = await buildAssignedMember(t, t.superToken, mona.admin._id, { user_type: 'Client' });
    const saved = await call(t, 'PUT', '/api/app/profile', {
      token: member.token,
      body: { national_id: '30402298800012', area: 'Maadi' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      message: 'Profile saved',
      user: { national_id: '30402298800012', area: 'Maadi' },
    });
    const own = await call(t, 'GET', '/api/app/profile', { token: member.token });
    expect(own.json().user.national_id).toBe('30402298800012');

    const listed = await call(t, 'GET', '/api/user/all_users/Client/1', { token: mona.token });
    const row = listed.json().response.find((user: { _id: string }) => user._id === member.user._id);
    expect(row.national_id).toBe('••••••••••0012');
    expect(listed.body).not.toContain('30402298800012');

    const asOrdinary = await call(t, 'GET', `/api/user/member/${member.user._id}`, { token: mona.token });
    expect(asOrdinary.json().user.national_id).toBe('••••••••••0012');
    const asSuper = await call(t, 'GET', `/api/user/member/${member.user._id}`, { token: t.superToken });
    expect(asSuper.json().user.national_id).toBe('30402298800012');
  });

  it('a profile change keeps what it leaves out, clears what it sends empty and refuses what it may not change', async () => {
    const member = await buildMember(t, { user_type: 'Client', area: 'Zamalek' });
    const other = await buildMember(t, { user_type: 'Client' });
    const taken = await call(t, 'PUT', '/api/app/profile', {
      token: other.token,
      body: { national_id: '29505152100019' },
    });
    expect(taken.statusCode, taken.body).toBe(200);

    const same = await call(t, 'PUT', '/api/app/profile', {
      token: member.token,
      body: { national_id: '29505152100019' },
    });
    expect(same.statusCode).toBe(409);
    expect(same.json().fields).toEqual({ national_id: 'This national ID is already registered' });

    const cleared = await call(t, 'PUT', '/api/app/profile', {
      token: member.token,
      body: { work_at: '', years_experience: null },
    });
    expect(cleared.json().user).toMatchObject({
      area: 'Zamalek',
      work_at: null,
      years_experience: null,
      national_id: null,
    });

    const email = await call(t, 'PUT', '/api/app/profile', {
      token: member.token,
      body: { email: 'new@simsar.test' },
    });
    expect(email.statusCode).toBe(400);
    const anonymous = await call(t, 'GET', '/api/app/profile');
    expect(anonymous.statusCode).toBe(401);
    const admin = await call(t, 'GET', '/api/app/profile', { token: t.superToken });
    expect(admin.statusCode).toBe(401);
  });
});
