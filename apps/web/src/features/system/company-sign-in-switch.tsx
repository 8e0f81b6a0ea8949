import { Paper, Switch, Text } from '@mantine/core';
import { companySignInPaths, companySignInRequiredReplySchema } from '@simsar/contract/company-sign-in';
import type { SystemSettingsReply } from '@simsar/contract/system';
import { userTextIn } from '../../ui/user-text.tsx';
import { useSaveSetting } from './api/system-calls.ts';
import { useSystemWords } from './words.ts';

/**
 * PUT /api/system/company_sign_in: passwords refused for everyone but the super admin who turns it
 * on (docs/decisions/462). Offered only when the server has a provider (OIDC_* set).
 */
export function CompanySignInSwitch({ state }: { state: SystemSettingsReply['company_sign_in'] }) {
  const w = useSystemWords();
  const save = useSaveSetting<{ required: boolean }, typeof companySignInRequiredReplySchema>(
    companySignInPaths.required,
    companySignInRequiredReplySchema,
  );
  const provider = state?.provider;
  if (!state || !provider) return null;
  const breakGlass = state.break_glass;
  return (
    <Paper withBorder radius="md" p="lg">
      <Switch
        label={userTextIn(w('requireCompanySignIn'), { provider })}
        checked={save.isPending ? Boolean(save.variables?.required) : state.required}
        disabled={save.isPending}
        onChange={(event) => save.mutate({ required: event.currentTarget.checked })}
      />
      <Text size="xs" c="dimmed" mt={6}>
        {state.required && breakGlass
          ? userTextIn(w('breakGlass'), { name: breakGlass.name, email: breakGlass.email, provider }, [
              'email',
            ])
          : userTextIn(w('requireCompanySignInHelp'), { provider })}
      </Text>
    </Paper>
  );
}
