import type { User } from '@simsar/contract/users';

/**
 * A member as the user lists send it: an active client with nothing set, the `index`th of its kind
 * (its id, e-mail and phone follow the index), changed by `fields`.
 */
export function aUser(index: number, fields: Partial<User> = {}): User {
  return {
    _id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    user_type: 'Client',
    name: `Client ${index}`,
    email: `member${index}@simsar.test`,
    phone: `0100${String(index).padStart(7, '0')}`,
    status: 'active',
    ban: false,
    isBanned: false,
    ban_reason: null,
    removed: false,
    area: null,
    work_at: null,
    years_experience: null,
    national_id: null,
    my_invitation_code: null,
    number_of_invitaion: 0,
    invited_by: null,
    admin_id: null,
    admin_name: null,
    earnings: 0,
    createdAt: '2026-11-01T10:00:00.000Z',
    ...fields,
  };
}
