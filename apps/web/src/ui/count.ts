/**
 * A number with its noun, singular for one ("1 question", "3 questions"): the one way the console
 * counts things in its sentences. `many` is for nouns whose plural is not the singular plus "s".
 */
export function countOf(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
