import { Anchor, Group } from '@mantine/core';
import { IconBrandWhatsapp, IconPhone } from '@tabler/icons-react';

/** An Egyptian mobile (01...) in WhatsApp's international form (201...). */
export function whatsappNumberOf(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.startsWith('0') ? `2${digits}` : digits;
}

/** A phone as it is shown everywhere (issue 10): the number as a call link, then a WhatsApp link. */
export function PhoneLinks({ phone }: { phone: string }) {
  return (
    <Group gap={6} wrap="nowrap" component="span" justify="flex-end">
      <Anchor href={`tel:${phone}`} size="sm" aria-label={`Call ${phone}`}>
        <Group gap={4} wrap="nowrap" component="span">
          <IconPhone size={14} aria-hidden />
          {phone}
        </Group>
      </Anchor>
      <Anchor
        href={`https://wa.me/${whatsappNumberOf(phone)}`}
        target="_blank"
        rel="noreferrer"
        size="sm"
        c="green.7"
        aria-label={`WhatsApp ${phone}`}
      >
        <IconBrandWhatsapp size={16} aria-hidden />
      </Anchor>
    </Group>
  );
}
