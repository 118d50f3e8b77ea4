/**
 * Units (rules v1.2 and variants): class-against-class capture on a square
 * grid. Every reading of the rule text that a designer may want to change is
 * a key of `ruleset.schema.json`; see ../shared/spec/rules.md §1.
 */
import type { Family } from '../family';
import { checkUnitsRules } from './check';
import { completeRules, type UnitsInput } from './defaults';
import schema from './ruleset.schema.json';
import { SETUP_KEYS } from './setup';
import { UnitsGame } from './units-game';

export const unitsFamily: Family<UnitsInput> = {
  id: 'units',
  summary: 'Units: each player\'s units fight by class (1 beats 4, 2 beats 1, 3 beats 2 and 1, 4 beats 3 and 2); capture every enemy unit to win.',
  schema,
  actionForms: [{ keys: ['from', 'to'] }, { keys: ['turn'] }],
  setupKeys: SETUP_KEYS,
  check: checkUnitsRules,
  compile: (input, id) => {
    const { rules, problems } = completeRules(input);
    // `check` reported these before the loader calls compile.
    if (problems.length > 0) throw new Error(problems.map((p) => p.message).join('; '));
    return new UnitsGame(rules as typeof rules & Record<string, unknown>, id);
  },
};
