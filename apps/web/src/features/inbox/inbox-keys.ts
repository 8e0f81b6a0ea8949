/** What a key press in the inbox is: a key the list reads, or nothing when typed into a field. */
export function inboxKeyOf(event: KeyboardEvent): string | undefined {
  if (event.ctrlKey || event.metaKey || event.altKey) return undefined;
  const target = event.target as HTMLElement | null;
  if (target?.closest('input, textarea, select, [contenteditable="true"], [role="dialog"]')) return undefined;
  return event.key;
}

/**
 * The keys the inbox reads, as the `?` dialog lists them, each with its words' key in the inbox's
 * book (a kind's moves are added from its row).
 */
export const inboxKeyList = [
  ['j', 'nextItem'],
  ['k', 'previousItem'],
  ['Enter', 'openBeside'],
  ['o', 'openInQueue'],
  ['?', 'thisList'],
] as const;
