import { Anchor, Badge, Group, Image, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { Unit } from '@simsar/contract/units-replies';
import type { ReactNode } from 'react';
import { formatEgp } from '../../ui/money.ts';

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={title}>
      <Title order={3} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="div" dir="auto">
        {children || '—'}
      </Text>
    </div>
  );
}

const egp = (value: number | null) => (value === null ? '—' : formatEgp(value));
function Video({ src, label }: { src: string; label: string }) {
  // biome-ignore lint/a11y/useMediaCaption: uploaded orientation videos come without caption files
  return <video src={src} controls preload="metadata" width="100%" aria-label={label} />;
}

const percent = (value: number | null) => (value === null ? '—' : `${value}%`);
const link = (url: string | null, label: string) =>
  url ? (
    <Anchor href={url} target="_blank" rel="noreferrer">
      {label}
    </Anchor>
  ) : null;

/** The read-only project (content-operations §2): media, names, location, money, plans, types, features. */
export function UnitDetails({ unit }: { unit: Unit }) {
  return (
    <Stack gap="lg">
      <Block title="Images and videos">
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="xs" mb="md">
          {unit.images.map((url, index) => (
            <Image
              key={url}
              src={url}
              alt={`${unit.project_name} image ${index + 1}`}
              h={110}
              radius="sm"
              fit="cover"
            />
          ))}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Field label="Logo">
            {unit.logo ? <Image src={unit.logo} alt="Logo" h={90} w="auto" fit="contain" /> : null}
          </Field>
          <Field label="Master plan">
            {unit.master_plan?.endsWith('.pdf')
              ? link(unit.master_plan, 'Open the master plan')
              : unit.master_plan && (
                  <Image src={unit.master_plan} alt="Master plan" h={160} w="auto" fit="contain" />
                )}
          </Field>
          <Field label="Video broker">
            {unit.video_broker ? <Video src={unit.video_broker} label="Video broker" /> : null}
          </Field>
          <Field label="Video client">
            {unit.video_client ? <Video src={unit.video_client} label="Video client" /> : null}
          </Field>
          <Field label="PDF">{link(unit.pdf, 'Open the PDF')}</Field>
          <Field label="Availability file">{link(unit.file, 'Open the availability file')}</Field>
        </SimpleGrid>
      </Block>
      <Block title="Project">
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Field label="Project name">{unit.project_name}</Field>
          <Field label="Developer">
            {unit.dev_name_en} / {unit.dev_name_ar}
          </Field>
          <Field label="Location">
            {unit.location_en} / {unit.location_ar}
          </Field>
          <Field label="Map">{link(unit.map_location, 'Open in Google Maps')}</Field>
          <Field label="Delivery">
            {unit.delivery_en} / {unit.delivery_ar}
          </Field>
          <Field label="Finishing">
            {unit.finishing_en} / {unit.finishing_ar}
          </Field>
        </SimpleGrid>
        <Field label="Description">
          <Text style={{ whiteSpace: 'pre-wrap' }} dir="auto">
            {unit.description}
          </Text>
        </Field>
      </Block>
      <Block title="Payment plans">
        <Table withTableBorder maw={420}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Down payment</Table.Th>
              <Table.Th>Years</Table.Th>
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
      <Block title="Types, areas and prices">
        {unit.types.length === 0 ? <Text c="dimmed">No types</Text> : null}
        <Stack gap="sm">
          {unit.types.map((type) => (
            <div key={type.name_en}>
              <Text fw={600}>
                {type.name_en} / {type.name_ar}
              </Text>
              {type.areas_and_prices.map((row, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: saved rows in their order; they have no id
                <Text key={index} size="sm">
                  {row.area === null ? '—' : `${row.area} m²`} · {egp(row.price)}
                </Text>
              ))}
            </div>
          ))}
        </Stack>
      </Block>
      <Block title="Features">
        {unit.features_en.length === 0 ? <Text c="dimmed">No features</Text> : null}
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing={4}>
          {unit.features_en.map((en, index) => (
            <Text key={en} size="sm">
              {en} =&gt; {unit.features_ar[index]}
            </Text>
          ))}
        </SimpleGrid>
      </Block>
      <Block title="Sales and commission">
        <SimpleGrid cols={{ base: 1, md: 3 }}>
          <Field label="Sales name">{unit.sales_name}</Field>
          <Field label="Phone">{unit.phone}</Field>
          <Field label="WhatsApp">{unit.whatsapp}</Field>
          <Field label="WhatsApp group">{link(unit.whatsapp_link, 'Open the group link')}</Field>
          <Field label="Commission">{percent(unit.commission)}</Field>
          <Field label="Incentive">{percent(unit.incentive)}</Field>
          <Field label="Developer discount">{unit.developer_discount}</Field>
        </SimpleGrid>
        <Group gap="xs" mt="md">
          <Badge variant="light" color={unit.new_launches ? 'grape' : 'gray'}>
            New launch: {unit.new_launches ? 'Yes' : 'No'}
          </Badge>
          <Badge variant="light" color={unit.freebroker_discount ? 'teal' : 'gray'}>
            Free broker discount: {unit.freebroker_discount ? 'Yes' : 'No'}
          </Badge>
          <Badge variant="light" color={unit.view ? 'teal' : 'orange'}>
            {unit.view ? 'Reviewed: shown in the apps' : 'Awaiting review: not in the apps yet'}
          </Badge>
        </Group>
      </Block>
    </Stack>
  );
}
