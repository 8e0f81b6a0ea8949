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
