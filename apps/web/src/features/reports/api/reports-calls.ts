import {
  type ReportChart,
  type ReportReply,
  reportPaths,
  reportReplySchemaOf,
} from '@simsar/contract/reports';
import { adminChoicesReplySchema, userPaths } from '@simsar/contract/users';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../ui/api-client.ts';

/** The filters every chart reads, as they stand in the address (/reports?from=...&to=...). */
export type ReportFilters = {
  from: string;
  to: string;
  admin?: string | undefined;
  project?: string | undefined;
  developer?: string | undefined;
};

export function reportQueryOf(filters: ReportFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  return `?${params}`;
}

export const reportKeys = {
  chart: (chart: ReportChart, filters: ReportFilters) => ['reports', chart, filters] as const,
  adminChoices: ['reports', 'admin-choices'] as const,
};

/** GET /api/reports/{chart}: exactly the chart's rows. */
export function useReport(chart: ReportChart, filters: ReportFilters) {
  return useQuery({
    queryKey: reportKeys.chart(chart, filters),
    queryFn: async () =>
      (await apiRequest(`${reportPaths[chart].json}${reportQueryOf(filters)}`, {
        reply: reportReplySchemaOf(chart),
      })) as ReportReply,
    placeholderData: keepPreviousData,
  });
}

/** The chart's rows as XLSX: a plain link, the browser downloads it with the session's cookie. */
export const reportXlsxUrl = (chart: ReportChart, filters: ReportFilters) =>
  `${reportPaths[chart].xlsx}${reportQueryOf(filters)}`;

/** The admins a super admin may pick. */
export function useReportAdmins(enabled: boolean) {
  return useQuery({
    queryKey: reportKeys.adminChoices,
    queryFn: async () =>
      (await apiRequest(userPaths.adminChoices, { reply: adminChoicesReplySchema })).response,
    enabled,
  });
}
