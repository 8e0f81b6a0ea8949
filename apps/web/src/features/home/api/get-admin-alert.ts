import { adminAlertSchema, adminPaths } from '@simsar/contract/admins';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../ui/api-client.ts';
import { homeKeys } from './home-calls.ts';

/** GET /api/admin/get_alert (docs/decisions/051): super admins only, for the General tab's bells. */
export function useAdminAlert(enabled: boolean) {
  return useQuery({
    queryKey: homeKeys.alert,
    queryFn: () => apiRequest(adminPaths.alert, { reply: adminAlertSchema }),
    // Fetched whenever the home screen shows: other screens change what it counts.
    refetchOnMount: 'always',
    enabled,
  });
}
