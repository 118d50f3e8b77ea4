/**
 * A scenario's `setup` block: `toMove`, `pieces: [{ at, owner, type }]`, and
 * in a match `round` and `score: { A, B }`. Every problem carries its path.
 */
import { badSquare, squareIndex, squareName } from '../grid';
import type { SetupProblem } from '../game';
import { STOP } from './moves';
import type { TaflRules } from './rules';
import { standRefusal } from './square-roles';
import { End, placeBoard, TaflState, UNRECORDED } from './state';
import type { TaflTables } from './tables';
import { typeLabel } from './words';
import { written } from '../words';

/** The keys of a tafl `setup:` (`Family.setupKeys`); `round` and `score` only in a match. */
export const SETUP_KEYS: readonly string[] = ['toMove', 'pieces', 'round', 'score'];
const MATCH_ONLY = ['round', 'score'];

export function stateFromSetup(
  t: TaflTables,
  rules: TaflRules,
  spec: Record<string, unknown>,
): TaflState | SetupProblem[] {
  const problems: SetupProblem[] = [];
  const m = rules.match;
  const known = m ? SETUP_KEYS : SETUP_KEYS.filter((k) => !MATCH_ONLY.includes(k));
  for (const key of Object.keys(spec)) {
    if (!known.includes(key))
      problems.push({
        path: [key],
        message: `"${key}" is not part of a ${m ? 'tafl match' : 'tafl'} setup; expected ${known.join(', ')}`,
      });
  }
  const board = new Int8Array(t.n);
  let royals = 0;
  const pieces = spec.pieces ?? [];
  if (!Array.isArray(pieces))
    problems.push({ path: ['pieces'], message: 'pieces must be a list of { at, owner, type }' });
  else {
    pieces.forEach((p: unknown, i) => {
      if (p === null || typeof p !== 'object') {
        problems.push({
          path: ['pieces', i],
          message: 'each piece is { at: <square>, owner: <side>, type: <piece type> }',
        });
        return;
      }
      const { at, owner, type, ...rest } = p as Record<string, unknown>;
      for (const k of Object.keys(rest))
        problems.push({
          path: ['pieces', i, k],
          message: `a tafl piece has at, owner and type; "${k}" is not one of them`,
        });
      const sq = squareIndex(at, t.width, t.height);
      if (sq < 0) problems.push({ path: ['pieces', i, 'at'], message: badSquare(at, t.width, t.height) });
      const code = typeof type === 'string' ? t.typeNames.indexOf(type) + 1 : 0;
      if (code === 0) {
        problems.push({
          path: ['pieces', i, 'type'],
          message: `${type === undefined ? 'the type is missing' : `"${written(type)}" is not a piece type`}; expected one of ${t.typeNames.join(', ')}`,
        });
      } else if (owner !== undefined && owner !== t.sideNames[t.codeSide[code]]) {
        problems.push({
          path: ['pieces', i, 'owner'],
          message: `a ${written(type)} belongs to the ${t.sideNames[t.codeSide[code]]}, not "${written(owner)}"; expected owner: ${t.sideNames[t.codeSide[code]]} (or leave owner out)`,
        });
      }
      if (sq < 0 || code === 0) return;
      if (board[sq] !== 0)
        problems.push({
          path: ['pieces', i, 'at'],
          message: `${squareName(sq, t.width)} is listed twice; each square holds at most one piece`,
        });
      else if ((t.perm[code * t.n + sq] & STOP) === 0)
        problems.push({
          path: ['pieces', i, 'at'],
          message: standRefusal(rules, type as string, squareName(sq, t.width), true),
        });
      else {
        board[sq] = code;
        if (code === t.royalCode && ++royals > 1)
          problems.push({
            path: ['pieces', i, 'type'],
            message: `a second ${typeLabel(type as string)} (the royal piece) on ${squareName(sq, t.width)}; expected at most one on the board`,
          });
      }
    });
  }
  let toMove = 0;
  if (spec.toMove !== undefined) {
    toMove = t.sideNames.indexOf(spec.toMove as string);
    if (toMove < 0) {
      problems.push({
        path: ['toMove'],
        message: `"${written(spec.toMove)}" is not a side; expected ${t.sideNames.join(' or ')}`,
      });
      toMove = 0;
    }
  }
  let round = 1;
  const score = [0, 0];
  if (m) {
    if (spec.round !== undefined) {
      if (!Number.isInteger(spec.round) || (spec.round as number) < 1 || (spec.round as number) > m.rounds) {
        problems.push({
          path: ['round'],
          message: `round must be a whole number from 1 to ${m.rounds}; found ${written(spec.round)}`,
        });
      } else round = spec.round as number;
    }
    if (spec.score !== undefined) {
      const sc = spec.score as Record<string, unknown>;
      if (sc === null || typeof sc !== 'object')
        problems.push({
          path: ['score'],
          message: `score must be { ${m.players[0]}: n, ${m.players[1]}: n } (round wins per player); found ${String(sc)}`,
        });
      else {
        for (const k of Object.keys(sc)) {
          const i = m.players.indexOf(k);
          const v = sc[k];
          if (i < 0)
            problems.push({
              path: ['score', k],
              message: `"${k}" is not a player; expected ${m.players.join(' or ')}`,
            });
          else if (!Number.isInteger(v) || (v as number) < 0)
            problems.push({
              path: ['score', k],
              message: `a score is a whole number of round wins, 0 or more; found ${String(v)}`,
            });
          else score[i] = v as number;
        }
        if (score[0] + score[1] > round - 1)
          problems.push({
            path: ['score'],
            message: `${score[0] + score[1]} round wins before round ${round}, but only ${round - 1} rounds were played`,
          });
      }
    }
  }
  if (problems.length > 0) return problems;

  const s = new TaflState(t.n, t.width, t.height);
  s.toMove = toMove;
  placeBoard(t, s, board);
  s.round = round;
  s.score[0] = score[0]!;
  s.score[1] = score[1]!;
  s.roundWinners = Array.from({ length: round - 1 }, () => UNRECORDED);
  s.roundEnds = Array.from({ length: round - 1 }, () => End.None);
  return s;
}
