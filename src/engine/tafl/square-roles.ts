/**
 * The `squares` section resolved to per-type facts about every square: may a
 * piece of type t stop here, pass over here, is the square hostile to it
 * (empty / occupied), does it fix or protect it. A square in several groups
 * obeys all of them (stop/pass: every group must allow; the rest: any group).
 */
import { closest, distance } from 'fastest-levenshtein';
import { badSquare, squareIndex } from '../grid';
import type { RuleProblem } from '../family';
import { SQUARE_GROUPS, type SquareGroup, type TaflRules } from './rules';
import { resolveSelectors, selectedTypes, SELECTOR_WORDS } from './selectors';
import { typeGroupWord } from './words';

export const ROLE_KEYS = ['stop', 'pass', 'hostileWhenEmpty', 'hostileWhenOccupied', 'fixes', 'protects'] as const;
export type RoleKey = (typeof ROLE_KEYS)[number];

export interface SquareRoles {
  /** Per type name: one flag per square. */
  stop: Map<string, Uint8Array>;
  pass: Map<string, Uint8Array>;
  hostileWhenEmpty: Map<string, Uint8Array>;
  hostileWhenOccupied: Map<string, Uint8Array>;
  fixes: Map<string, Uint8Array>;
  protects: Map<string, Uint8Array>;
  /** The squares of each group (board indices). */
  squares: Record<SquareGroup, number[]>;
}

export function squareRoles(rules: TaflRules): { roles: SquareRoles; problems: RuleProblem[] } {
  const { width, height } = rules.board;
  const n = width * height;
  const types = Object.keys(rules.pieces);
  const problems: RuleProblem[] = [];
  const make = (fill: number) => new Map(types.map((t) => [t, new Uint8Array(n).fill(fill)]));
  const roles: SquareRoles = {
    stop: make(1),
    pass: make(1),
    hostileWhenEmpty: make(0),
    hostileWhenOccupied: make(0),
    fixes: make(0),
    protects: make(0),
    squares: { centre: [], corners: [], cornerZones: [] },
  };
  for (const group of SQUARE_GROUPS) {
    const g = rules.squares[group];
    g.at.forEach((name, i) => {
      const sq = squareIndex(name, width, height);
      if (sq < 0) problems.push({ path: ['squares', group, 'at', i], message: badSquare(name, width, height) });
      else roles.squares[group].push(sq);
    });
    for (const key of ROLE_KEYS) {
      const r = resolveSelectors(rules, g[key]);
      if ('unknown' in r) {
        const role = (['attackers', 'defenders'] as const).find((side) => rules.sides[side] === r.unknown);
        if (role) {
          const theirs = types.filter((t) => rules.pieces[t].side === role);
          problems.push({
            path: ['squares', group, key, r.index],
            message: `"${r.unknown}" is the name of the ${role}' side; expected ${role} (all their pieces) or one of their piece types: ${theirs.join(', ')}`,
          });
          continue;
        }
        const choices = [...types, ...SELECTOR_WORDS];
        const guess = closest(r.unknown, choices);
        const hint = distance(r.unknown, guess) <= 2 ? ` (did you mean ${guess}?)` : '';
        problems.push({
          path: ['squares', group, key, r.index],
          message: `"${r.unknown}" is neither a piece type of this ruleset nor a group of pieces${hint}; expected one of ${choices.join(', ')}`,
        });
        continue;
      }
      for (const t of types) {
        const flags = roles[key].get(t)!;
        const selected = r.types.has(t);
        for (const sq of roles.squares[group]) {
          // stop/pass: every group must allow; the other roles: any group grants.
          if (key === 'stop' || key === 'pass') {
            if (!selected) flags[sq] = 0;
          } else if (selected) flags[sq] = 1;
        }
      }
    }
  }
  return { roles, problems };
}

/**
 * The square groups at `square` whose `key` list decides for pieces of `type`:
 * for `stop` and `pass` those that leave the type out (they bar it), for
 * `fixes` those that list it (they hold it). For messages, off the hot path.
 */
export function groupsDeciding(
  rules: TaflRules,
  square: string,
  type: string,
  key: 'stop' | 'pass' | 'fixes',
): SquareGroup[] {
  const wanted = key === 'fixes';
  return SQUARE_GROUPS.filter(
    (g) => rules.squares[g].at.includes(square) && selectedTypes(rules, rules.squares[g][key]).has(type) === wanted,
  );
}

/**
 * Why pieces of `type` may not stand on `square` (rules that passed `check`),
 * naming the groups there whose `stop` list leaves them out: those are the
 * lists a designer would change. A scenario's message points into the ruleset.
 */
export function standRefusal(rules: TaflRules, type: string, square: string, inScenario: boolean): string {
  const barring = groupsDeciding(rules, square, type, 'stop');
  const names = barring.map((g) => rules.squares[g].name).join(' / ');
  const lists = barring.map((g) => `\`squares.${g}.stop\``).join(' and ');
  const royal = rules.pieces[type]?.royal === true;
  return `${typeGroupWord(rules, type)} may not stand on the ${names} ${square}; expected another square, or allow ${royal ? 'it' : 'them'} in ${inScenario ? "the ruleset's " : ''}${lists}`;
}
