import type { ApiArea } from '../../core/context.ts';
import { registerMailRoutes } from './mail.routes.ts';

/** E-mail to admins (docs/decisions/470): the choices' routes; the sender is started by main.ts. */
export const mailArea: ApiArea = {
  name: 'mail',
  register: registerMailRoutes,
};
