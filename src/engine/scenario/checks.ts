/**
 * The `expect` checks of a scenario, evaluated against a state through the
 * family-independent `StateView`.
 */
import { toMoveName } from '../api';
import { familyById } from '../families';
import { CHANCE, type Game, type PieceView, type StateView } from '../game';
import { written } from '../words';

export interface CheckOutcome {
  field: string;
  /** Path of the check item inside `expect[i]`, for its position. */
  path: (string | number)[];
  ok: boolean;
  expected: unknown;
  actual: unknown;
}

function pieceWords(p: PieceView | Record<string, unknown> | undefined): string {
  if (!p) return 'nothing';
  const attrs = Object.entries(p)
    .filter(([k]) => k !== 'at')
    .map(([k, v]) => (k === 'owner' ? String(v) : `${k} ${String(v)}`));
  return attrs.join(' ') || 'a piece';
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export function evaluateCheck<S>(game: Game<S>, state: S, check: Record<string, unknown>): CheckOutcome[] {
  const view: StateView = game.view(state);
  const at = new Map(view.pieces.map((p) => [p.at, p]));
  const out: CheckOutcome[] = [];
  (check.pieces as Record<string, unknown>[] | undefined)?.forEach((want, j) => {
    const have = at.get(String(want.at));
    const ok = !!have && Object.entries(want).every(([k, v]) => have[k] === v);
    out.push({
      field: `pieces[${j}]`,
      path: ['pieces', j],
      ok,
      expected: `${written(want.at)}: ${pieceWords(want)}`,
      actual: `${written(want.at)}: ${pieceWords(have)}`,
    });
  });
  (check.empty as string[] | undefined)?.forEach((sq, j) => {
    const have = at.get(sq);
    out.push({
      field: `empty[${j}]`,
      path: ['empty', j],
      ok: !have,
      expected: `${sq}: empty`,
      actual: `${sq}: ${pieceWords(have)}`,
    });
  });
  if (check.count) {
    for (const [owner, n] of Object.entries(check.count as Record<string, number>)) {
      const actual = view.pieces.filter((p) => p.owner === owner).length;
      out.push({ field: `count.${owner}`, path: ['count', owner], ok: actual === n, expected: n, actual });
    }
  }
  const dice = new Map((view.dice ?? []).map((d) => [d.at, d.value]));
  (check.dice as { at: string; value: number }[] | undefined)?.forEach((want, j) => {
    const have = dice.get(want.at);
    out.push({
      field: `dice[${j}]`,
      path: ['dice', j],
      ok: have === want.value,
      expected: `${want.at}: ${want.value}`,
      actual: `${want.at}: ${have ?? 'no die'}`,
    });
  });
  (check.noDice as string[] | undefined)?.forEach((sq, j) => {
    const have = dice.get(sq);
    out.push({
      field: `noDice[${j}]`,
      path: ['noDice', j],
      ok: have === undefined,
      expected: `${sq}: no die`,
      actual: `${sq}: ${have ?? 'no die'}`,
    });
  });
  if (check.toMove !== undefined) out.push(toMoveOutcome(game, state, written(check.toMove)));
  if (check.winner !== undefined) {
    const actual = game.outcome(state)?.winner ?? 'none';
    out.push({ field: 'winner', path: ['winner'], ok: actual === check.winner, expected: check.winner, actual });
  }
  const { facts } = view;
  const matchFacts: Record<string, unknown> = {
    round: facts.round?.number,
    score: facts.score,
    rounds: facts.rounds,
    phase: facts.phase,
  };
  for (const [field, actual] of Object.entries(matchFacts)) {
    if (check[field] === undefined) continue;
    const expected = check[field];
    const ok =
      field === 'score'
        ? Object.entries(expected as Record<string, number>).every(
            ([k, v]) => (actual as Record<string, number> | undefined)?.[k] === v,
          )
        : sameJson(actual, expected);
    out.push({ field, path: [field], ok, expected, actual: actual ?? `(this game has no ${field})` });
  }
  return out;
}

/**
 * `toMove` means what a setup's `toMove` means: the player (or side) whose turn it is, and in a
 * game with rolls also while that turn's roll is due (`setup: { toMove: p2 }` starts p2's turn
 * with its roll), when `chance` holds too; `none` once the game is over.
 */
function toMoveOutcome<S>(game: Game<S>, state: S, expected: string): CheckOutcome {
  const actual = toMoveName(game, state);
  const rollFor = game.toMove(state) === CHANCE ? (familyById(game.family)?.rollIsFor?.(game, state) ?? []) : [];
  const ok = actual === expected || rollFor.includes(expected);
  // A failing check says whose roll it is, so "expected p2; found chance" does not hide that it is p1's.
  const shown = rollFor.length > 0 && !ok ? `chance (the roll of ${rollFor.join(' and ')})` : actual;
  return { field: 'toMove', path: ['toMove'], ok, expected, actual: shown };
}
