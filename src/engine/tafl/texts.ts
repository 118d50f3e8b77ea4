/** Sentences for outcomes, round changes and capture events. */
import { squareName } from '../grid';
import type { TaflRules } from './rules';
import { DRAW, End, type TaflState } from './state';
import type { TaflTables } from './tables';
import { playerOfSide, matchWinner } from './match';
import { typeLabel } from './words';

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'];
const ORDINALS = ['zeroth', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];

/** Why the current (or just finished) game or round ended: "jeweled skull captured". */
export function endReason(t: TaflTables, rules: TaflRules, s: TaflState): string {
  const sq = (i: number) => squareName(i, t.width);
  const royal = t.royalCode ? typeLabel(t.typeNames[t.royalCode - 1]!) : 'royal piece';
  const def = rules.sides.defenders, att = rules.sides.attackers;
  switch (s.endWhy) {
    case End.RoyalCaptured: return `${royal} captured`;
    case End.CornersHeld: {
      if (t.cornersHeld === 1 && t.royalInCorner) return `the ${royal} reached the ${rules.squares.corners.name} ${sq(s.endAt)}`;
      const count = NUMBER_WORDS[t.cornersHeld] ?? String(t.cornersHeld);
      const k = t.cornersHeld === t.corners.length ? `all ${count}` : count;
      return `${k} ${rules.squares.corners.name}s held by ${def}${t.royalInCorner ? `, the ${royal} among them` : ''}`;
    }
    case End.EdgeEscape: return `the ${royal} reached the edge at ${sq(s.endAt)}`;
    case End.DefendersFew: return `fewer than ${t.defendersFewerThan} ${def} left`;
    case End.AttackersFew: return `fewer than ${t.attackersFewerThan} ${att} left`;
    case End.Fort: return `exit fort: the ${royal} on ${sq(s.endAt)} can move and the fort cannot be broken`;
    case End.Encircled: return `${att} encircled all ${def}`;
    case End.Repetition: return `${ORDINALS[t.repetitionCount] ?? `${t.repetitionCount}th`} occurrence of the same position`;
    case End.NoMove: return `${t.sideNames[s.endAt]} cannot move`;
    case End.PlyLimit: return `${t.plyLimit}-ply limit reached`;
    default: return '';
  }
}

/** "tombstones win (jeweled skull captured)", "draw (400-ply limit reached)". */
export function roundSentence(t: TaflTables, rules: TaflRules, s: TaflState): string {
  const who = s.endWho === DRAW ? 'draw' : `${t.sideNames[s.endWho]} win`;
  return `${who} (${endReason(t, rules, s)})`;
}

/** Outcome of a finished game or match. */
export function outcomeOf(t: TaflTables, rules: TaflRules, s: TaflState): { winner: string; reason: string } {
  const m = rules.match;
  if (!m) return { winner: s.endWho === DRAW ? 'draw' : t.sideNames[s.endWho]!, reason: endReason(t, rules, s) };
  const winner = matchWinner(m, s);
  const [a, b] = m.players;
  const score = `${s.score[0]}–${s.score[1]}`;
  const reason = winner === 'draw'
    ? `match drawn ${score}: neither ${a} nor ${b} won ${m.winsNeeded} rounds`
    : `${winner} won the match ${winner === a ? score : `${s.score[1]}–${s.score[0]}`}`;
  return { winner, reason };
}

/** Text for the round change (or the match end) the last move caused. */
export function roundChangeText(t: TaflTables, rules: TaflRules, s: TaflState): string {
  const m = rules.match!;
  const finished = s.toMove < 0 ? s.round : s.round - 1;
  const head = `round ${finished}: ${roundSentence(t, rules, s)}`;
  if (s.toMove < 0) return `${head}; ${outcomeOf(t, rules, s).reason}`;
  const defPlayer = m.players[playerOfSide(t, m, s.round, t.def)];
  return `${head}; round ${s.round} begins: ${defPlayer} plays ${rules.sides.defenders}`;
}
