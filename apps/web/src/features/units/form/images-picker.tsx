import {
  ActionIcon,
  Alert,
  Button,
  FileButton,
  Group,
  Image,
  Input,
  Paper,
  SimpleGrid,
  Text,
} from '@mantine/core';
import { isAcceptedImageName, unitImagesMax } from '@simsar/contract/units';
import { unitMessages } from '@simsar/contract/units-messages';
import { IconAlertCircle, IconPhotoPlus, IconX } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { translateMessage } from '../../../i18n/i18n.tsx';
import { useUnitsWords } from '../words.ts';
import { wrongTypeMessage } from './first-bytes.ts';

/**
 * The project's images: those saved (edit mode, removable) and those chosen now; at most 6 in all,
 * jpg, png or jpeg only; a choice breaking either rule is refused with the spec's alert (content-operations §5, §8).
 */
export function ImagesPicker({
  saved = [],
  removed = [],
  onRemoveSaved,
  chosen,
  onChoose,
  error,
  onChecking,
}: {
  saved?: string[];
  removed?: string[];
  onRemoveSaved?: (url: string) => void;
  chosen: File[];
  onChoose: (files: File[]) => void;
  error?: string;
  /** Told while the chosen files' first bytes are being read, so that the form waits for them. */
  onChecking?: (checking: boolean) => void;
}) {
  const w = useUnitsWords();
  const [alert, setAlert] = useState<string | null>(null);
  const kept = saved.filter((url) => !removed.includes(url));
  const previews = useMemo(() => chosen.map((file) => URL.createObjectURL(file)), [chosen]);
  useEffect(
    () => () => {
      for (const url of previews) URL.revokeObjectURL(url);
    },
    [previews],
  );

  const add = async (files: File[]) => {
    if (files.length === 0) return;
    if (files.some((file) => !isAcceptedImageName(file.name))) return setAlert(unitMessages.imageTypes);
    if (kept.length + chosen.length + files.length > unitImagesMax) return setAlert(unitMessages.maxImages);
    // By the first bytes too, as the server tells them: a PDF named .png is refused here, at once.
    onChecking?.(true);
    const wrong = await Promise.all(files.map((file) => wrongTypeMessage('images', file))).finally(() =>
      onChecking?.(false),
    );
    if (wrong.some(Boolean)) return setAlert(unitMessages.imageTypes);
    setAlert(null);
    onChoose([...chosen, ...files]);
  };

  return (
    <Input.Wrapper
      label={w('imagesCount', { count: kept.length + chosen.length, max: unitImagesMax })}
      withAsterisk
      error={error}
    >
      <Paper withBorder p="sm" radius="sm" mt={4}>
        <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing="xs" mb={kept.length + chosen.length ? 'sm' : 0}>
          {kept.map((url, index) => (
            <Thumb
              key={url}
              src={url}
              label={w('savedImage', { number: index + 1 })}
              onRemove={() => onRemoveSaved?.(url)}
            />
          ))}
          {chosen.map((file, index) => (
            <Thumb
              key={previews[index]}
              src={previews[index] ?? ''}
              label={file.name}
              onRemove={() => onChoose(chosen.filter((_, i) => i !== index))}
            />
          ))}
        </SimpleGrid>
        <Group>
          <FileButton
            multiple
            accept=".jpg,.jpeg,.png,image/jpeg,image/png"
            onChange={(files) => void add(files)}
          >
            {(props) => (
              <Button {...props} variant="light" leftSection={<IconPhotoPlus size={16} />}>
                {w('chooseImages')}
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="dimmed">
            {w('imagesHint', { max: unitImagesMax })}
          </Text>
        </Group>
      </Paper>
      {alert ? (
        <Alert
          mt="xs"
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} />}
          onClose={() => setAlert(null)}
          withCloseButton
        >
          {translateMessage(alert)}
        </Alert>
      ) : null}
    </Input.Wrapper>
  );
}

function Thumb({ src, label, onRemove }: { src: string; label: string; onRemove: () => void }) {
  const w = useUnitsWords();
  return (
    <div style={{ position: 'relative' }}>
      <Image src={src} alt={label} h={80} radius="sm" fit="cover" />
      <ActionIcon
        size="sm"
        color="red"
        variant="filled"
        radius="xl"
        aria-label={w('removeOne', { name: label })}
        onClick={onRemove}
        style={{ position: 'absolute', top: 4, right: 4 }}
      >
        <IconX size={12} />
      </ActionIcon>
    </div>
  );
}
