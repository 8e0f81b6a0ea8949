/**
 * A queue's states and the moves between them, one table per queue in the contract (STYLE.md: "Each
 * queue's statuses and allowed transitions are one table in the contract, checked exhaustively").
 * The server runs a move as one guarded UPDATE (apps/server/src/core/transitions.ts).
 */
export type Move<State extends string> = { from: readonly State[]; to: State };

export function defineMoves<State extends string, Action extends string>(
  moves: Record<Action, Move<State>>,
): Record<Action, Move<State>> {
  return moves;
}

/**
 * The move that takes an item straight back from where `move` left it (done <-> undone), if the
 * moves hold one: the Undo of a toast (docs/decisions/282).
 */
export function reverseOf<Item extends { move: Move<string> }>(
  moves: readonly Item[],
  made: Item,
): Item | undefined {
  return moves.find(
    (other) => other.move.from.includes(made.move.to) && made.move.from.includes(other.move.to),
  );
}
