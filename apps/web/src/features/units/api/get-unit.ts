import type { LookupKind } from '@simsar/contract/units';
import { unitPaths } from '@simsar/contract/units-paths';
import {
  type Lookups,
  lookupListReplySchema,
  lookupsReplySchema,
  unitReplySchema,
} from '@simsar/contract/units-replies';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../ui/api-client.ts';
import { unitKeys } from './unit-keys.ts';

/** GET /api/units/unit/{id} (response.response is the unit). */
export async function getUnit(id: string) {
  return (await apiRequest(unitPaths.unit(id), { reply: unitReplySchema })).response;
}

/** The guest screen's read (ours: /api/guest/units/{id}); no session, so a 401 is not a sign-out. */
export async function getGuestUnit(id: string) {
  return (await apiRequest(unitPaths.guestUnit(id), { reply: unitReplySchema, session: false })).response;
}

export function useUnit(id: string) {
  return useQuery({ queryKey: unitKeys.one(id, false), queryFn: () => getUnit(id) });
}

/** The guest screen's project; a stale or changed link is an answer (shown on the page), not a failure. */
export function useGuestUnit(id: string) {
  return useQuery({
    queryKey: unitKeys.one(id, true),
    queryFn: async () => {
      try {
        return { unit: await getGuestUnit(id) };
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return { notFound: error.message };
        throw error;
      }
    },
  });
}

async function getLookups(): Promise<Lookups> {
  const lists = await Promise.all(
    (['location', 'type', 'finishing', 'delivery'] as const).map(async (kind: LookupKind) => {
      const reply = await apiRequest(unitPaths.lookup(kind), { reply: lookupListReplySchema });
      return [kind, reply.response] as const;
    }),
  );
  return Object.fromEntries(lists) as Lookups;
}

/** GET /api/location, /type, /finishing, /delivery; on the guest screen, the guest's own call. */
export function useLookups(guestId?: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: unitKeys.lookups(guestId),
    queryFn: () =>
      guestId
        ? apiRequest(unitPaths.guestLookups(guestId), { reply: lookupsReplySchema, session: false })
        : getLookups(),
    staleTime: 5 * 60 * 1000,
  });
}
