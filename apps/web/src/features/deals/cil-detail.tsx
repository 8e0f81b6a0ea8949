import { Button, Group, Paper, Stack } from '@mantine/core';
import type { Cil } from '@simsar/contract/cil';
import { useState } from 'react';
import type { BookText } from '../../i18n/books.ts';
import { useI18n } from '../../i18n/i18n.tsx';
import { confirmYesNo } from '../../ui/confirm.tsx';
import { type CardField, FieldList } from '../../ui/field-list.tsx';
import { LoadingScreen } from '../../ui/loading-screen.tsx';
import { PhoneLinks } from '../../ui/phone-links.tsx';
import { userTextIn } from '../../ui/user-text.tsx';
import { useCilAction, useQueueItem } from './api/queue-calls.ts';
import { CilDecisionForm } from './cil-decision-form.tsx';
import { ItemHeader } from './item-header.tsx';
import { ItemImage } from './item-image.tsx';
import { brokerOf, DuplicateWarning, ProtectedUntil } from './queue-card.tsx';
import { type DealsWords, useDealsWords } from './words.ts';

function fieldsOf(
  cil: Cil,
  w: BookText<DealsWords>,
  formatDate: ReturnType<typeof useI18n>['formatDate'],
): CardField[] {
  const decided = cil.status === 'accept' || cil.status === 'rejected';
  return [
    { label: w('broker'), value: brokerOf(cil, w('removedBroker')) },
    { label: w('brokerPhone'), value: cil.user_id ? <PhoneLinks phone={cil.user_id.phone} /> : null },
    { label: w('developer'), value: cil.developer },
    { label: w('clientName'), value: cil.client_name },
    { label: w('clientPhone'), value: <PhoneLinks phone={cil.client_phone} /> },
    { label: w('project'), value: cil.project_code },
    { label: w('salesName'), value: cil.sales_name },
    { label: w('salesPhone'), value: <PhoneLinks phone={cil.sales_phone} /> },
    { label: w('submitted'), value: formatDate(cil.createdAt, 'day') },
    ...(cil.state_changed_at
      ? [{ label: w('lastMoved'), value: formatDate(cil.state_changed_at, 'minute') }]
      : []),
    ...(decided
      ? [
          { label: w('admin'), value: cil.admin },
          { label: w('contact'), value: cil.contact },
        ]
      : []),
  ];
}

/**
 * /cil/{new|pending|others}/{id}: every field, the letter, the duplicate warning and the moves.
 * No move goes back to new, so Pending asks first, naming the client and the broker.
 */
export function CilDetail({ id, isSuper, onMoved }: { id: string; isSuper: boolean; onMoved: () => void }) {
  const w = useDealsWords();
  const { formatDate } = useI18n();
  const [progress, setProgress] = useState(0);
  const query = useQueueItem('cil', id);
  const action = useCilAction(id, onMoved, setProgress);
  if (query.isPending) return <LoadingScreen />;
  const cil = query.data;
  if (!cil) return null;
  return (
    <Stack gap="lg" maw={760}>
      <ItemHeader title={w('cilTitle')} status={cil.status} />
      <ProtectedUntil item={cil} />
      <DuplicateWarning cil={cil} />
      <Paper withBorder radius="md" p="md">
        <FieldList fields={fieldsOf(cil, w, formatDate)} />
      </Paper>
      {isSuper && cil.status === 'new' ? (
        <Group>
          <Button
            onClick={() =>
              confirmYesNo({
                title: w('pending'),
                message: userTextIn(w('pendingCilAsk'), {
                  client: cil.client_name,
                  broker: brokerOf(cil, w('removedBroker')),
                }),
                onYes: () => action.mutate({ move: 'pending' }),
              })
            }
            loading={action.isPending}
          >
            {w('pending')}
          </Button>
        </Group>
      ) : null}
      {isSuper && cil.status === 'pending' ? (
        <CilDecisionForm
          busy={action.isPending}
          progress={progress}
          onDecide={(move, form) => {
            setProgress(0);
            action.mutate({ move, form });
          }}
        />
      ) : null}
      <ItemImage url={cil.image} type={cil.image_type} label={w('letter')} />
      {cil.decision_image && cil.decision_image_type ? (
        <ItemImage url={cil.decision_image} type={cil.decision_image_type} label={w('decisionImage')} />
      ) : null}
    </Stack>
  );
}
