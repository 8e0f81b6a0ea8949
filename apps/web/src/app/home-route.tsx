import { Stack } from '@mantine/core';
import { inboxRoute } from '@simsar/contract/inbox';
import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { signedInState } from '../features/auth/login-page.tsx';
import { HomeCardsPanel } from '../features/home/home-cards-panel.tsx';
import { takeInboxFirst } from '../features/inbox/inbox-preference.ts';
import { ChangePasswordPanel } from '../features/password/change-password-panel.tsx';
import { TwoFactorPanel } from '../features/password/two-factor-panel.tsx';
import { SystemSettingsPanel } from '../features/system/system-settings-panel.tsx';
import { useHomeTab } from './home-tabs.ts';
import { useSession } from './session-context.ts';

/** '/': the chosen tab's panel; the tabs themselves are in the shell's sidebar. */
export function HomeRoute() {
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
        </Stack>
      );
    case 'System':
      return <SystemSettingsPanel productName={productName} />;
    default:
      return <HomeCardsPanel group={tab} isSuper={session.super_admin} productName={productName} />;
  }
}
