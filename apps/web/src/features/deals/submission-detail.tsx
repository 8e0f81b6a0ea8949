import { Button, Group, Paper, Stack } from '@mantine/core';
import type { AcceptSubmissionInput, Submission, SubmissionKind } from '@simsar/contract/deals';
import { confirmYesNo } from '../../ui/confirm.tsx';
import { type CardField, FieldList } from '../../ui/field-list.tsx';
import { LoadingScreen } from '../../ui/loading-screen.tsx';
import { formatEgp } from '../../ui/money.ts';
import { PhoneLinks } from '../../ui/phone-links.tsx';
import { withUserText } from '../../ui/user-text.tsx';
import { AcceptSubmissionForm } from './accept-submission-form.tsx';
import { useQueueItem, useSubmissionAction } from './api/queue-calls.ts';
import { CommissionPanel } from './commission-panel.tsx';
import { ItemHeader } from './item-header.tsx';
import { ItemImage } from './item-image.tsx';
import { brokerOf, dayOf } from './queue-card.tsx';

/**
 * Where the date (estimated check receipt) shows (content-operations §4): a form's in the pending
 * and accept views, a deal's in the new and accept views; editable only while pending (by accepting).
 */
function showsDate(kind: SubmissionKind, status: Submission['status']): boolean {
  if (status === 'accept') return true;
  return kind === 'form' ? false : status === 'new';
}

function fieldsOf(kind: SubmissionKind, item: Submission): CardField[] {
  return [
    { label: 'Broker', value: brokerOf(item) },
    { label: 'Broker phone', value: item.user_id ? <PhoneLinks phone={item.user_id.phone} /> : null },
    { label: 'Developer', value: item.developer },
    { label: 'Client name', value: item.client_name },
    { label: 'Client phone', value: <PhoneLinks phone={item.client_phone} /> },
    { label: 'Client ID', value: item.client_id },
    { label: 'Project', value: item.project_code },
    { label: 'Sales name', value: item.sales_name },
    { label: 'Sales phone', value: <PhoneLinks phone={item.sales_phone} /> },
    { label: 'Deal value', value: formatEgp(item.deal_value) },
    ...(item.final_value ? [{ label: 'Final value', value: formatEgp(item.final_value) }] : []),
    ...(showsDate(kind, item.status)
      ? [{ label: 'Estimated time to receive the check', value: item.date }]
      : []),
    { label: 'Submitted', value: dayOf(item.createdAt) },
    ...(item.state_changed_at ? [{ label: 'Last moved', value: dayOf(item.state_changed_at) }] : []),
  ];
}

/** /form/{type}/{id} and /deals/id/{id}: every field, the image, and the super admin's moves. */
export function SubmissionDetail({
  kind,
  id,
  isSuper,
  onMoved,
}: {
  kind: SubmissionKind;
  id: string;
  isSuper: boolean;
  /** What else a move changes (the home bells): refreshed by app/. */
  onMoved: () => void;
}) {
  const query = useQueueItem(kind, id);
  const action = useSubmissionAction(kind, id, onMoved);
  if (query.isPending) return <LoadingScreen />;
  const item = query.data;
  if (!item) return null;
  const title = kind === 'form' ? 'Form' : 'Deal';
  const reject = () =>
    confirmYesNo({
      title: `Reject ${kind}`,
      message: `Reject the ${kind} of ${item.client_name}?`,
      onYes: () => action.mutate({ move: 'reject' }),
    });
  // Accepting and adding commission cannot be taken back: each names what it records before Yes.
  const accept = (body: AcceptSubmissionInput) =>
    confirmYesNo({
      title: `Accept ${kind}`,
      message: withUserText`Accept the ${kind} of ${item.client_name} with ${body.date} as the estimated time to receive the check?`,
      onYes: () => action.mutate({ move: 'accept', body }),
    });
  const addCommission = (total: string) =>
    confirmYesNo({
      title: 'Add commission',
      message: withUserText`Add ${formatEgp(total)} to the earnings of ${brokerOf(item)}?`,
      onYes: () => action.mutate({ move: 'commission' }),
    });
  const open = item.status === 'new' || item.status === 'pending';
  return (
    <Stack gap="lg" maw={760}>
      <ItemHeader title={title} status={item.status} />
      <Paper withBorder radius="md" p="md">
        <FieldList fields={fieldsOf(kind, item)} />
      </Paper>
      {item.status === 'pending' ? (
        <AcceptSubmissionForm item={item} editable={isSuper} busy={action.isPending} onAccept={accept} />
      ) : null}
      {item.commission ? (
        <CommissionPanel
          commission={item.commission}
          canAdd={isSuper}
          busy={action.isPending}
          onAdd={() => addCommission(item.commission?.total ?? '0')}
        />
      ) : null}
      {isSuper && open ? (
        <Group>
          {item.status === 'new' ? (
            <Button onClick={() => action.mutate({ move: 'pending' })} loading={action.isPending}>
              Pending
            </Button>
          ) : null}
          <Button color="red" variant="light" onClick={reject} disabled={action.isPending}>
            Reject
          </Button>
        </Group>
      ) : null}
      <ItemImage url={item.image} type={item.image_type} label="Receipt or contract" />
    </Stack>
  );
}
