/**
 * The header's ⤓ Ruleset and ⤓ Scenario downloads, and the ruleset a scenario plays (which names
 * them). Kept apart from share-store.ts: the header shows these names from the first paint, the
 * sharing code (links, bundles, their compression and hashes) loads when it is first used.
 */
import { fileHead } from '../../engine/file-kind';
import { rulesetIdFromFile } from '../../engine/loader/ruleset';
import { rulesetDownloadName, scenarioDownloadName } from '../app/download';
import type { Workbench } from '../app/workbench';
import type { OpenFile } from '../storage/session';

/** The ruleset the open scenario plays (the editor's when it names it), with its id and whether it is an edited shipped one. */
export function playedRuleset(wb: Workbench): { file: OpenFile; id: string; edited: boolean } | null {
  const named = wb.scenario ? rulesetIdFromFile(fileHead(wb.scenario.text).ruleset) : '';
  const file = !named || named === wb.rulesetId ? wb.ruleset : wb.files.rulesetById(named);
  return file ? { file, id: rulesetIdFromFile(file.path), edited: wb.edited(file) } : null;
}

/** The ⤓ Ruleset download: the editor's ruleset, named with "edited" when it is an edited shipped one. */
export function rulesetDownload(wb: Workbench): { name: string; text: string } {
  return { name: rulesetDownloadName(wb.rulesetId, wb.edited(wb.ruleset)), text: wb.ruleset.text };
}

/** The ⤓ Scenario download: named by its title and the ruleset it plays ("edited" where it is). */
export function scenarioDownload(wb: Workbench): { name: string; text: string } | null {
  const scenario = wb.scenario;
  if (!scenario) return null;
  const played = playedRuleset(wb);
  const id = played?.id ?? rulesetIdFromFile(fileHead(scenario.text).ruleset);
  return { name: scenarioDownloadName(scenario, id, played?.edited ?? false), text: scenario.text };
}
