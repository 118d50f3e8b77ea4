/**
 * The semantic diff of two compiled rulesets, as the CLI's `diff` and `compare` and the
 * workbench's compare view show it: the rules as the loader completed them, and the start
 * positions compared as positions (the pieces and dice placed), not as the keys that place them.
 */
import type { Game } from '../game';
import { semanticDiff, type DiffEntry, type DiffSide } from './semantic-diff';

/** The rules and the start position of a game, as the semantic diff reads them. */
function sideOf(g: Game<unknown>): DiffSide {
  const view = g.view(g.start(1));
  return { rules: g.rules, start: [...view.pieces, ...(view.dice ?? [])] };
}

/** Every difference between A and B, or why two rulesets cannot be compared (another family). */
export function diffRulesets(
  bundledSchema: Record<string, unknown>,
  a: { game: Game<unknown>; id: string },
  b: { game: Game<unknown>; id: string },
): DiffEntry[] | string {
  if (a.game.family !== b.game.family)
    return `${a.id} is a ${a.game.family} ruleset and ${b.id} a ${b.game.family} one; expected two rulesets of one family`;
  return semanticDiff(bundledSchema, a.game.family, sideOf(a.game), sideOf(b.game));
}
