/** Sentences for outcomes, round changes and capture events. */
import { squareName } from '../grid';
import { matchWinnerIndex, playerOfSide } from './match';
import type { MatchRules, TaflRules } from './rules';
import { End, type TaflState } from './state';
import type { TaflTables } from './tables';
import { typeLabel } from './words';

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'];
const ORDINALS = [
  'zeroth',
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
];

/** Why the current (or just finished) game or round ended: "jeweled skull captured". */
export function endReason(t: TaflTables, rules: TaflRules, s: TaflState): string {
  const sq = (i: number) => squareName(i, t.width);
  const royal = t.royalCode ? typeLabel(t.typeNames[t.royalCode - 1]) : 'royal piece';
  const def = rules.sides.defenders,
    att = rules.sides.attackers;
  switch (s.endWhy) {
    case End.RoyalCaptured:
      return `${royal} captured`;
    case End.CornersHeld: {
      if (t.cornersHeld === 1 && t.royalInCorner)
        return `the ${royal} reached the ${rules.squares.corners.name} ${sq(s.endAt)}`;
      const count = NUMBER_WORDS[t.cornersHeld] ?? String(t.cornersHeld);
      const k = t.cornersHeld === t.corners.length ? `all ${count}` : count;
      return `${k} ${rules.squares.corners.name}s held by ${def}${t.royalInCorner ? `, the ${royal} among them` : ''}`;
    }
    case End.EdgeEscape:
      return `the ${royal} reached the edge at ${sq(s.endAt)}`;
    case End.DefendersFew:
      return `fewer than ${t.defendersFewerThan} ${def} left`;
    case End.AttackersFew:
      return `fewer than ${t.attackersFewerThan} ${att} left`;
    case End.Fort:
      return `exit fort: the ${royal} on ${sq(s.endAt)} can move and the fort cannot be broken`;
    case End.Encircled:
      return `${att} encircled all ${def}`;
    case End.Repetition:
      return `${ORDINALS[t.repetitionCount] ?? `${t.repetitionCount}th`} occurrence of the same position`;
    case End.NoMove:
      return `${t.sideNames[s.endAt]} cannot move`;
    case End.PlyLimit:
      return `${t.plyLimit}-ply limit reached`;
    default:
      return '';
  }
}

/** "tombstones win (jeweled skull captured)", "draw (400-ply limit reached)". */
export function roundSentence(t: TaflTables, rules: TaflRules, s: TaflState): string {
  const who = s.winner >= 0 ? `${t.sideNames[s.winner]} win` : 'draw';
  return `${who} (${endReason(t, rules, s)})`;
}

/** "A won the match 4–2", "match drawn 3–3: neither A nor B won 4 rounds". */
export function matchReason(m: MatchRules, s: TaflState): string {
  const w = matchWinnerIndex(m, s);
  const [a, b] = m.players;
  const score = `${s.score[0]}–${s.score[1]}`;
  if (w < 0) return `match drawn ${score}: neither ${a} nor ${b} won ${m.winsNeeded} rounds`;
  return `${m.players[w]} won the match ${w === 0 ? score : `${s.score[1]}–${s.score[0]}`}`;
}

/**
 * The round the last move ended, in words: "round 3: tombstones win (jeweled
 * skull captured); round 4 begins: B plays skulls" (without the second part
 * when it ended the match).
 */
export function roundEndText(t: TaflTables, rules: TaflRules, m: MatchRules, s: TaflState, finished: number): string {
  const head = `round ${finished}: ${roundSentence(t, rules, s)}`;
  if (s.toMove < 0) return head;
  const defPlayer = m.players[playerOfSide(t, m, s.round, t.def)];
  return `${head}; round ${s.round} begins: ${defPlayer} plays ${rules.sides.defenders}`;
}
