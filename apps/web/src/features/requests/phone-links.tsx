import { Anchor, Group, Text } from '@mantine/core';
import { IconBrandWhatsapp, IconPhone } from '@tabler/icons-react';

/** WhatsApp wants the number with Egypt's country code and no leading 0 (010... -> 2010...). */
export function whatsAppLink(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `https://wa.me/${digits.startsWith('0') ? `20${digits.slice(1)}` : digits}`;
}

/** A phone as a call link and a WhatsApp link (issue 11, item 6). */
export function PhoneLinks({ label, phone }: { label: string; phone: string }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed" miw={64}>
        {label}
      </Text>
      <Anchor href={`tel:${phone}`} size="sm" aria-label={`Call ${phone}`}>
        <Group gap={4} wrap="nowrap">
          <IconPhone size={14} aria-hidden />
          {phone}
        </Group>
      </Anchor>
      <Anchor
        href={whatsAppLink(phone)}
        target="_blank"
        rel="noopener noreferrer"
        size="sm"
        c="green"
        aria-label={`WhatsApp ${phone}`}
      >
        <IconBrandWhatsapp size={18} aria-hidden />
      </Anchor>
    </Group>
  );
}
