import { adminLeaveMessages } from './admin-leave.ts';
import { auditMessages } from './audit.ts';
import { bulkMessages } from './bulk.ts';
import { companySignInMessages } from './company-sign-in.ts';
import { contentFieldMessages } from './content-fields.ts';
import { marketingMessages } from './content-marketing.ts';
import { quizMessages } from './content-quizzes.ts';
import { teamMessages } from './content-team.ts';
import { trainingMessages } from './content-training.ts';
import { dealMessages } from './deals.ts';
import { developerMessages } from './developers.ts';
import { disputeMessages } from './disputes.ts';
import { exportMessages } from './exports.ts';
import { globalSearchMessages } from './global-search.ts';
import { listMessages } from './lists.ts';
import { memberAccountMessages } from './member-account.ts';
import { memberFilterMessages } from './member-lists.ts';
import { adminMessages, messages, resetMessages, userMessages } from './messages.ts';
import { nationalIdMessages } from './national-id.ts';
import { noteMessages } from './notes.ts';
import { queueFilterMessages } from './queue-filters.ts';
import { receivableMessages } from './receivables.ts';
import { reportMessages } from './reports.ts';
import { requestMessages } from './request-bodies.ts';
import { savedViewMessages } from './saved-views.ts';
import { settingMessages } from './system.ts';
import { twoFactorMessages } from './two-factor.ts';
import { priceImportMessages } from './unit-price-imports.ts';
import { unitPriceMessages } from './unit-prices.ts';
import { chooseAgainMessages, fileTypeMessages, unitMessages } from './units-messages.ts';
import { workWeekMessages } from './work-week.ts';

/**
 * Every message object of the contract, by its export's name: what the forms' rules and the
 * server say, in the specification's English (docs/decisions/288). `ContractMessage` is read off
 * this one list, so the console's Arabic (`MessageTranslation`) asks for every text in it; the
 * console's messages.test.tsx fails on a `...Messages` export of the contract left out of it.
 * Left out on purpose: content-types-example.ts, the content type that does not exist (only tests add it).
 */
export const contractMessageObjects = {
  messages,
  userMessages,
  adminMessages,
  resetMessages,
  twoFactorMessages,
  companySignInMessages,
  settingMessages,
  dealMessages,
  developerMessages,
  disputeMessages,
  requestMessages,
  receivableMessages,
  unitMessages,
  unitPriceMessages,
  priceImportMessages,
  chooseAgainMessages,
  fileTypeMessages,
  quizMessages,
  trainingMessages,
  marketingMessages,
  contentFieldMessages,
  teamMessages,
  memberAccountMessages,
  exportMessages,
  auditMessages,
  bulkMessages,
  globalSearchMessages,
  noteMessages,
  workWeekMessages,
  nationalIdMessages,
  adminLeaveMessages,
  reportMessages,
  listMessages,
  memberFilterMessages,
  queueFilterMessages,
  savedViewMessages,
} as const;

type MessageObjects = typeof contractMessageObjects;

/** The fixed texts of a messages object (its functions, which take values, left out). */
type TextsOf<T> = { [K in keyof T]: T[K] extends string ? T[K] : never }[keyof T];

/**
 * Every fixed message of the contract, a union of literal texts. Each object is `as const`: one
 * typed `string` would make the whole union `string`, and the Arabic would then be asked for no
 * message at all (the console's messages.test.tsx asserts at compile time that it is not).
 */
export type ContractMessage = {
  [Name in keyof MessageObjects]: TextsOf<MessageObjects[Name]>;
}[keyof MessageObjects];
