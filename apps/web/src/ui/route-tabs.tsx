import { Tabs } from '@mantine/core';
import { useNavigate } from 'react-router';

export type RouteTab = { value: string; label: string };

/** A screen's tabs, each its own route (/brokers/accept, /brokers/pending...). */
export function RouteTabs({ base, tabs, current }: { base: string; tabs: RouteTab[]; current: string }) {
  const navigate = useNavigate();
  return (
    <Tabs value={current} onChange={(value) => value && navigate(`${base}/${value}`)} keepMounted={false}>
      <Tabs.List mb="lg">
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
