import { Group, Stack, Tabs, Title } from '@mantine/core';
import { type ContentAudience, contentAudiences } from '@simsar/contract/content-paths';
import { type ContentTypeKey, type ContentTypeRow, contentWords } from '@simsar/contract/content-types';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../i18n/i18n.tsx';
import { ExportMenu } from '../../ui/export-menu.tsx';
import { productSlug } from '../../ui/product-name.ts';
import { useContentWords } from './words.ts';

export type ContentPage = 'add' | 'view';

/**
 * A content screen's two tabs (content-operations §2), titled and routed by the type's row: the add tab only for super admins, the list
 * for everyone; switching replaces the route, and an ordinary admin asking for add gets the list.
 * The list's tab offers its export (the list by the row's name; a user type's, its user type's).
 */
export function ContentScreen({
  type,
  row,
  audience,
  productName = '',
  page,
  isSuper,
  add,
  view,
}: {
  type: ContentTypeKey;
  row: ContentTypeRow;
  audience?: ContentAudience;
  productName?: string;
  page: ContentPage;
  isSuper: boolean;
  add: () => ReactNode;
  view: () => ReactNode;
}) {
  const w = useContentWords();
  const t = useT();
  // The row's words in the language in use (the book holds each type's, English as the row says them).
  const values = { audience: audience ? t(`home.audience.${audience}`) : '', product: productName };
  // A type without words in the book (the tests' example type) shows its row's own.
  const words = (part: 'title' | 'add' | 'view', text: string) => {
    const key = `${type}.${part}` as const;
    return key in useContentWords.english ? w(key, values) : contentWords(text, values);
  };
  const [title, addLabel, viewLabel] = [
    words('title', row.title),
    words('add', row.addLabel),
    words('view', row.viewLabel),
  ];
  const base = contentWords(row.route, { audience, product: productSlug(productName) });
  const navigate = useNavigate();
  const current = isSuper ? page : 'view';
  return (
    <Stack gap={0}>
      <Group justify="space-between" align="flex-start" mb="md">
        <Title order={2}>{title}</Title>
        {current === 'view' ? (
          <ExportMenu list={row.name} query={{ userType: audience && contentAudiences[audience] }} />
        ) : null}
      </Group>
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
