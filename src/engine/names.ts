/**
 * Names a ruleset may not give a player, side, team or match player: scenarios
 * use these words with a meaning of their own (`winner: draw`, `toMove: none`,
 * `toMove: chance`). Every family checks its names with `reservedNameProblem`.
 */
import type { RuleProblem } from './family';

export const RESERVED_NAMES: readonly string[] = ['draw', 'none', 'chance'];

/** The problem for `name` at `path` if it is a reserved word, else null; `what` names the role ("a player's name", "a team's name"). */
export function reservedNameProblem(name: string, path: (string | number)[], what: string): RuleProblem | null {
  if (!RESERVED_NAMES.includes(name)) return null;
  const meaning = name === 'draw' ? 'a drawn game' : name === 'none' ? 'nobody to move' : 'a roll being due';
  return { path, message: `"${name}" cannot be ${what}: scenarios use it to mean ${meaning}; expected another name` };
}
