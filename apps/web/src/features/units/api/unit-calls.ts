import { fillPath } from '@simsar/contract/paths';
import type { LookupKind, UnitFileField, UnitUploadField } from '@simsar/contract/units';
import { unitMessages } from '@simsar/contract/units-messages';
import { unitPaths } from '@simsar/contract/units-paths';
import {
  type Lookups,
  linkReplySchema,
  lookupListReplySchema,
  lookupsReplySchema,
  unitListReplySchema,
  unitMessageReplySchema,
  unitReplySchema,
  unitSearchReplySchema,
  uploadAheadReplySchema,
  uploadReplySchema,
} from '@simsar/contract/units-replies';
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, apiRequest } from '../../../ui/api-client.ts';
import { apiUpload } from '../../../ui/upload-client.ts';

/** The project screens' query keys: everything under `unitKeys.all`. */
export const unitKeys = {
  all: ['units'] as const,
  pages: ['units', 'page'] as const,
  page: (page: number) => ['units', 'page', page] as const,
  searches: ['units', 'search'] as const,
  search: (search: string) => ['units', 'search', search] as const,
  one: (id: string, guest: boolean) => ['units', guest ? 'guest' : 'one', id] as const,
  // Outside 'units': saving a project does not refetch the lookups.
  lookups: (guestId: string | undefined) => ['lookups', guestId ?? 'admin'] as const,
};

/** GET /api/units/unit/{id} (response.response is the unit). */
export async function getUnit(id: string) {
  return (await apiRequest(fillPath(unitPaths.unit, { id }), { reply: unitReplySchema })).response;
}

/** The guest screen's read (ours: /api/guest/units/{id}); no session, so a 401 is not a sign-out. */
export async function getGuestUnit(id: string) {
  return (await apiRequest(fillPath(unitPaths.guestUnit, { id }), { reply: unitReplySchema, session: false }))
    .response;
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
      const reply = await apiRequest(fillPath(unitPaths.lookup, { kind }), { reply: lookupListReplySchema });
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
        ? apiRequest(fillPath(unitPaths.guestLookups, { id: guestId }), {
            reply: lookupsReplySchema,
            session: false,
          })
        : getLookups(),
    staleTime: 5 * 60 * 1000,
  });
}

/** GET /api/units/admin/{page}: one page of project cards and the number of pages. */
export function getUnitsPage(page: number) {
  return apiRequest(fillPath(unitPaths.list, { page }), { reply: unitListReplySchema });
}

/** POST /api/units/admin_search {search}. */
export function searchUnits(search: string) {
  return apiRequest(unitPaths.search, { method: 'POST', body: { search }, reply: unitSearchReplySchema });
}

export function useUnitsPage(page: number, enabled: boolean) {
  return useQuery({
    ...queryOptions({ queryKey: unitKeys.page(page), queryFn: () => getUnitsPage(page) }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useUnitSearch(search: string) {
  return useQuery({
    queryKey: unitKeys.search(search),
    queryFn: () => searchUnits(search),
    enabled: search !== '',
  });
}

const messageReply = z.object({ message: z.string() });

/** POST /api/units/create: multipart with every field (JSON strings for lists), images and files. */
export function createUnit(form: FormData, onProgress: (share: number) => void) {
  return apiUpload(unitPaths.create, { form, reply: unitReplySchema, onProgress });
}

/**
 * POST /api/units/uploads/{field} (ours, docs/decisions/279): one file of the add form sent ahead;
 * the id the create names in `uploads`.
 */
export async function sendFileAhead(field: UnitUploadField, file: File, onProgress: (share: number) => void) {
  const form = new FormData();
  form.append(field, file);
  const path = fillPath(unitPaths.uploadAhead, { field });
  return (await apiUpload(path, { form, reply: uploadAheadReplySchema, onProgress })).upload;
}

/** The guest's fill of an empty project (ours: POST /api/guest/units/{id}), same body as create. */
export function fillGuestUnit(id: string, form: FormData, onProgress: (share: number) => void) {
  return apiUpload(fillPath(unitPaths.guestUnit, { id }), {
    form,
    reply: unitReplySchema,
    onProgress,
    session: false,
  });
}

/** PUT /api/units/update/{id}: the fields, oldImages (removed image paths) and new images. */
export function updateUnit(id: string, form: FormData, onProgress: (share: number) => void) {
  return apiUpload(fillPath(unitPaths.update, { id }), {
    method: 'PUT',
    form,
    reply: messageReply,
    onProgress,
  });
}

/** PUT /api/units/update_{field}/{id}: one file, in a field of that name; success is "Done upload". */
export function uploadUnitFile(field: UnitFileField, id: string, file: File) {
  const form = new FormData();
  form.append(field, file);
  return apiUpload(fillPath(unitPaths.uploadFile[field], { id }), {
    method: 'PUT',
    form,
    reply: uploadReplySchema,
  });
}

/** A project gone from its id (deleted or moved): drop it, refresh the lists, never refetch it. */
function forgetUnit(queryClient: QueryClient, id: string) {
  queryClient.removeQueries({ queryKey: unitKeys.one(id, false) });
  void queryClient.invalidateQueries({ queryKey: unitKeys.pages });
  void queryClient.invalidateQueries({ queryKey: unitKeys.searches });
}

/** DELETE /api/units/delete/{id}. */
export function useDeleteUnit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(fillPath(unitPaths.remove, { id }), { method: 'DELETE', reply: unitMessageReplySchema }),
    meta: { successToast: () => unitMessages.unitDeleted },
    onSuccess: (_reply, id) => forgetUnit(queryClient, id),
  });
}

/** POST /api/units/copy_and_delete/{id} (Change link): returns the new link. */
export function useChangeLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(fillPath(unitPaths.changeLink, { id }), { method: 'POST', reply: linkReplySchema }),
    // The screen copies the new link as the call succeeds (unit-actions-bar.tsx).
    meta: { successToast: () => unitMessages.guestLinkCopied },
    onSuccess: (_reply, id) => forgetUnit(queryClient, id),
  });
}

/** PUT /api/units/update_view/{id}. */
export function markUnitViewed(id: string) {
  return apiRequest(fillPath(unitPaths.updateView, { id }), { method: 'PUT', reply: unitMessageReplySchema });
}
