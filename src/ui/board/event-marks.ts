/**
 * The one table from what happened (a typed `GameEvent`) to what a board draws
 * for it. Every kind of the closed vocabulary has an entry (the switch is
 * exhaustive, so a new kind does not compile until it is given a mark or
 * explicitly none); fights are marked by their result, never by the sentence.
 */
import type { FightResult, GameEvent } from '../../engine/game';
import type { SquareMark } from './types';

/** A mark drawn on each of the event's `at` squares, or `none`: the event shows otherwise (the move's squares, a die's new face, the log). */
export type EventMark = SquareMark | 'none';

const FIGHT_MARK: Readonly<Record<FightResult, SquareMark>> = {
  'attacker-won': 'attacker-won',
  'defender-won': 'defender-won',
  'both-removed': 'both-removed',
  bounce: 'bounce',
};

export function markOf(event: GameEvent): EventMark {
  switch (event.kind) {
    case 'fight':
      return FIGHT_MARK[event.result];
    case 'capture':
      return 'capture';
    case 'sink':
    case 'remove':
      // A die that left the pond (with or without a pawn) went under the ice.
      return 'sunk';
    case 'move': // These three: the last-move squares show them.
    case 'place':
    case 'turn':
    case 'class-change': // These four: the piece or die drawn on the board shows its new class or value.
    case 'raise':
    case 'lower':
    case 'add':
    case 'roll': // These: nothing on the board to point at; the move log and the status line say them.
    case 'discard':
    case 'phase':
    case 'turn-start':
    case 'out':
    case 'pass':
    case 'round-end':
    case 'game-end':
      return 'none';
    default:
      return unknownKind(event);
  }
}

/** Unreachable while the switch covers every kind: TypeScript refuses `event` here if one is missing. */
function unknownKind(event: never): never {
  throw new Error(`no board mark for event kind ${(event as GameEvent).kind}`);
}
