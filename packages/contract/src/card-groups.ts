/**
 * The home screen's card tabs (console-core §2). Its own file: the rows that put a card in a tab
 * (queue-kind-row.ts, content-types.ts) import it, and home.ts, which reads the rows, passes it on.
 */
export const cardGroups = ['General', 'Brokers', 'Clients', 'Franchises'] as const;
export type CardGroup = (typeof cardGroups)[number];
