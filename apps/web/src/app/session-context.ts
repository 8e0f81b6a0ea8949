import type { MeReply } from '@simsar/contract/sign-in';
import { createContext, useContext } from 'react';

export const SessionContext = createContext<MeReply | null>(null);

/** The signed-in admin; only under the session gate. */
export function useSession(): MeReply {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession is used outside the session gate');
  return session;
}
