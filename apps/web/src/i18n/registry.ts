/**
 * The Arabic loaders of every book whose screen's code has loaded (docs/decisions/288): a switch to
 * Arabic fetches them all before it shows, so an open screen never flashes its English words.
 */
const loaders = new Set<() => Promise<unknown>>();

export function registerBook(load: () => Promise<unknown>) {
  loaders.add(load);
}

export async function loadBooks(): Promise<void> {
  await Promise.all([...loaders].map((load) => load()));
}
