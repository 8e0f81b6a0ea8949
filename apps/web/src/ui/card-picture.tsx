import { Center, Image } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { useState } from 'react';

/**
 * A card's picture across its top, or the same placeholder with the card's icon when it has none and
 * when it cannot load (its item was deleted or its file replaced after the list loaded), rather than a
 * broken image. The placeholder shows no picture, so it is no image to a screen reader either.
 */
export function CardPicture({
  src,
  alt,
  h,
  icon: PlaceholderIcon,
}: {
  src: string | null;
  alt: string;
  h: number;
  icon: Icon;
}) {
  const [gone, setGone] = useState(false);
  if (src && !gone)
    return <Image src={src} alt={alt} h={h} fit="cover" loading="lazy" onError={() => setGone(true)} />;
  return (
    <Center h={h} bg="var(--app-placeholder)">
      <PlaceholderIcon size={40} color="var(--mantine-color-gray-5)" />
    </Center>
  );
}
