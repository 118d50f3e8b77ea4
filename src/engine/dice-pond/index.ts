/**
 * D'ice Cubes: the Battle of Frostflake Pond. A pond of white dice is built,
 * pawns stand on it, and each turn's blue dice raise and lower the ice until
 * one side's pawns have all sunk. Every reading of the rule text a designer
 * may want to change is a key of `ruleset.schema.json`. Rule text:
 * dice-cubes-frostflake-pond.txt; readings of its gaps: the comments of rulesets/dice-cubes.yaml.
 */
import { withEvaluation } from '../evaluation';
import type { Family } from '../family';
import { checkDicePondRules } from './check';
import { DicePondGame } from './dice-pond-game';
import { DICE_POND_EVALUATION } from './evaluation';
import { OUTCOME_CODES } from './events';
import type { DicePondRules } from './rules';
import schema from './ruleset.schema.json';
import { rollIsFor } from './roll-is-for';
import { SETUP_KEYS } from './setup';
import { dicePondSetupChoices, dicePondSetupOf } from './setup-of';

export const dicePondFamily: Family<DicePondRules> = {
  id: 'dice-pond',
  summary:
    "D'ice Cubes: pawns on a pond of white dice; each turn roll blue dice, move, then raise or lower the ice lowest value first; sink every enemy pawn to win.",
  schema,
  actionForms: [
    { keys: ['place', 'at'] },
    { keys: ['pawn'] },
    { keys: ['roll'] },
    { keys: ['from', 'to'] },
    { keys: ['use', 'do'], optional: ['at', 'by'] },
  ],
  setupKeys: SETUP_KEYS,
  outcomeCodes: OUTCOME_CODES,
  rollIsFor,
  // Every default is the schema's but the bots' evaluation, which is the family's where the ruleset writes none.
  complete: (rules) => ({ rules: withEvaluation(rules, DICE_POND_EVALUATION), problems: [] }),
  check: checkDicePondRules,
  compile: (rules, id) => new DicePondGame(rules as DicePondRules & Record<string, unknown>, id),
  setupOf: dicePondSetupOf,
  setupChoices: dicePondSetupChoices,
};
