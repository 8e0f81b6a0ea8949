import type { User } from '@simsar/contract/users';
import type { ReactNode } from 'react';
import type { CardField } from './field-list.tsx';

/**
 * How a member area configures the shared user list (features/users) without importing it: the
 * app passes the area's screen a slot, and the screen calls it with its view and its own card
 * fields and actions.
 */
export type UserListConfig = {
  view: 'accept' | 'removed';
  extraFields?: (user: User) => CardField[];
  extraActions?: (user: User, patch: (next: User) => void) => ReactNode;
};

export type UserListSlot = (config: UserListConfig) => ReactNode;
