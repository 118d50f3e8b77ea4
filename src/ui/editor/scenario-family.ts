/**
 * Which game family the scenario in the editor plays, so completion can
 * follow it. Read from the texts without parsing them (a scenario being typed
 * is often not valid YAML), resolving `ruleset:` as the workbench does.
 */
import { familyById } from '../../engine/families';
import { fileHead } from '../../engine/file-kind';
import { rulesetIdFromFile } from '../../engine/loader/ruleset';
import { topLevelValue, type Catalog } from '../app/catalog-model';
import { latestRuleset } from '../app/open-files';
import type { OpenFile } from '../storage/session';

/** What of the workbench the lookup needs. */
export interface RulesetSources {
  readonly rulesetId: string;
  readonly ruleset: OpenFile;
  readonly recent: readonly OpenFile[];
  readonly catalog: Catalog;
}

/**
 * The text of ruleset `id` as a scenario naming it plays it: the editor's
 * ruleset, else the latest recent version, else the shipped one (as the
 * workbench's evaluation resolves it).
 */
export function rulesetText(wb: RulesetSources, id: string): string | undefined {
  if (id === wb.rulesetId) return wb.ruleset.text;
  return latestRuleset(wb.recent, wb.catalog, id)?.text;
}

/** The family id of the ruleset `scenarioText` names, or null when it cannot be told. */
export function scenarioFamily(scenarioText: string, rulesetOf: (id: string) => string | undefined): string | null {
  const ref = fileHead(scenarioText).ruleset;
  if (!ref) return null;
  const text = rulesetOf(rulesetIdFromFile(ref));
  const family = text === undefined ? undefined : topLevelValue(text, 'family');
  return family && familyById(family) ? family : null;
}
