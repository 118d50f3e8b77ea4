/**
 * Tafl's default evaluation for bots (used where a ruleset writes no
 * `evaluation:`, term by term): every piece is worth 1 to its side except the
 * royal piece, whose capture ends the game anyway and so is worth its goal: it
 * draws toward the corners when holding corners wins (and toward the whole
 * edge with `edgeEscape`). When several corners must be held (Escape Death:
 * all four), the royal side's other pieces draw toward them too, at half weight.
 */
import type { EvaluationSpec } from '../evaluation';
import { squareName } from '../grid';
import type { TaflRules } from './rules';

const ROYAL_GOAL_WEIGHT = 0.5;

export function taflEvaluation(rules: TaflRules): EvaluationSpec {
  const types = Object.entries(rules.pieces);
  const royal = types.filter(([, t]) => t.royal).map(([name]) => name);
  const escorts = types.filter(([, t]) => !t.royal && t.side === 'defenders').map(([name]) => name);
  const { width, height } = rules.board;
  const corners =
    rules.squares.corners.at.length > 0
      ? rules.squares.corners.at
      : [0, width - 1, width * (height - 1), width * height - 1].map((i) => squareName(i, width));
  const goals: NonNullable<EvaluationSpec['goals']> = [];
  if (royal.length > 0 && rules.end.cornersHeld > 0)
    goals.push({ pieces: royal, to: corners, weight: ROYAL_GOAL_WEIGHT });
  if (royal.length > 0 && rules.end.edgeEscape)
    goals.push({ pieces: royal, to: edgeSquares(width, height), weight: ROYAL_GOAL_WEIGHT });
  if (escorts.length > 0 && rules.end.cornersHeld > 1)
    goals.push({ pieces: escorts, to: corners, weight: ROYAL_GOAL_WEIGHT / 2 });
  return { material: { by: 'type', values: Object.fromEntries(royal.map((name) => [name, 0])) }, goals };
}

function edgeSquares(width: number, height: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < width * height; i++) {
    const file = i % width;
    const rank = (i - file) / width;
    if (file === 0 || rank === 0 || file === width - 1 || rank === height - 1) out.push(squareName(i, width));
  }
  return out;
}
