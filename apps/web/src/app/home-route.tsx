import { Alert, Code, Stack } from '@mantine/core';
import { inboxRoute } from '@simsar/contract/inbox';
import { IconLock } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { LeaveNotice } from '../features/admins/leave-control.tsx';
import { signedInState } from '../features/auth/login-page.tsx';
import { HomeCardsPanel } from '../features/home/home-cards-panel.tsx';
import { takeInboxFirst } from '../features/inbox/inbox-preference.ts';
import { MailChoicesPanel } from '../features/mail/mail-choices-panel.tsx';
import { ChangePasswordPanel } from '../features/password/change-password-panel.tsx';
import { TwoFactorPanel } from '../features/password/two-factor-panel.tsx';
import { HomeFigures } from '../features/reports/home-figures.tsx';
import { SystemSettingsPanel } from '../features/system/system-settings-panel.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { userTextIn } from '../ui/user-text.tsx';
import { useHomeTab } from './home-tabs.ts';
import { useSession } from './session-context.ts';

/** What a super admin's screen leaves in the history state when it sends an ordinary admin home. */
export type SuperOnlyRefusal = { superOnly: string };

function refusedAddress(state: unknown): string | null {
  const address = (state as Partial<SuperOnlyRefusal> | null)?.superOnly;
  return typeof address === 'string' ? address : null;
}

/**
 * Why an ordinary admin is home instead of the super admin's screen they opened (docs/decisions/340):
 * the address, and that only a super admin opens it. Closed, or on the next tab, it goes.
 */
function SuperOnlyNotice({ address }: { address: string }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  return (
    <Alert
      color="yellow"
      icon={<IconLock size={18} />}
      title={t('home.superOnlyTitle')}
      withCloseButton
      closeButtonLabel={t('home.superOnlyClose')}
      onClose={() => navigate('/', { replace: true, state: null })}
      maw={720}
    >
      {userTextIn(t('home.superOnly'), { address: <Code dir="ltr">{address}</Code> })}
    </Alert>
  );
}

/** '/': the chosen tab's panel; the tabs themselves are in the shell's sidebar. */
export function HomeRoute() {
  const refused = refusedAddress(useLocation().state);
  const session = useSession();
  return (
    <Stack gap="lg">
      {refused ? <SuperOnlyNotice address={refused} /> : null}
      {/* An ordinary admin's own leave, and the leaves they cover (docs/decisions/494). */}
      {session.super_admin ? null : <LeaveNotice />}
      <HomePanel />
    </Stack>
  );
}

function HomePanel(): ReactNode {
  const session = useSession();
  const productName = session.product_name;
  const [tab] = useHomeTab(session.super_admin);
  // An admin who chose the inbox as their first screen lands there right after signing in (and once
  // in a browser session opened signed in).
  const justSignedIn = useLocation().state?.signedIn === signedInState.signedIn;
  const [inboxFirst] = useState(() => takeInboxFirst(justSignedIn));
  if (inboxFirst) return <Navigate to={inboxRoute} replace />;
  switch (tab) {
    case 'ChangePassword':
      return (
        <Stack gap="lg" maw={480}>
          <ChangePasswordPanel />
          <TwoFactorPanel state={session.two_factor} />
          <MailChoicesPanel isSuper={session.super_admin} />
        </Stack>
      );
    case 'System':
      return <SystemSettingsPanel productName={productName} />;
    case 'General':
      // The brokerage at a glance above the cards, each figure opening its report (decision 510).
      return (
        <Stack gap="lg">
          <HomeFigures />
          <HomeCardsPanel group={tab} isSuper={session.super_admin} productName={productName} />
        </Stack>
      );
    default:
      return <HomeCardsPanel group={tab} isSuper={session.super_admin} productName={productName} />;
  }
}
