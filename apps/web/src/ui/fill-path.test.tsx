import { fillPath } from '@simsar/contract/paths';
import { userPaths } from '@simsar/contract/users';
import { describe, expect, it } from 'vitest';

describe('fillPath', () => {
  it('fills each parameter of a contract template by name', () => {
    expect(fillPath(userPaths.page, { type: 'Broker', page: 2 })).toBe('/api/user/all_users/Broker/2');
  });

  it('encodes what it fills in, so a typed search or code stays one path segment', () => {
    expect(fillPath(userPaths.invitation, { code: 'a/b c?d' })).toBe('/api/user/invitation/a%2Fb%20c%3Fd');
  });
});
