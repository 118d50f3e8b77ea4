/** The line above the board: who is to move, or how the game ended, and the scenario's verdict (pure). */
import type { Replay } from '../../engine/scenario/replay';
import { turnText } from '../board/actions';

export interface BoardStatus {
  /** "south to move", "p2 to roll", "south won: north has no units left", "A won the match 4–2". */
  turn: string;
  /** "4 of 5 checks pass", or null without checks. */
  checks: string | null;
  checksOk: boolean;
  /** The refused action at this position, in words. */
  refused: string | null;
}

export function boardStatus(replay: Replay, state: unknown, position: number): BoardStatus {
  let turn: string;
  try {
    turn = turnText(replay.game, state);
  } catch (e) {
    turn = `(the engine could not describe this state: ${e instanceof Error ? e.message : String(e)})`;
  }
  const upTo = replay.checks.filter((c) => c.after <= position);
  const passed = upTo.filter((c) => c.ok).length;
  const checks =
    replay.checks.length === 0
      ? null
      : `${passed} of ${upTo.length} checks so far pass (${replay.checks.length} in all)`;
  const step = position > 0 ? replay.steps[position - 1] : undefined;
  let refused: string | null = null;
  if (step && step.status !== 'accepted')
    refused = `Action ${step.index} ${step.expectedIllegal ? 'was refused, as the scenario expects' : 'was refused'}: ${step.reason ?? 'no reason given'}`;
  else if (step && step.expectedIllegal)
    refused = `Action ${step.index} was accepted, but the scenario says it is illegal`;
  return { turn, checks, checksOk: passed === upTo.length, refused };
}
