import { unitPaths } from '@simsar/contract/units-paths';
import { linkReplySchema, unitMessageReplySchema } from '@simsar/contract/units-replies';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../ui/api-client.ts';
import { unitKeys } from './unit-keys.ts';

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
      apiRequest(unitPaths.remove(id), { method: 'DELETE', reply: unitMessageReplySchema }),
    onSuccess: (_reply, id) => forgetUnit(queryClient, id),
  });
}

/** POST /api/units/copy_and_delete/{id} (Change link): returns the new link. */
export function useChangeLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(unitPaths.changeLink(id), { method: 'POST', reply: linkReplySchema }),
    onSuccess: (_reply, id) => forgetUnit(queryClient, id),
  });
}

/** PUT /api/units/update_view/{id}. */
export function markUnitViewed(id: string) {
  return apiRequest(unitPaths.updateView(id), { method: 'PUT', reply: unitMessageReplySchema });
}
