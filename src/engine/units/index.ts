/**
 * Units (rules v1.2 and variants): class-against-class capture on a square
 * grid. Every reading of the rule text that a designer may want to change is
 * a key of `ruleset.schema.json`. Rule text: units-rules-v1.2.txt; readings: the comments of rulesets/units-v1.2.yaml.
 */
import type { Family } from '../family';
import { checkUnitsRules } from './check';
import { completeRules } from './defaults';
import { UNITS_OUTCOME_CODES } from './outcome';
import type { UnitsRules } from './rules';
import schema from './ruleset.schema.json';
import { SETUP_KEYS } from './setup';
import { unitsSetupChoices, unitsSetupOf } from './setup-of';
import { UnitsGame } from './units-game';

export const unitsFamily: Family<UnitsRules> = {
  id: 'units',
  summary:
    "Units: each player's units fight by class (1 beats 4, 2 beats 1, 3 beats 2 and 1, 4 beats 3 and 2); capture every enemy unit to win.",
  schema,
  actionForms: [{ keys: ['from', 'to'] }, { keys: ['turn'] }],
  setupKeys: SETUP_KEYS,
  outcomeCodes: UNITS_OUTCOME_CODES,
  complete: completeRules,
  check: checkUnitsRules,
  compile: (rules, id) => new UnitsGame(rules, id),
  setupOf: unitsSetupOf,
  setupChoices: unitsSetupChoices,
};
