import type { ApiArea } from '../../core/context.ts';
import { registerReportRoutes } from './reports.routes.ts';

export const reportsArea: ApiArea = { name: 'reports', register: registerReportRoutes };
