/**
 * The `<rb-board>` contract the app, the compare view and the self-play
 * report code against, and the plug-in shape each family's renderer fills.
 */
import type { TemplateResult } from 'lit';
import type { ActionObject, Game } from '../../engine/game';

/**
 * What a board draws over a square for something that happened there: a piece
 * captured (`capture`), a die sunk under the ice (`sunk`), the result of a
 * fight (one drawing per `FightResult`), or a square whose contents differ on
 * the other board of a compare view (`differs`; no event makes it). `event-marks.ts` maps every event kind to one.
 */
export type SquareMark = 'capture' | 'sunk' | 'attacker-won' | 'defender-won' | 'both-removed' | 'bounce' | 'differs';

/** Squares to mark, in the ruleset's notation (grid squares or dice-pond "x,y"). */
export interface BoardMarks {
  /** The squares of the last move: from first, to last. */
  lastMove?: string[];
  /** What happened where, in the order it happened. */
  squares?: readonly { square: string; mark: SquareMark }[];
}

/** The squares carrying `mark`. */
export function squaresMarked(marks: BoardMarks, mark: SquareMark): string[] {
  return (marks.squares ?? []).filter((m) => m.mark === mark).map((m) => m.square);
}

/** `detail` of the `rb-play` event: a hand-played action, ready to apply and to record. */
export interface RbPlayDetail {
  action: number;
  /** `game.formatAction(state, action)`: the scenario form of the action. */
  object: ActionObject;
}

/** What every family renderer is given (the properties of `<rb-board>`). */
export interface BoardProps {
  game: Game<unknown>;
  state: unknown;
  marks: BoardMarks;
  interactive: boolean;
  greyed: boolean;
}

/** One family's board. Registered in `renderers.ts`; nothing else knows the family. */
export interface BoardRenderer {
  /** The family id (`Game.family`). */
  readonly family: string;
  render(props: BoardProps): TemplateResult;
}
