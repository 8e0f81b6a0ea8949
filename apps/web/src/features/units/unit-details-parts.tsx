import { Anchor, Badge, Group, Image, Paper, SimpleGrid, Table, Text, Title } from '@mantine/core';
import type { Unit } from '@simsar/contract/units-replies';
import type { ReactNode } from 'react';
import { useCommonWords } from '../../ui/common-words.ts';
import { formatEgp } from '../../ui/money.ts';
import { useUnitsWords } from './words.ts';

export function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={title}>
      <Title order={3} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      {/* The value in its own direction, lined up with its label as the page runs. */}
      <Text component="div" dir="auto" style={{ textAlign: 'match-parent' }}>
        {children || '—'}
      </Text>
    </div>
  );
}

/** A figure keeps its own left-to-right order inside Arabic words. */
export const figure = (text: string) => <bdi dir="ltr">{text}</bdi>;
export const egp = (value: number | null) => (value === null ? '—' : figure(formatEgp(value)));
function Video({ src, label }: { src: string; label: string }) {
  // biome-ignore lint/a11y/useMediaCaption: uploaded orientation videos come without caption files
  return <video src={src} controls preload="metadata" width="100%" aria-label={label} />;
}

const percent = (value: number | null) => (value === null ? '—' : figure(`${value}%`));
export const link = (url: string | null, label: string) =>
  url ? (
    <Anchor href={url} target="_blank" rel="noreferrer">
      {label}
    </Anchor>
  ) : null;

/** The images, the logo, the master plan, the videos and the files of a project. */
export function UnitMedia({ unit }: { unit: Unit }) {
  const w = useUnitsWords();
  return (
    <Block title={w('imagesAndVideos')}>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="xs" mb="md">
        {unit.images.map((url, index) => (
          <Image
            key={url}
            src={url}
            alt={w('imageOf', { name: unit.project_name, number: index + 1 })}
            h={110}
            radius="sm"
            fit="cover"
          />
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Field label={w('logo')}>
          {unit.logo ? <Image src={unit.logo} alt={w('logo')} h={90} w="auto" fit="contain" /> : null}
        </Field>
        <Field label={w('masterPlan')}>
          {unit.master_plan?.endsWith('.pdf')
            ? link(unit.master_plan, w('openMasterPlan'))
            : unit.master_plan && (
                <Image src={unit.master_plan} alt={w('masterPlan')} h={160} w="auto" fit="contain" />
              )}
        </Field>
        <Field label={w('videoBroker')}>
          {unit.video_broker ? <Video src={unit.video_broker} label={w('videoBroker')} /> : null}
        </Field>
        <Field label={w('videoClient')}>
          {unit.video_client ? <Video src={unit.video_client} label={w('videoClient')} /> : null}
        </Field>
        <Field label={w('pdf')}>{link(unit.pdf, w('openPdf'))}</Field>
        <Field label={w('availabilityFile')}>{link(unit.file, w('openAvailabilityFile'))}</Field>
      </SimpleGrid>
    </Block>
  );
}

/** A project's payment plans: down payment and years. */
export function UnitPaymentPlans({ unit }: { unit: Unit }) {
  const w = useUnitsWords();
  return (
    <Block title={w('paymentPlans')}>
      <Table withTableBorder maw={420}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{w('downPayment')}</Table.Th>
            <Table.Th>{w('years')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {unit.payment_plans.map((plan, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: saved rows in their order; they have no id
            <Table.Tr key={index}>
              <Table.Td>{percent(plan.down_payment)}</Table.Td>
              <Table.Td>{plan.years ?? '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Block>
  );
}

/** The sales contact, the commission and the project's flags. */
export function UnitSales({ unit }: { unit: Unit }) {
  const w = useUnitsWords();
  const common = useCommonWords();
  const yesNo = (yes: boolean) => common(yes ? 'yes' : 'no');
  return (
    <Block title={w('salesAndCommission')}>
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <Field label={w('salesName')}>{unit.sales_name}</Field>
        <Field label={w('phone')}>{unit.phone && figure(unit.phone)}</Field>
        <Field label={w('whatsapp')}>{unit.whatsapp && figure(unit.whatsapp)}</Field>
        <Field label={w('whatsappGroup')}>{link(unit.whatsapp_link, w('openGroupLink'))}</Field>
        <Field label={w('commission')}>{percent(unit.commission)}</Field>
        <Field label={w('incentive')}>{percent(unit.incentive)}</Field>
        <Field label={w('developerDiscount')}>{unit.developer_discount}</Field>
      </SimpleGrid>
      <Group gap="xs" mt="md">
        <Badge variant="light" color={unit.new_launches ? 'grape' : 'gray'}>
          {w('newLaunchIs', { answer: yesNo(unit.new_launches) })}
        </Badge>
        <Badge variant="light" color={unit.freebroker_discount ? 'teal' : 'gray'}>
          {w('freeBrokerDiscountIs', { answer: yesNo(unit.freebroker_discount) })}
        </Badge>
        <Badge variant="light" color={unit.view ? 'teal' : 'orange'}>
          {unit.view ? w('reviewed') : w('awaitingReviewLong')}
        </Badge>
      </Group>
    </Block>
  );
}
