import type { User } from '@simsar/contract/users';
import { describe, expect, it } from 'vitest';
import { chooseRecipients } from './recipient-choice.tsx';

const member = (id: string, adminId: string | null) => ({ _id: id, admin_id: adminId }) as User;

describe('chooseRecipients', () => {
  const audience = [
    member('a', 'admin-1'),
    member('b', 'admin-1'),
    member('c', 'admin-2'),
    member('d', null),
  ];

  it('sends to the whole list, to one admin’s team, or to the members picked', () => {
    expect(chooseRecipients(audience, { kind: 'all' })).toEqual(['a', 'b', 'c', 'd']);
    expect(chooseRecipients(audience, { kind: 'team', adminId: 'admin-1' })).toEqual(['a', 'b']);
    expect(chooseRecipients(audience, { kind: 'picked', ids: ['c', 'd'] })).toEqual(['c', 'd']);
  });

  it('never reaches beyond the list the admin may see', () => {
    expect(chooseRecipients(audience, { kind: 'picked', ids: ['a', 'someone-else'] })).toEqual(['a']);
    expect(chooseRecipients(audience, { kind: 'team', adminId: null })).toEqual([]);
  });
});
