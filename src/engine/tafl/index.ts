/**
 * Tafl: hnefatafl and its relatives (Escape Death, Copenhagen, …) as data.
 * Squares are described by roles (who may stop or pass, to whom they are
 * hostile, whom they fix or protect) and pieces by side, power and strength,
 * so a variant is a YAML edit. Rule text: escape-death-hnefatafl.txt; readings: the comments of rulesets/escape-death.yaml and rulesets/hnefatafl-copenhagen.yaml.
 */
import { withEvaluation } from '../evaluation';
import type { Family } from '../family';
import { checkTaflRules } from './check';
import { taflEvaluation } from './evaluation';
import { OUTCOME_CODES } from './outcome';
import type { TaflRules } from './rules';
import schema from './ruleset.schema.json';
import { SETUP_KEYS } from './setup';
import { taflSetupChoices, taflSetupOf } from './setup-of';
import { TaflGame } from './tafl-game';

export { matchPlayerOfSide } from './match';
export { pieceRoles, type PieceRole } from './piece-roles';

export const taflFamily: Family<TaflRules> = {
  id: 'tafl',
  summary:
    'Tafl: hnefatafl-style siege games (Escape Death, Copenhagen) — pieces move like rooks, capture by enclosing, the defenders try to bring their royal piece to safety.',
  schema,
  actionForms: [{ keys: ['from', 'to'] }],
  setupKeys: SETUP_KEYS,
  outcomeCodes: OUTCOME_CODES,
  // Every tafl default is a plain schema default but the bots' evaluation, derived from the pieces and the end rules.
  complete: (rules) => ({ rules: withEvaluation(rules, taflEvaluation(rules)), problems: [] }),
  check: checkTaflRules,
  compile: (rules, id) => new TaflGame(rules as TaflRules & Record<string, unknown>, id),
  setupOf: taflSetupOf,
  setupChoices: taflSetupChoices,
};
