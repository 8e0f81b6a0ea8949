import { Stack, Tabs, Title } from '@mantine/core';
import type { ContentAudience } from '@simsar/contract/content-paths';
import { type ContentTypeRow, contentWords } from '@simsar/contract/content-types';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { productSlug } from '../../ui/product-name.ts';

export type ContentPage = 'add' | 'view';

/**
 * A content screen's two tabs (content-operations §2), titled and routed by the type's row: the add tab only for super admins, the list
 * for everyone; switching replaces the route, and an ordinary admin asking for add gets the list.
 */
export function ContentScreen({
  row,
  audience,
  productName = '',
  page,
  isSuper,
  add,
  view,
}: {
  row: ContentTypeRow;
  audience?: ContentAudience;
  productName?: string;
  page: ContentPage;
  isSuper: boolean;
  add: () => ReactNode;
  view: () => ReactNode;
}) {
  const words = (text: string) => contentWords(text, { audience, product: productName });
  const [title, addLabel, viewLabel] = [words(row.title), words(row.addLabel), words(row.viewLabel)];
  const base = contentWords(row.route, { audience, product: productSlug(productName) });
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
