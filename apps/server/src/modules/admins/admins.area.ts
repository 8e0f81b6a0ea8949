import type { ApiArea } from '../../core/context.ts';
import { registerAdminChoiceRoutes } from './admins.choices.routes.ts';
import { companyProvider } from './admins.company-sign-in.provider.ts';
import { registerCompanySignInRoutes } from './admins.company-sign-in.routes.ts';
import { adminSearcher } from './admins.global-search.service.ts';
import { registerAdminManageRoutes } from './admins.manage.routes.ts';
import { adminsList } from './admins.manage.service.ts';
import { registerAdminRoutes } from './admins.routes.ts';
import { registerTwoFactorRoutes } from './admins.two-factor.routes.ts';

export const adminsArea: ApiArea = {
  name: 'admins',
  register(api, context) {
    const provider = context.config.oidc ? companyProvider(context.config.oidc) : undefined;
    registerAdminRoutes(api, context, provider);
    registerCompanySignInRoutes(api, context, provider);
    registerAdminManageRoutes(api, context);
    registerAdminChoiceRoutes(api, context);
    registerTwoFactorRoutes(api, context);
  },
  lists: [adminsList],
  searched: [adminSearcher],
};
