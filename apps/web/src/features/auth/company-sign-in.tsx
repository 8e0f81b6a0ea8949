import { Alert, Anchor, Button, Divider, Stack, Text } from '@mantine/core';
import {
  companySignInErrors,
  companySignInPaths,
  isCompanySignInError,
} from '@simsar/contract/company-sign-in';
import { useLocation, useSearchParams } from 'react-router';
import { translateMessage, useI18n } from '../../i18n/i18n.tsx';
import { useCompanySignInProvider } from './api/auth-calls.ts';

/** What the sign-out leaves on /login's history entry when the provider has a sign-out page. */
export type SignedOutState = { providerSignOut?: string };

/**
 * The sign-in page's part of company sign-in (docs/decisions/460): why the provider's sign-in came
 * back refused, the "Sign in with {provider}" button, and after a sign-out the provider's own.
 */
export function CompanySignInRefusal() {
  const [search] = useSearchParams();
  const reason = search.get('sign_in_error');
  if (!isCompanySignInError(reason)) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {translateMessage(companySignInErrors[reason])}
    </Alert>
  );
}

export function CompanySignInButton() {
  const { t } = useI18n();
  const provider = useCompanySignInProvider().data?.name;
  if (!provider) return null;
  return (
    <Stack gap="md" mt="md">
      <Divider label={t('login.or')} labelPosition="center" />
      {/* A plain link: the browser itself goes to the provider and back (no call of ours). */}
      <Button component="a" href={companySignInPaths.start} variant="default" fullWidth>
        {t('login.company', { provider })}
      </Button>
    </Stack>
  );
}

export function ProviderSignOut({ productName }: { productName: string }) {
  const { t } = useI18n();
  const provider = useCompanySignInProvider().data?.name;
  const url = (useLocation().state as SignedOutState | null)?.providerSignOut;
  if (!provider || !url) return null;
  return (
    <Alert color="blue" variant="light" role="status">
      <Text size="sm">{t('login.signedOut', { product: productName, provider })}</Text>
      <Anchor href={url} size="sm" fw={600}>
        {t('login.providerSignOut', { provider })}
      </Anchor>
    </Alert>
  );
}
