import type { auditMessages } from '@simsar/contract/audit';
import type { bulkMessages } from '@simsar/contract/bulk';
import type { marketingMessages } from '@simsar/contract/content-marketing';
import type { quizMessages } from '@simsar/contract/content-quizzes';
import type { teamMessages } from '@simsar/contract/content-team';
import type { trainingMessages } from '@simsar/contract/content-training';
import type { dealMessages } from '@simsar/contract/deals';
import type { exportMessages } from '@simsar/contract/exports';
import type { memberAccountMessages } from '@simsar/contract/member-account';
import type { adminMessages, messages, resetMessages, userMessages } from '@simsar/contract/messages';
import type { requestMessages } from '@simsar/contract/requests-schemas';
import type { settingMessages } from '@simsar/contract/system';
import type { twoFactorMessages } from '@simsar/contract/two-factor';
import type {
  chooseAgainMessages,
  fileTypeMessages,
  UnitMessageTemplate,
  unitMessages,
} from '@simsar/contract/units-messages';

/** The fixed texts of a messages object (its functions, which take values, left out). */
type TextsOf<T> = { [K in keyof T]: T[K] extends string ? T[K] : never }[keyof T];

/**
 * Every fixed message of the contract: what the forms' rules and the server say, in the
 * specification's English (docs/decisions/288). Typed only: nothing of it is in the first load.
 */
export type ContractMessage =
  | TextsOf<typeof messages>
  | TextsOf<typeof userMessages>
  | TextsOf<typeof adminMessages>
  | TextsOf<typeof resetMessages>
  | TextsOf<typeof twoFactorMessages>
  | TextsOf<typeof settingMessages>
  | TextsOf<typeof dealMessages>
  | TextsOf<typeof requestMessages>
  | TextsOf<typeof unitMessages>
  | TextsOf<typeof chooseAgainMessages>
  | TextsOf<typeof fileTypeMessages>
  | TextsOf<typeof quizMessages>
  | TextsOf<typeof trainingMessages>
  | TextsOf<typeof marketingMessages>
  | TextsOf<typeof teamMessages>
  | TextsOf<typeof memberAccountMessages>
  | TextsOf<typeof exportMessages>
  | TextsOf<typeof auditMessages>
  | TextsOf<typeof bulkMessages>;

/**
 * Every message object's texts are literal types (`as const`): one typed `string` would make the
 * whole union `string`, and `MessageTranslation` would then ask for no message at all. This line
 * fails the typecheck when that happens (messages.test.tsx also checks every message at run time).
 */
export const contractMessagesAreLiterals: string extends ContractMessage ? never : true = true;

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
export type TemplateTranslation = Record<UnitMessageTemplate, string>;
