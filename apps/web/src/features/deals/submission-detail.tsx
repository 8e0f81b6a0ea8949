import { Button, Group, Paper, Stack } from '@mantine/core';
import type { AcceptSubmissionInput, Submission, SubmissionKind } from '@simsar/contract/deals';
import type { BookText } from '../../i18n/books.ts';
import { useI18n } from '../../i18n/i18n.tsx';
import { confirmYesNo } from '../../ui/confirm.tsx';
import { type CardField, FieldList } from '../../ui/field-list.tsx';
import { LoadingScreen } from '../../ui/loading-screen.tsx';
import { formatEgp } from '../../ui/money.ts';
import { PhoneLinks } from '../../ui/phone-links.tsx';
import { userTextIn } from '../../ui/user-text.tsx';
import { AcceptSubmissionForm } from './accept-submission-form.tsx';
import { useQueueItem, useSubmissionAction } from './api/queue-calls.ts';
import { CommissionPanel } from './commission-panel.tsx';
import { ItemHeader } from './item-header.tsx';
import { ItemImage } from './item-image.tsx';
import { PriceListField } from './price-list-field.tsx';
import { brokerOf, FirstIntroducer } from './queue-card.tsx';
import { type DealsWords, useDealsWords } from './words.ts';

/**
 * Where the date (estimated check receipt) shows (content-operations §4): a form's in the pending
 * and accept views, a deal's in the new and accept views; editable only while pending (by accepting).
 */
function showsDate(kind: SubmissionKind, status: Submission['status']): boolean {
  if (status === 'accept') return true;
  return kind === 'form' ? false : status === 'new';
}

type FormatDate = ReturnType<typeof useI18n>['formatDate'];

function fieldsOf(
  kind: SubmissionKind,
  item: Submission,
  w: BookText<DealsWords>,
  formatDate: FormatDate,
): CardField[] {
  return [
    { label: w('broker'), value: brokerOf(item, w('removedBroker')) },
    { label: w('brokerPhone'), value: item.user_id ? <PhoneLinks phone={item.user_id.phone} /> : null },
    { label: w('developer'), value: item.developer },
    { label: w('clientName'), value: item.client_name },
    { label: w('clientPhone'), value: <PhoneLinks phone={item.client_phone} /> },
    { label: w('clientId'), value: item.client_id },
    { label: w('project'), value: item.project_code },
    { label: w('salesName'), value: item.sales_name },
    { label: w('salesPhone'), value: <PhoneLinks phone={item.sales_phone} /> },
    { label: w('dealValue'), value: formatEgp(item.deal_value) },
    ...(item.final_value ? [{ label: w('finalValue'), value: formatEgp(item.final_value) }] : []),
    ...(showsDate(kind, item.status)
      ? [{ label: w('checkDate'), value: item.date && formatDate(item.date, 'day') }]
      : []),
    { label: w('submitted'), value: formatDate(item.createdAt, 'day') },
    { label: w('priceList'), value: <PriceListField version={item.price_list} /> },
    ...(item.state_changed_at
      ? [{ label: w('lastMoved'), value: formatDate(item.state_changed_at, 'minute') }]
      : []),
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
  const w = useDealsWords();
  const { formatDate } = useI18n();
  const query = useQueueItem(kind, id);
  const action = useSubmissionAction(kind, id, onMoved);
  if (query.isPending) return <LoadingScreen />;
  const item = query.data;
  if (!item) return null;
  const title = kind === 'form' ? w('formTitle') : w('dealTitle');
  const reject = () =>
    confirmYesNo({
      title: w(kind === 'form' ? 'rejectForm' : 'rejectDeal'),
      message: userTextIn(w(kind === 'form' ? 'rejectFormAsk' : 'rejectDealAsk'), {
        client: item.client_name,
      }),
      onYes: () => action.mutate({ move: 'reject' }),
    });
  // No move goes back to new: Pending asks first, naming the client and the broker, as a CIL's does.
  const pending = () =>
    confirmYesNo({
      title: w('pending'),
      message: userTextIn(w(kind === 'form' ? 'pendingFormAsk' : 'pendingDealAsk'), {
        client: item.client_name,
        broker: brokerOf(item, w('removedBroker')),
      }),
      onYes: () => action.mutate({ move: 'pending' }),
    });
  // Accepting and adding commission cannot be taken back: each names what it records before Yes.
  const accept = (body: AcceptSubmissionInput) =>
    confirmYesNo({
      title: w(kind === 'form' ? 'acceptForm' : 'acceptDeal'),
      message: userTextIn(w(kind === 'form' ? 'acceptFormAsk' : 'acceptDealAsk'), {
        client: item.client_name,
        date: <bdi dir="ltr">{body.date}</bdi>,
      }),
      onYes: () => action.mutate({ move: 'accept', body }),
    });
  const addCommission = (total: string) =>
    confirmYesNo({
      title: w('addCommission'),
      message: userTextIn(w('addCommissionAsk'), {
        amount: <bdi dir="ltr">{formatEgp(total)}</bdi>,
        broker: brokerOf(item, w('removedBroker')),
      }),
      onYes: () => action.mutate({ move: 'commission' }),
    });
  const open = item.status === 'new' || item.status === 'pending';
  return (
    <Stack gap="lg" maw={760}>
      <ItemHeader title={title} status={item.status} />
      <FirstIntroducer item={item} />
      <Paper withBorder radius="md" p="md">
        <FieldList fields={fieldsOf(kind, item, w, formatDate)} />
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
            <Button onClick={pending} loading={action.isPending}>
              {w('pending')}
            </Button>
          ) : null}
          <Button color="red" variant="light" onClick={reject} disabled={action.isPending}>
            {w('reject')}
          </Button>
        </Group>
      ) : null}
      <ItemImage url={item.image} type={item.image_type} label={w('receipt')} />
    </Stack>
  );
}
