import { Alert, Badge, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import type { AdminLeave } from '@simsar/contract/admin-leave';
import type { Admin } from '@simsar/contract/auth';
import { IconBeach } from '@tabler/icons-react';
import { useState } from 'react';
import { translateMessage, useI18n } from '../../i18n/i18n.tsx';
import { ApiError } from '../../ui/api-client.ts';
import { confirmYesNo } from '../../ui/confirm.tsx';
import { DayInput } from '../../ui/day-input.tsx';
import { FormActions } from '../../ui/form-actions.tsx';
import { userTextIn } from '../../ui/user-text.tsx';
import { useAdmins, useEndLeave, useLeaves, useMyLeaves, usePlanLeave } from './api/admin-calls.ts';
import { useAdminWords } from './words.ts';

/** Who covers a leave: the chosen admin, or the other admins when the rule shares it. */
function useCoverName() {
  const w = useAdminWords();
  return (leave: AdminLeave) =>
    leave.lend_to ? (leave.lend_to_name ?? w('aCoveringAdmin')) : w('theOtherAdmins');
}

/** A leave's day as the console writes days (the contract keeps `YYYY-MM-DD`, a Cairo day). */
export function useLeaveDay() {
  const { formatDate } = useI18n();
  return (day: string) => formatDate(`${day}T12:00:00Z`, 'day');
}

/**
 * An ordinary admin's leave on their card (docs/decisions/494): the leave planned or under way with
 * End leave, or Leave, which asks for the days and the admin who covers.
 */
export function LeaveControl({ admin }: { admin: Admin }) {
  const w = useAdminWords();
  const day = useLeaveDay();
  const coverName = useCoverName();
  const leaves = useLeaves(true);
  const end = useEndLeave();
  const [open, setOpen] = useState(false);
  const leave = leaves.data?.find((item) => item.admin_id === admin._id);
  if (!leave) {
    return (
      <>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconBeach size={16} aria-hidden />}
          onClick={() => setOpen(true)}
        >
          {w('leave')}
        </Button>
        {open ? <LeaveDialog admin={admin} onClose={() => setOpen(false)} /> : null}
      </>
    );
  }
  const cover = coverName(leave);
  const values = { from: day(leave.starts_on), to: day(leave.ends_on), cover: <bdi>{cover}</bdi> };
  return (
    <Stack gap={6}>
      <Badge
        variant="light"
        color={leave.state === 'started' ? 'orange' : 'blue'}
        tt="none"
        style={{ whiteSpace: 'normal' }}
        h="auto"
        py={4}
      >
        {userTextIn(w(leave.state === 'started' ? 'onLeave' : 'leavePlanned'), values)}
      </Badge>
      {leave.state === 'started' ? (
        <Text size="sm" c="dimmed">
          {w('lentNow', { count: leave.lent_members })}
        </Text>
      ) : null}
      <Button
        variant="subtle"
        size="xs"
        loading={end.isPending}
        onClick={() =>
          confirmYesNo({
            title: w('endLeave'),
            message: userTextIn(w('askEndLeave'), {
              name: <bdi>{admin.name}</bdi>,
              cover: <bdi>{cover}</bdi>,
            }),
            onYes: () => end.mutate(leave._id),
          })
        }
      >
        {w('endLeave')}
      </Button>
    </Stack>
  );
}

/** The choice of no one admin: the assignment rule shares the members among the others at work. */
const sharedByRule = 'rule';

/** The days and the covering admin, checked by the server; its refusal shown on the field it names. */
function LeaveDialog({ admin, onClose }: { admin: Admin; onClose: () => void }) {
  const w = useAdminWords();
  const admins = useAdmins();
  const plan = usePlanLeave();
  const [startsOn, setStartsOn] = useState('');
  const [endsOn, setEndsOn] = useState('');
  const [lendTo, setLendTo] = useState<string | null>(null);
  const fields = plan.error instanceof ApiError ? (plan.error.fields ?? {}) : {};
  const fieldError = (name: string) => (fields[name] ? translateMessage(fields[name]) : undefined);
  const covers = [
    { value: sharedByRule, label: w('sharedByRule') },
    ...(admins.data ?? [])
      .filter((other) => !other.super_admin && other._id !== admin._id)
      .map((other) => ({ value: other._id, label: other.name })),
  ];
  const ready = Boolean(startsOn && endsOn && lendTo);
  return (
    <Modal
      opened
      onClose={onClose}
      title={userTextIn(w('planLeave'), { name: <bdi>{admin.name}</bdi> })}
      centered
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!lendTo) return;
          plan.mutate(
            {
              adminId: admin._id,
              leave: {
                starts_on: startsOn,
                ends_on: endsOn,
                lend_to: lendTo === sharedByRule ? null : lendTo,
              },
            },
            { onSuccess: onClose },
          );
        }}
      >
        <Stack gap="sm">
          <Group grow align="flex-start">
            <DayInput
              label={w('firstDay')}
              value={startsOn}
              onChange={setStartsOn}
              required
              error={fieldError('starts_on')}
            />
            <DayInput
              label={w('lastDay')}
              value={endsOn}
              onChange={setEndsOn}
              required
              error={fieldError('ends_on')}
            />
          </Group>
          <Select
            label={w('coveredBy')}
            description={w('coveredByHint')}
            data={covers}
            value={lendTo}
            onChange={setLendTo}
            searchable
            withAsterisk
            error={fieldError('lend_to')}
          />
          {plan.error && Object.keys(fields).length === 0 ? (
            <Alert color="red" variant="light">
              {translateMessage(plan.error.message)}
            </Alert>
          ) : null}
          <FormActions onCancel={onClose} busy={plan.isPending} disabled={!ready} submit={w('saveLeave')} />
        </Stack>
      </form>
    </Modal>
  );
}

/** What an ordinary admin's home says of their own leave and of those they cover. */
export function LeaveNotice() {
  const w = useAdminWords();
  const day = useLeaveDay();
  const coverName = useCoverName();
  const mine = useMyLeaves();
  if (!mine.data) return null;
  const { own, covering } = mine.data;
  const lines = [
    ...(own ? [ownLine(own)] : []),
    ...covering.map((leave) =>
      userTextIn(w(leave.state === 'started' ? 'youCover' : 'youWillCover', { count: leave.lent_members }), {
        name: <bdi>{leave.admin_name}</bdi>,
        from: day(leave.starts_on),
        to: day(leave.ends_on),
      }),
    ),
  ];
  if (lines.length === 0) return null;
  function ownLine(leave: AdminLeave) {
    return userTextIn(w(leave.state === 'started' ? 'youOnLeave' : 'youPlannedLeave'), {
      from: day(leave.starts_on),
      to: day(leave.ends_on),
      cover: <bdi>{coverName(leave)}</bdi>,
    });
  }
  return (
    <Alert color="orange" variant="light" icon={<IconBeach size={18} />} maw={720} role="status">
      <Stack gap={4}>
        {lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines are fixed for one reply.
          <Text key={index} size="sm">
            {line}
          </Text>
        ))}
      </Stack>
    </Alert>
  );
}
