import type { ContractMessage } from '@simsar/contract/contract-messages';
import type { NoteMessageTemplate } from '@simsar/contract/notes';
import type { UnitMessageTemplate } from '@simsar/contract/units-messages';

/**
 * Every fixed message of the contract, read off its one list (`contractMessageObjects`,
 * contract-messages.ts). Typed only: nothing of it is in the first load. messages.test.tsx asserts
 * it is a union of texts, not `string`.
 */
export type { ContractMessage };

/** The Arabic of every contract message, keyed by its English text: one missing fails the typecheck. */
export type MessageTranslation = Record<ContractMessage, string>;

/**
 * The contract's messages that take figures (quizMessages' functions, fields.ts's "At most 300
 * characters"), by their English shape, each run of digits a `#`: "Answer # of question # is
 * required". The other language's text puts the figures back by their order, `{1}`, `{2}`
 * (translateMessage, i18n.tsx). Checked by messages.test.tsxx: every such message of the quiz form.
 */
export type FiguredTranslation = Record<string, string>;

/**
 * The contract's messages made from a template with places (`{n}`, `{type}`: the spec's "Price of
 * {type} {n} is required"), in the other language by their template: one missing fails the
 * typecheck. A place's value is put back as it was, a name isolated so it reads in its own direction.
 */
export type TemplateTranslation = Record<UnitMessageTemplate | NoteMessageTemplate, string>;
