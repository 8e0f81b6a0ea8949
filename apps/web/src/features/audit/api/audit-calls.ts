import { auditPageReplySchema, auditPaths } from '@simsar/contract/audit';
import { adminChoicesReplySchema, userPaths } from '@simsar/contract/users';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../ui/api-client.ts';

/** The screen's filters, as they stand in the address (/audit?kind=user&item=...). */
export type AuditFilters = {
  page: number;
  admin?: string;
  kind?: string;
  action?: string;
  item?: string;
  from?: string;
  to?: string;
};

export function queryStringOf(filters: AuditFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '' && !(key === 'page' && value === 1))
      params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The audit screen's query keys. */
export const auditKeys = {
  page: (filters: AuditFilters) => ['audit', filters] as const,
  adminChoices: ['audit', 'admin-choices'] as const,
};

/** GET /api/audit: one page of the log, newest first. */
export function useAuditPage(filters: AuditFilters) {
  return useQuery({
    queryKey: auditKeys.page(filters),
    queryFn: () => apiRequest(`${auditPaths.list}${queryStringOf(filters)}`, { reply: auditPageReplySchema }),
    placeholderData: keepPreviousData,
  });
}

/** The admins the filter offers (an admin deleted since is still found by the address). */
export function useAdminChoices() {
  return useQuery({
    queryKey: auditKeys.adminChoices,
    queryFn: async () =>
      (await apiRequest(userPaths.adminChoices, { reply: adminChoicesReplySchema })).response,
  });
}
