/**
 * Which game family the scenario in the editor plays, so completion can
 * follow it: the family of the ruleset its `ruleset:` names, found as the
 * workbench's evaluation finds it (the resolver it is given), through the
 * ruleset's bases when it leaves `family:` to them. Read from the heads of the
 * texts (a scenario being typed is often not valid YAML).
 */
import { familyById } from '../../engine/families';
import { familyOfScenario } from '../../engine/file-kind';
import type { RulesetResolver } from '../../engine/loader/resolver';

/** The id of a known family the scenario plays, or null when it cannot be told. */
export function scenarioFamily(scenario: { path: string; text: string }, resolve: RulesetResolver): string | null {
  const family = familyOfScenario(scenario.text, scenario.path, resolve);
  return family && familyById(family) ? family : null;
}
