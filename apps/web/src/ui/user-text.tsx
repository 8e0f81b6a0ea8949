import { Fragment, type ReactNode } from 'react';

/**
 * Text a person typed (a name, a project, a message) inside the console's own English words: kept
 * apart in its own direction, so an Arabic name in "Earnings of …: 15,000 EGP" neither moves nor
 * drags the words and numbers beside it (docs/decisions/163).
 */
export function UserText({ children }: { children: ReactNode }) {
  return <bdi>{children}</bdi>;
}

/**
 * A sentence of the console's words around user text, for toasts and confirmations:
 * withUserText`${user.name} is accepted` isolates each value as <UserText> does.
 */
export function withUserText(words: TemplateStringsArray, ...values: ReactNode[]): ReactNode {
  return (
    <>
      {words.map((word, index) => (
        // The template's parts never move: their index is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Fragment key={index}>
          {word}
          {index < values.length ? <UserText>{values[index]}</UserText> : null}
        </Fragment>
      ))}
    </>
  );
}

/**
 * A book's sentence (docs/decisions/288) with user text in its `{name}` places, each isolated as
 * <UserText> does; a number, an amount or a code (`ltr`) stays left to right inside Arabic words.
 * `userTextIn(w('banned'), { name: user.name })`: the book fills its own places (a plural's
 * `{count}`) first and leaves these open.
 */
export function userTextIn(text: string, values: Record<string, ReactNode>, ltr: readonly string[] = []) {
  const parts = text.split(/\{(\w+)\}/);
  return (
    <>
      {parts.map((part, index) => {
        // Even parts are the words, odd ones the names of places: their index is their identity.
        if (index % 2 === 0) return part;
        const value = values[part] ?? `{${part}}`;
        return ltr.includes(part) ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <bdi key={index} dir="ltr">
            {value}
          </bdi>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <UserText key={index}>{value}</UserText>
        );
      })}
    </>
  );
}
