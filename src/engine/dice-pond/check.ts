/**
 * The mistakes JSON Schema cannot see: a dice pool that does not add up,
 * too few blue dice for a turn, teams naming unknown players, orders that
 * skip a player … Each problem has its path in the ruleset and says what is
 * wrong and what was expected.
 */
import type { RuleProblem } from '../family';
import { reservedNameProblem } from '../names';
import { BAD_ROLL } from './actions';
import { outsideMessage } from './pond';
import { readSquare } from './squares';
import { sidesOf, type DicePondRules } from './rules';
import { rollCount } from './rolls';

export function checkDicePondRules(r: DicePondRules): RuleProblem[] {
  const out: RuleProblem[] = [];
  const players = r.players;
  const top = r.dice.top;

  players.forEach((p, i) => {
    const reserved = reservedNameProblem(p, ['players', i], "a player's name");
    if (reserved) out.push(reserved);
  });

  // Teams: every player in exactly one team, names unique and distinct from player ids.
  if (r.teams.length > 0) {
    if (r.teams.length < 2)
      out.push({
        path: ['teams'],
        message: `one team cannot play alone; expected at least two teams (or teams: [] for everyone for themselves)`,
      });
    const teamOf = new Map<string, string>();
    const names = new Set<string>();
    r.teams.forEach((t, ti) => {
      if (names.has(t.name))
        out.push({
          path: ['teams', ti, 'name'],
          message: `two teams are called "${t.name}"; expected different names`,
        });
      names.add(t.name);
      const reserved = reservedNameProblem(t.name, ['teams', ti, 'name'], "a team's name");
      if (reserved) out.push(reserved);
      else if (players.includes(t.name))
        out.push({
          path: ['teams', ti, 'name'],
          message: `"${t.name}" cannot name a team: it is a player id; expected another name, e.g. A`,
        });
      t.players.forEach((p, j) => {
        if (!players.includes(p))
          out.push({
            path: ['teams', ti, 'players', j],
            message: `"${p}" is not a player; expected one of ${players.join(', ')}`,
          });
        else if (teamOf.has(p))
          out.push({
            path: ['teams', ti, 'players', j],
            message: `${p} is already in team ${teamOf.get(p)}; expected each player in one team`,
          });
        else teamOf.set(p, t.name);
      });
    });
    players.forEach((p, i) => {
      if (!teamOf.has(p))
        out.push({
          path: ['players', i],
          message: `${p} is in no team; expected every player in one of the teams (${r.teams.map((t) => t.name).join(', ')})`,
        });
    });
  }

  // The white dice: values on the die, counts adding up to the total, the first die among them.
  const counts = Object.entries(r.dice.white);
  let total = 0;
  for (const [v, n] of counts) {
    if (Number(v) > top)
      out.push({
        path: ['dice', 'white', v],
        message: `a die showing ${v}, but dice show 1 … ${top} (dice.top: ${top}); expected values up to ${top}`,
      });
    total += n;
  }
  if (total !== r.dice.whiteTotal) {
    const list = counts.map(([v, n]) => `${n}×${v}`).join(' + ') || 'nothing';
    out.push({
      path: ['dice', 'white'],
      message: `the white dice counts add up to ${total} (${list}), but dice.whiteTotal is ${r.dice.whiteTotal}; expected counts that add up to dice.whiteTotal`,
    });
  }
  const first = r.placement.first;
  if (first.value > top)
    out.push({
      path: ['placement', 'first', 'value'],
      message: `the first die shows ${first.value}, but dice show 1 … ${top} (dice.top); expected 1 … ${top}`,
    });
  else if ((r.dice.white[String(first.value)] ?? 0) < 1) {
    out.push({
      path: ['placement', 'first', 'value'],
      message: `the first die shows ${first.value}, but dice.white has no ${first.value}; expected a value the white dice include`,
    });
  }

  // The pond grid: placement must never reach its edge.
  const xy = readSquare(first.at);
  if (typeof xy === 'string' || Math.max(Math.abs(xy[0]), Math.abs(xy[1])) > r.pond.radius) {
    // Both messages already say what was expected.
    out.push({
      path: ['placement', 'first', 'at'],
      message: typeof xy === 'string' ? xy : outsideMessage(first.at, r.pond.radius),
    });
  } else {
    const reach = Math.max(Math.abs(xy[0]), Math.abs(xy[1])) + r.dice.whiteTotal - 1;
    if (reach > r.pond.radius) {
      out.push({
        path: ['pond', 'radius'],
        message: `placing ${r.dice.whiteTotal} dice from ${first.at} can reach ${reach} squares from "0,0", beyond pond.radius ${r.pond.radius}; expected a radius of at least ${reach}`,
      });
    }
  }

  // Pawns need dice, turns need blue dice.
  const pawns = players.length * r.pawnsPerPlayer;
  if (pawns > r.dice.whiteTotal) {
    out.push({
      path: ['pawnsPerPlayer'],
      message: `${pawns} pawns (${players.length} players × ${r.pawnsPerPlayer}) but only ${r.dice.whiteTotal} white dice: two pawns cannot occupy the same die; expected at most ${Math.floor(r.dice.whiteTotal / players.length)} pawns per player`,
    });
  }
  const teams = sidesOf(r);
  const biggest = teams.reduce((a, t) => (t.players.length > a.players.length ? t : a), teams[0]);
  const perTurn = biggest.players.length * r.pawnsPerPlayer * r.dice.bluePerPawn;
  if (perTurn > r.dice.blue) {
    const who =
      r.teams.length > 0
        ? `team ${biggest.name} (${biggest.players.length} players × ${r.pawnsPerPlayer} pawn${r.pawnsPerPlayer === 1 ? '' : 's'} × ${r.dice.bluePerPawn} per pawn)`
        : `a player (${r.pawnsPerPlayer} pawns × ${r.dice.bluePerPawn} per pawn)`;
    out.push({
      path: ['dice', 'blue'],
      message: `a turn of ${who} rolls up to ${perTurn} blue dice, but dice.blue is ${r.dice.blue}; expected at least ${perTurn} (or fewer dice per pawn)`,
    });
  } else {
    const outcomes = rollCount(r.pawnsPerPlayer * r.dice.bluePerPawn, top) ** biggest.players.length;
    if (outcomes >= BAD_ROLL) {
      out.push({
        path: ['dice', 'bluePerPawn'],
        message: `one turn's roll has ${outcomes} possible outcomes, more than the workbench handles (${BAD_ROLL - 1}); expected fewer blue dice per turn or a lower dice.top`,
      });
    }
  }

  // Orders name known players; the pawn order names each player once per pawn.
  const orderProblems = (order: DicePondRules['placement']['order'], path: string[]): void => {
    if (order === 'rotation') return;
    order.forEach((p, i) => {
      if (!players.includes(p))
        out.push({ path: [...path, i], message: `"${p}" is not a player; expected one of ${players.join(', ')}` });
    });
  };
  orderProblems(r.placement.order, ['placement', 'order']);
  orderProblems(r.pawnPlacement.order, ['pawnPlacement', 'order']);
  const pawnOrder = r.pawnPlacement.order;
  if (pawnOrder !== 'rotation') {
    players.forEach((p) => {
      const n = pawnOrder.filter((q) => q === p).length;
      if (n !== r.pawnsPerPlayer) {
        out.push({
          path: ['pawnPlacement', 'order'],
          message: `${p} is listed ${n} time${n === 1 ? '' : 's'}, but has ${r.pawnsPerPlayer} pawn${r.pawnsPerPlayer === 1 ? '' : 's'} (pawnsPerPlayer); expected each player once per pawn`,
        });
      }
    });
  }
  return out;
}
