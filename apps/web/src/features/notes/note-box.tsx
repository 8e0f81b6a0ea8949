import { Button, Group, Paper, Stack, Text, Textarea, UnstyledButton } from '@mantine/core';
import { type AdminRef, noteMaxLength } from '@simsar/contract/notes';
import { useRef, useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { type NoteSubject, useMentionable } from './api/note-calls.ts';
import { useNotesWords } from './words.ts';

/** The `@name` being typed just before the caret, if any: what the picker narrows its admins by. */
function typedMention(text: string, caret: number): { start: number; query: string } | undefined {
  const match = /(^|\s)@([^\s@]*)$/.exec(text.slice(0, caret));
  if (!match) return undefined;
  const query = match[2] ?? '';
  return { start: caret - query.length - 1, query };
}

/** The admins still mentioned: those whose `@name` the text still holds. */
export const stillMentioned = (text: string, picked: AdminRef[]) =>
  picked.filter(
    (admin, at) => text.includes(`@${admin.name}`) && picked.findIndex((a) => a._id === admin._id) === at,
  );

/**
 * The note box: text with `@name` mentions picked from the admins who can see the subject (typing
 * `@` lists them, narrowed as the name is typed); the mentions are sent as the admins' ids.
 */
export function NoteBox({
  subject,
  initial = { body: '', mentions: [] },
  submitLabel,
  busy,
  onSubmit,
  onCancel,
}: {
  subject: NoteSubject;
  initial?: { body: string; mentions: AdminRef[] };
  submitLabel: string;
  busy: boolean;
  onSubmit: (note: { body: string; mentions: AdminRef[] }) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const w = useNotesWords();
  const { language } = useI18n();
  const admins = useMentionable(subject);
  const [text, setText] = useState(initial.body);
  const [picked, setPicked] = useState<AdminRef[]>(initial.mentions);
  const [caret, setCaret] = useState(0);
  const box = useRef<HTMLTextAreaElement>(null);
  const typing = typedMention(text, caret);
  const choices = typing
    ? (admins.data?.items ?? []).filter((admin) =>
        admin.name.toLowerCase().includes(typing.query.toLowerCase()),
      )
    : [];
  const mentions = stillMentioned(text, picked);

  const pick = (admin: AdminRef) => {
    if (!typing) return;
    const inserted = `@${admin.name} `;
    const next = text.slice(0, typing.start) + inserted + text.slice(caret);
    const at = typing.start + inserted.length;
    setText(next);
    setPicked([...picked, admin]);
    setCaret(at);
    requestAnimationFrame(() => {
      box.current?.focus();
      box.current?.setSelectionRange(at, at);
    });
  };

  const submit = async () => {
    await onSubmit({ body: text, mentions });
    if (!onCancel) {
      setText('');
      setPicked([]);
      setCaret(0);
    }
  };

  return (
    <Stack gap={6}>
      <Textarea
        ref={box}
        aria-label={submitLabel === w('add') ? w('newNote') : w('edit')}
        placeholder={w('notePlaceholder')}
        value={text}
        maxLength={noteMaxLength}
        autosize
        minRows={2}
        dir="auto"
        onChange={(event) => {
          setText(event.currentTarget.value);
          setCaret(event.currentTarget.selectionStart);
        }}
        onSelect={(event) => setCaret(event.currentTarget.selectionStart)}
      />
      {typing ? (
        <Paper withBorder p={4} role="group" aria-label={w('mentionAdmins')}>
          {choices.length === 0 ? (
            <Text size="sm" c="dimmed" p={4}>
              {w('noAdminMatches')}
            </Text>
          ) : (
            choices.map((admin) => (
              <UnstyledButton
                key={admin._id}
                display="block"
                w="100%"
                p={4}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(admin)}
              >
                <Text size="sm" dir="auto">
                  @{admin.name}
                </Text>
              </UnstyledButton>
            ))
          )}
        </Paper>
      ) : null}
      {mentions.length > 0 ? (
        <Text size="xs" c="dimmed">
          {w('mentioning', {
            names: new Intl.ListFormat(language).format(mentions.map((admin) => `\u2068${admin.name}\u2069`)),
          })}
        </Text>
      ) : null}
      <Group gap="xs" justify="flex-end">
        {onCancel ? (
          <Button variant="default" size="xs" onClick={onCancel}>
            {w('cancel')}
          </Button>
        ) : null}
        <Button
          size="xs"
          loading={busy}
          disabled={text.trim() === ''}
          onClick={() => void submit().catch(() => {})}
        >
          {submitLabel}
        </Button>
      </Group>
    </Stack>
  );
}
