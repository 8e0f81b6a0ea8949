import { adminAlertSchema, adminPaths } from '@simsar/contract/admins';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../ui/api-client.ts';

/** GET /api/admin/get_alert (docs/decisions/051): super admins only, for the General tab's bells. */
export function useAdminAlert(enabled: boolean) {
  return useQuery({
    queryKey: ['admins', 'alert'],
    queryFn: () => apiRequest(adminPaths.alert, { reply: adminAlertSchema }),
    staleTime: 30_000,
    enabled,
  });
}
