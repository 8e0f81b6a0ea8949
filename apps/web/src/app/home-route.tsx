import { Stack } from '@mantine/core';
import { inboxRoute } from '@simsar/contract/inbox';
import { useState } from 'react';
import { Navigate } from 'react-router';
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
  // An admin who chose the inbox as their first screen lands there once a browser session.
  const [inboxFirst] = useState(takeInboxFirst);
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
