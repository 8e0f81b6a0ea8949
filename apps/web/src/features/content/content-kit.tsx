import { Checkbox, SimpleGrid, Stack, Textarea } from '@mantine/core';
import type { BilingualPair } from '@simsar/contract/bilingual';
import { fillPath } from '@simsar/contract/paths';
import { type ReactNode, useState } from 'react';
import { type FieldValues, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FileSlot } from '../../ui/file-slot.tsx';
import { errorAt, FormPhone, FormText, inputDirection } from '../../ui/form-fields.tsx';
import { localResolver } from '../../ui/form-resolver.ts';
import { ItemLanguageBadges } from '../../ui/missing-languages.tsx';
import {
  uploadContent,
  useContentDelete,
  useContentList,
  useContentSave,
  useReloadList,
} from './api/content-calls.ts';
import { acceptImage, acceptMp4, acceptPdf, SaveBar, showSaveError, useFileChoice } from './content-form.tsx';
import { type CardMedia, ContentCard, ContentList, EditDeleteButtons } from './content-list.tsx';
import { useContentWords } from './words.ts';

/** One input of a content form: a line of text (the default), a phone number, a longer text or a yes/no. */
export type ContentField = {
  name: string;
  label: string;
  input?: 'text' | 'phone' | 'textarea' | 'checkbox';
  /** Shows the asterisk (default true); the schema decides what is refused. */
  required?: boolean;
  dir?: 'rtl';
  lang?: 'ar';
  inputMode?: 'text' | 'url';
  placeholder?: string;
  maxLength?: number;
};

/** The shared form of a content type: its fields, its one file, its words. */
export type ContentFormSpec<Item> = {
  addLabel: string;
  schema: z.ZodType;
  blank: FieldValues;
  /** The form's values for editing an item; without it, items are not edited (sliders, discounts). */
  fromItem?: (item: Item) => FieldValues;
  fields: ContentField[];
  /** The fields two to a row on the add tab (one when editing inline). */
  grid?: boolean;
  /** Its one file, if it has one. */
  file?: {
    kind: 'image' | 'video' | 'document';
    /** The slot's field in the body and its label (default: the kind's, `image` and Image). */
    name?: string;
    label?: string;
    /** The message when a new item comes without it; none when the file may be left out. */
    required: string | undefined;
    hint: string;
    editHint?: string;
    /** After the fields (guidelines), else before them. */
    last?: boolean;
  };
  /** Sent with a new item only (a guideline's user type). */
  createExtra?: Record<string, string>;
};

/**
 * A content type as the console shows it (content-operations §2, §4, §5): its calls, its cards and
 * its form's fields. The list and the form are drawn from it; what a type shows on its card is its
 * `card`, the only part written per type.
 */
export type ContentView<Item extends { _id: string }> = {
  /** The list's name for screen readers ("Help team", "Sliders"). */
  label: string;
  /** The paths with the list's own parameters filled (user type, product); `:id` is filled per item. */
  paths: { list: string; create: string; update?: string; delete?: string };
  /** Its row's bilingual pairs (`bilingual`): a card whose half is missing shows it (docs/decisions/285). */
  bilingual: readonly BilingualPair[];
  replies: { list: z.ZodType<{ response: Item[] }>; one: z.ZodType };
  messages: { deleted: string; saved: string };
  card: {
    name: (item: Item) => string;
    media: (item: Item) => CardMedia;
    /** The Yes/No question before a delete. */
    question: string;
    body: (item: Item) => ReactNode;
  };
  /** The add and edit forms of the type's own, where the shared one does not fit (a training's video). */
  addForm?: () => ReactNode;
  editForm?: (item: Item, onDone: () => void) => ReactNode;
  form?: ContentFormSpec<Item>;
};

/** A content type whose add and edit forms are the shared one. */
export type FormedContentView<Item extends { _id: string }> = ContentView<Item> & {
  form: ContentFormSpec<Item>;
};

export function ContentTypeList<Item extends { _id: string }>({
  view,
  isSuper,
}: {
  view: ContentView<Item>;
  isSuper: boolean;
}) {
  const query = useContentList(view.paths.list, view.replies.list);
  return (
    <ContentList
      query={query}
      label={view.label}
      render={(item) => <ContentTypeCard key={item._id} view={view} item={item} isSuper={isSuper} />}
    />
  );
}

function ContentTypeCard<Item extends { _id: string }>({
  view,
  item,
  isSuper,
}: {
  view: ContentView<Item>;
  item: Item;
  isSuper: boolean;
}) {
  const [editing, setEditing] = useState(false);
  const remove = useContentDelete(view.paths.list, view.messages.deleted);
  const { card, paths } = view;
  const name = card.name(item);
  const { form } = view;
  const editable = Boolean(paths.update && (form?.fromItem || view.editForm));
  if (editing) {
    const onDone = () => setEditing(false);
    return (
      <ContentCard label={name}>
        {view.editForm ? (
          view.editForm(item, onDone)
        ) : form ? (
          <ContentTypeForm view={{ ...view, form }} item={item} onDone={onDone} />
        ) : null}
      </ContentCard>
    );
  }
  return (
    <ContentCard
      label={name}
      media={card.media(item)}
      actions={
        isSuper && paths.delete ? (
          <EditDeleteButtons
            name={name}
            question={card.question}
            onEdit={editable ? () => setEditing(true) : undefined}
            onDelete={() => remove.mutate(fillPath(paths.delete as string, { id: item._id }))}
            deleting={remove.isPending}
          />
        ) : null
      }
    >
      <ItemLanguageBadges item={item} pairs={view.bilingual} />
      {card.body(item)}
    </ContentCard>
  );
}

const accepts = { image: acceptImage, video: acceptMp4, document: acceptPdf } as const;

/** Add an item, or edit one inline ('No' cancels; saving reloads the list, content-operations §4). */
export function ContentTypeForm<Item extends { _id: string }>({
  view,
  item,
  onDone,
}: {
  view: FormedContentView<Item>;
  item?: Item;
  onDone?: () => void;
}) {
  const w = useContentWords();
  const { form: spec, paths } = view;
  const form = useForm<FieldValues, unknown, FieldValues>({
    resolver: localResolver(spec.schema as never) as never,
    defaultValues: item && spec.fromItem ? spec.fromItem(item) : spec.blank,
  });
  const file = useFileChoice(item ? undefined : spec.file?.required);
  const fileName = spec.file ? (spec.file.name ?? spec.file.kind) : '';
  const saving = useContentSave(view.messages.saved);
  const reload = useReloadList();

  const submit = form.handleSubmit(async (fields) => {
    if (!file.check()) return;
    const body = new FormData();
    for (const [key, value] of Object.entries({ ...fields, ...(item ? {} : spec.createExtra) })) {
      if (value !== undefined && value !== null && value !== '') body.append(key, String(value));
    }
    if (file.file) body.append(fileName, file.file);
    try {
      await saving.run((onProgress) =>
        item && paths.update
          ? uploadContent(fillPath(paths.update, { id: item._id }), 'PUT', body, view.replies.one, onProgress)
          : uploadContent(paths.create, 'POST', body, view.replies.one, onProgress),
      );
      await reload(paths.list);
      form.reset(item ? undefined : spec.blank);
      file.clear();
      onDone?.();
    } catch (error) {
      showSaveError(error, form.setError, [fileName], (_, message) => file.setError(message));
    }
  }, file.check);

  const slotOf = ({ kind, label, editHint, hint }: NonNullable<ContentFormSpec<Item>['file']>) => (
    <FileSlot
      label={label ?? w(kind === 'document' ? 'pdf' : kind)}
      accept={accepts[kind]}
      {...file.slot}
      hint={item && editHint ? editHint : hint}
    />
  );
  const slot = spec.file ? slotOf(spec.file) : null;
  const inputs = spec.fields.map((field) => <FormInput key={field.name} form={form} field={field} />);
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={item ? w('editName', { name: view.card.name(item) }) : spec.addLabel}
    >
      <Stack gap="md" maw={item ? undefined : 720}>
        {item ? <ItemLanguageBadges item={item} pairs={view.bilingual} /> : null}
        {spec.file?.last ? null : slot}
        {spec.grid ? <SimpleGrid cols={{ base: 1, sm: item ? 1 : 2 }}>{inputs}</SimpleGrid> : inputs}
        {spec.file?.last ? slot : null}
        <SaveBar
          label={item ? w('save') : spec.addLabel}
          busy={saving.busy}
          progress={saving.progress}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}

function FormInput({
  form,
  field: { name, label, input = 'text', lang, ...rest },
}: {
  form: ReturnType<typeof useForm<FieldValues, unknown, FieldValues>>;
  field: ContentField;
}) {
  if (input === 'phone') return <FormPhone form={form} name={name} label={label} {...rest} />;
  if (input === 'checkbox') return <Checkbox label={label} {...form.register(name)} />;
  if (input === 'textarea') {
    const { required, dir } = rest;
    return (
      <Textarea
        label={label}
        withAsterisk={required}
        dir={dir}
        {...inputDirection(dir)}
        lang={lang}
        autosize
        minRows={2}
        error={errorAt(form, name)}
        {...form.register(name)}
      />
    );
  }
  return <FormText form={form} name={name} label={label} {...rest} />;
}
