import { queueKinds } from '@simsar/contract/queue-kinds';
import {
  clickMoveLooks,
  clockedQueueRows,
  queueTabsOf,
  queueTitleOf,
  submissionStateLabels,
} from '@simsar/contract/queue-lists';
import { requestRows } from '@simsar/contract/requests';
import { type BookEntries, defineBook, type PluralForms, type Translation } from '../i18n/books.ts';

/**
 * The queues' own words, as the contract's rows write them (the spec's English, read off the rows):
 * what sentences call each kind, each listed queue's title and tabs, the submissions' states and the
 * moves' buttons, and the nouns counted in the bulk bars. Arabic has them by the same keys
 * (queue-words.ar.ts); `queue-words.test.ts` fails when a row's key has no Arabic (a new queue, tab or
 * move), since the keys are made from the rows at run time.
 */
const english: BookEntries = {};
for (const row of queueKinds) {
  english[`words.${row.kind}`] = row.words;
  // An item's state as the inbox shows it ("non done").
  for (const state of row.states) english[`status.${state}`] = state.replace('_', ' ');
}
for (const row of clockedQueueRows) {
  english[`title.${row.kind}`] = queueTitleOf(row);
  for (const tab of queueTabsOf(row)) english[`tab.${row.kind}.${tab.page}`] = tab.title;
}
for (const [state, label] of Object.entries(submissionStateLabels)) english[`state.${state}`] = label;
for (const row of requestRows) {
  for (const button of row.buttons) english[`move.${button.label}`] = button.label;
}
// The submissions' one-click moves (queue-lists.ts clickMovesOf).
for (const { label } of Object.values(clickMoveLooks)) english[`move.${label}`] = label;
// The inbox's moves of pending brokers and password-reset requests (inbox.ts inboxMovesOf).
english['move.Delete'] = 'Delete';

/** Counted nouns: "{count} requests" (bulk bars, their confirmations and progress). */
const nouns: Record<string, PluralForms> = {
  request: { one: '{count} request', other: '{count} requests' },
  broker: { one: '{count} broker', other: '{count} brokers' },
  client: { one: '{count} client', other: '{count} clients' },
  franchise: { one: '{count} franchise', other: '{count} franchises' },
  form: { one: '{count} form', other: '{count} forms' },
  deal: { one: '{count} deal', other: '{count} deals' },
  CIL: { one: '{count} CIL', other: '{count} CILs' },
};
for (const [noun, forms] of Object.entries(nouns)) english[`count.${noun}`] = forms;
// The search box of a request queue's tab ("Search New request feedback"), and a submission queue's.
english.searchTab = 'Search {tab}';
english.submissionSearch = 'Broker, client or project';

export type CountedNoun = keyof typeof nouns;

// The Arabic file is typed by no literal keys (they are made here at run time): the test checks them.
export const useQueueWords = defineBook(
  english,
  () => import('./queue-words.ar.ts') as Promise<{ default: Translation<typeof english> }>,
);
export const queueWordsEnglish = english;
