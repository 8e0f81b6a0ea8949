import { Stack, Tabs, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';

export type ContentPage = 'add' | 'view';

/**
 * A content screen's two tabs (content-operations §2): the add tab only for super admins, the list
 * for everyone; switching replaces the route, and an ordinary admin asking for add gets the list.
 */
export function ContentScreen({
  title,
  base,
  page,
  isSuper,
  addLabel,
  viewLabel,
  add,
  view,
}: {
  title: string;
  base: string;
  page: ContentPage;
  isSuper: boolean;
  addLabel: string;
  viewLabel: string;
  add: () => ReactNode;
  view: () => ReactNode;
}) {
  const navigate = useNavigate();
  const current = isSuper ? page : 'view';
  return (
    <Stack gap={0}>
      <Title order={2} mb="md">
        {title}
      </Title>
      <Tabs value={current} onChange={(value) => value && navigate(`${base}/${value}`, { replace: true })}>
        <Tabs.List mb="lg">
          {isSuper ? <Tabs.Tab value="add">{addLabel}</Tabs.Tab> : null}
          <Tabs.Tab value="view">{viewLabel}</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      {current === 'add' ? add() : view()}
    </Stack>
  );
}
