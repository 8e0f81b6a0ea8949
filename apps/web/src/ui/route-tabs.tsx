import { Badge, Tabs } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useI18n } from '../i18n/i18n.tsx';
import { useCommonWords } from './common-words.ts';

/** `bell`: items waiting in that tab; a bell with the count shows when above 0. */
export type RouteTab = { value: string; label: string; bell?: number };

/**
 * A screen's tabs, each its own route (/brokers/accept, /brokers/pending...). Switching tabs replaces
 * the route (console-core): Back leaves the screen. Every tabbed screen uses this one.
 */
export function RouteTabs({ base, tabs, current }: { base: string; tabs: RouteTab[]; current: string }) {
  const navigate = useNavigate();
  const w = useCommonWords();
  const { formatNumber } = useI18n();
  return (
    <Tabs
      value={current}
      onChange={(value) => value && navigate(`${base}/${value}`, { replace: true })}
      keepMounted={false}
    >
      <Tabs.List mb="lg">
        {tabs.map((tab) => (
          <Tabs.Tab
            key={tab.value}
            value={tab.value}
            rightSection={
              tab.bell ? (
                <Badge
                  color="red"
                  variant="light"
                  size="sm"
                  role="img"
                  aria-label={w('waiting', { count: tab.bell })}
                  leftSection={<IconBell size={12} aria-hidden />}
                >
                  {formatNumber(tab.bell)}
                </Badge>
              ) : null
            }
          >
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
