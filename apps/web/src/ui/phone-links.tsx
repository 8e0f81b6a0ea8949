import { Anchor, Group, Text } from '@mantine/core';
import { IconBrandWhatsapp, IconPhone } from '@tabler/icons-react';
import { useCommonWords } from './common-words.ts';

/** An Egyptian mobile (01...) in WhatsApp's international form (201...). */
export function whatsappNumberOf(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.startsWith('0') ? `2${digits}` : digits;
}

/**
 * The one way a phone shows: the number as a call link, then a WhatsApp link, to
 * `whatsapp` when the person keeps another number for it (the help team). With `label`, the label
 * comes first on the same line (the request cards' rows).
 */
export function PhoneLinks({
  phone,
  whatsapp = phone,
  label,
}: {
  phone: string;
  whatsapp?: string;
  label?: string;
}) {
  const w = useCommonWords();
  return (
    <Group gap={label ? 'xs' : 6} wrap="nowrap" component="span" justify={label ? undefined : 'flex-end'}>
      {label ? (
        <Text size="sm" c="dimmed" miw={64} component="span">
          {label}
        </Text>
      ) : null}
      <Anchor href={`tel:${phone}`} size="sm" aria-label={w('call', { phone })}>
        <Group gap={4} wrap="nowrap" component="span">
          <IconPhone size={14} aria-hidden />
          {phone}
        </Group>
      </Anchor>
      <Anchor
        href={`https://wa.me/${whatsappNumberOf(whatsapp)}`}
        target="_blank"
        rel="noopener noreferrer"
        size="sm"
        c="var(--app-text-success)"
        aria-label={w('whatsapp', { phone: whatsapp })}
      >
        <IconBrandWhatsapp size={16} aria-hidden />
      </Anchor>
    </Group>
  );
}
