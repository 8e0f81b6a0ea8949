import type { ApiArea } from '../../core/context.ts';
import { registerReportRoutes } from './reports.routes.ts';
import { reportTotals } from './reports.totals.ts';

export const reportsArea: ApiArea = {
  name: 'reports',
  register: registerReportRoutes,
  dailyTotals: reportTotals,
};
