/** A LIKE pattern matching `term` anywhere, with LIKE's own characters taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
