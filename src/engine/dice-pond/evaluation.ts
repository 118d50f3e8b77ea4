/**
 * D'ice Cubes' default evaluation for bots (used where a ruleset writes no
 * `evaluation:`, term by term): every pawn is worth 1 to its team, plus 0.1
 * per pip of the die it stands on: a pawn sinks with its die, and a high die
 * takes more lowering to sink.
 */
import type { EvaluationSpec } from '../evaluation';

export const DICE_POND_EVALUATION: EvaluationSpec = { standing: 0.1 };
