import type { ApiArea } from '../../core/context.ts';
import { registerAuditRoutes } from './audit.routes.ts';
import { auditList } from './audit.service.ts';

export const auditArea: ApiArea = { name: 'audit', register: registerAuditRoutes, lists: [auditList] };
