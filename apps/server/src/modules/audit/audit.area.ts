import type { ApiArea } from '../../core/context.ts';
import { registerAuditRoutes } from './audit.routes.ts';

export const auditArea: ApiArea = { name: 'audit', register: registerAuditRoutes };
