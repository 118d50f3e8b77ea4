/**
 * Mistakes the schema cannot see: squares off the board, a square used twice,
 * names that do not exist, thresholds that can never (or always) be met.
 * Every message says what is wrong and what was expected.
 */
import { squareName } from '../grid';
import type { RuleProblem } from '../family';
import { reservedNameProblem } from '../names';
import type { Role, TaflRules } from './rules';
import { groupsDeciding, squareRoles, standRefusal } from './square-roles';
import { startPlacements } from './start-position';
import { typeGroupWord, typeLabel } from './words';

export function checkTaflRules(rules: TaflRules): RuleProblem[] {
  const problems: RuleProblem[] = [];
  const { width } = rules.board;
  const name = (sq: number) => squareName(sq, width);

  if (rules.sides.attackers === rules.sides.defenders) {
    problems.push({
      path: ['sides', 'defenders'],
      message: `both sides are called "${rules.sides.defenders}"; give the attackers and the defenders different names`,
    });
  }
  for (const role of ['attackers', 'defenders'] as const) {
    const reserved = reservedNameProblem(rules.sides[role], ['sides', role], "a side's name");
    if (reserved) problems.push(reserved);
  }
  rules.match?.players.forEach((p, i) => {
    const reserved = reservedNameProblem(p, ['match', 'players', i], "a match player's name");
    if (reserved) problems.push(reserved);
    else if (p === rules.sides.attackers || p === rules.sides.defenders)
      problems.push({
        path: ['match', 'players', i],
        message: `"${p}" is already the name of a side; give the match players names of their own`,
      });
  });
  const typesOf = (role: Role) => Object.keys(rules.pieces).filter((t) => rules.pieces[t].side === role);
  for (const role of ['attackers', 'defenders'] as const) {
    if (typesOf(role).length === 0)
      problems.push({
        path: ['pieces'],
        message: `no piece type belongs to the ${role} (${rules.sides[role]}); give at least one type \`side: ${role}\``,
      });
  }
  const royals = Object.keys(rules.pieces).filter((t) => rules.pieces[t].royal);
  if (royals.length > 1)
    problems.push({
      path: ['pieces', royals[1], 'royal'],
      message: `only one piece type can be royal; ${royals.join(' and ')} both are`,
    });
  for (const t of royals) {
    if (rules.pieces[t].side !== 'defenders')
      problems.push({
        path: ['pieces', t, 'side'],
        message: `the royal piece (${typeLabel(t)}) must belong to the defenders: the attackers win by capturing it`,
      });
  }
  const royal = royals[0];

  const { roles, problems: roleProblems } = squareRoles(rules);
  problems.push(...roleProblems);

  const end = rules.end;
  const { placements, problems: startProblems } = startPlacements(rules);
  problems.push(...startProblems);
  const seen = new Map<number, string>();
  const count: Record<Role, number> = { attackers: 0, defenders: 0 };
  let royalsPlaced = 0;
  for (const p of placements) {
    const before = seen.get(p.square);
    if (before !== undefined) {
      problems.push({
        path: p.path,
        message: `${name(p.square)} already holds ${before === p.type ? 'a' : 'the'} ${typeLabel(before)}; each square holds at most one piece`,
      });
      continue;
    }
    seen.set(p.square, p.type);
    count[rules.pieces[p.type].side]++;
    if (p.type === royal) royalsPlaced++;
    if (roleProblems.length === 0 && !roles.stop.get(p.type)![p.square])
      problems.push({ path: p.path, message: standRefusal(rules, p.type, name(p.square), false) });
  }
  if (startProblems.length === 0) {
    const where = rules.setup ? ['setup'] : ['layout'];
    if (royal && royalsPlaced !== 1)
      problems.push({
        path: where,
        message: `the starting position must hold exactly one ${typeLabel(royal)} (the royal piece); it holds ${royalsPlaced}`,
      });
    for (const role of ['attackers', 'defenders'] as const) {
      if (count[role] === 0)
        problems.push({
          path: where,
          message: `the starting position has no piece of the ${role} (${rules.sides[role]})`,
        });
    }
    if (end.defendersFewerThan > count.defenders) {
      problems.push({
        path: ['end', 'defendersFewerThan'],
        message: `the defenders (${rules.sides.defenders}) would lose before the first move: the threshold is ${end.defendersFewerThan} but the start has only ${count.defenders} of their pieces; expected at most ${count.defenders} (0 turns the rule off)`,
      });
    }
    if (end.attackersFewerThan > count.attackers) {
      problems.push({
        path: ['end', 'attackersFewerThan'],
        message: `the attackers (${rules.sides.attackers}) would lose before the first move: the threshold is ${end.attackersFewerThan} but the start has only ${count.attackers} of their pieces; expected at most ${count.attackers} (0 turns the rule off)`,
      });
    }
  }

  const corners = roles.squares.corners;
  if (end.cornersHeld > 0 && roleProblems.length === 0) {
    if (end.cornersHeld > corners.length) {
      problems.push({
        path: ['end', 'cornersHeld'],
        message: `the defenders would need ${end.cornersHeld} corners but the board has ${corners.length} (squares.corners.at); expected at most ${corners.length}, or 0 to turn the corner win off`,
      });
    }
    // At most this many corners can hold defenders at once: corners they may enter, pieces that may enter one.
    const entering = typesOf('defenders').filter((t) => corners.some((sq) => roles.stop.get(t)![sq]));
    const enterable = corners.filter((sq) => entering.some((t) => roles.stop.get(t)![sq])).length;
    const pieces = placements.filter((p) => entering.includes(p.type)).length;
    const most = Math.min(enterable, pieces);
    if (
      end.cornersHeld <= corners.length &&
      most < end.cornersHeld &&
      startProblems.length === 0 &&
      (!royal || royalsPlaced === 1)
    ) {
      problems.push({
        path: ['end', 'cornersHeld'],
        message: `the corner win needs ${end.cornersHeld} ${end.cornersHeld === 1 ? 'corner' : 'corners'} held by the ${rules.sides.defenders}, but at most ${most} of their pieces can ever stand on corners at once; allow more of them in squares.corners.stop (and squares.cornerZones.stop), or lower cornersHeld`,
      });
    }
    if (end.royalInCorner) {
      if (!royal)
        problems.push({
          path: ['end', 'royalInCorner'],
          message:
            'the corner win asks for the royal piece in a corner, but no piece type is royal; mark one `royal: true` or set royalInCorner: false',
        });
      else if (!corners.some((sq) => roles.stop.get(royal)![sq])) {
        // The lists to change are those of the groups that bar it there (the corner zones too, where they cover the corners).
        const barring = [...new Set(corners.flatMap((sq) => groupsDeciding(rules, name(sq), royal, 'stop')))];
        const lists = barring.map((g) => `squares.${g}.stop`).join(' and ');
        problems.push({
          path: ['end', 'royalInCorner'],
          message: `the corner win needs ${typeGroupWord(rules, royal)} in a corner, but it may not stop on any corner; allow it in ${lists}`,
        });
      }
    }
  }
  for (const key of ['edgeFort', 'edgeEscape'] as const) {
    if (end[key] && !royal)
      problems.push({
        path: ['end', key],
        message: `${key} is about the royal piece, but no piece type is royal; mark one \`royal: true\` or set ${key}: false`,
      });
  }

  const m = rules.match;
  if (m) {
    if (m.swapAfter > m.rounds)
      problems.push({
        path: ['match', 'swapAfter'],
        message: `the players would swap sides after round ${m.swapAfter}, but the match has only ${m.rounds} rounds; expected at most ${m.rounds} (equal: they never swap)`,
      });
    if (m.winsNeeded > m.rounds)
      problems.push({
        path: ['match', 'winsNeeded'],
        message: `nobody can win ${m.winsNeeded} of ${m.rounds} rounds; expected at most ${m.rounds}`,
      });
    else if (2 * m.winsNeeded <= m.rounds)
      problems.push({
        path: ['match', 'winsNeeded'],
        message: `with ${m.winsNeeded} wins needed out of ${m.rounds} rounds both players could reach it; expected more than ${m.rounds / 2}`,
      });
  }
  return problems;
}
