import { Button, Group, Paper, Stack } from '@mantine/core';
import type { Cil } from '@simsar/contract/cil';
import { useState } from 'react';
import { confirmYesNo } from '../../ui/confirm.tsx';
import { type CardField, FieldList } from '../../ui/field-list.tsx';
import { LoadingScreen } from '../../ui/loading-screen.tsx';
import { PhoneLinks } from '../../ui/phone-links.tsx';
import { withUserText } from '../../ui/user-text.tsx';
import { useCilAction, useQueueItem } from './api/queue-calls.ts';
import { CilDecisionForm } from './cil-decision-form.tsx';
import { ItemHeader } from './item-header.tsx';
import { ItemImage } from './item-image.tsx';
import { brokerOf, DuplicateWarning, dayOf } from './queue-card.tsx';

function fieldsOf(cil: Cil): CardField[] {
  const decided = cil.status === 'accept' || cil.status === 'rejected';
  return [
    { label: 'Broker', value: brokerOf(cil) },
    { label: 'Broker phone', value: cil.user_id ? <PhoneLinks phone={cil.user_id.phone} /> : null },
    { label: 'Developer', value: cil.developer },
    { label: 'Client name', value: cil.client_name },
    { label: 'Client phone', value: <PhoneLinks phone={cil.client_phone} /> },
    { label: 'Project', value: cil.project_code },
    { label: 'Sales name', value: cil.sales_name },
    { label: 'Sales phone', value: <PhoneLinks phone={cil.sales_phone} /> },
    { label: 'Submitted', value: dayOf(cil.createdAt) },
    ...(cil.state_changed_at ? [{ label: 'Last moved', value: dayOf(cil.state_changed_at) }] : []),
    ...(decided
      ? [
          { label: 'Admin', value: cil.admin },
          { label: 'Contact', value: cil.contact },
        ]
      : []),
  ];
}

/**
 * /cil/{new|pending|others}/{id}: every field, the letter, the duplicate warning and the moves.
 * No move goes back to new, so Pending asks first, naming the client and the broker.
 */
export function CilDetail({ id, isSuper, onMoved }: { id: string; isSuper: boolean; onMoved: () => void }) {
  const [progress, setProgress] = useState(0);
  const query = useQueueItem('cil', id);
  const action = useCilAction(id, onMoved, setProgress);
  if (query.isPending) return <LoadingScreen />;
  const cil = query.data;
  if (!cil) return null;
  return (
    <Stack gap="lg" maw={760}>
      <ItemHeader title="CIL" status={cil.status} />
      <DuplicateWarning cil={cil} />
      <Paper withBorder radius="md" p="md">
        <FieldList fields={fieldsOf(cil)} />
      </Paper>
      {isSuper && cil.status === 'new' ? (
        <Group>
          <Button
            onClick={() =>
              confirmYesNo({
                title: 'Pending',
                message: withUserText`Move the CIL of ${cil.client_name} from ${brokerOf(cil)} to Pending?`,
                onYes: () => action.mutate({ move: 'pending' }),
              })
            }
            loading={action.isPending}
          >
            Pending
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
      <ItemImage url={cil.image} type={cil.image_type} label="Letter" />
      {cil.decision_image && cil.decision_image_type ? (
        <ItemImage url={cil.decision_image} type={cil.decision_image_type} label="Decision image" />
      ) : null}
    </Stack>
  );
}
