/**
 * Versions in the workbench: "Save as new version" keeps the ruleset in the editor under a new
 * id (its whole text, as the designer wrote it), offered in the ruleset picker, to compare
 * (`wb.versions`) and to any scenario (`ruleset: units-v1.3-draft`). A scenario is re-pointed to
 * another ruleset by rewriting its `ruleset:` value, one undo step. The versions themselves are
 * kept by `OpenFiles` (stored in the browser beside the session).
 */
import { fileHead } from '../../engine/file-kind';
import { rulesetIdFromFile } from '../../engine/loader/ruleset';
import { withRulesetRef } from '../../engine/share/ruleset-ref';
import { downloadText, fileNameOf } from '../app/download';
import type { Workbench } from '../app/workbench';
import { suggestVersionId, VERSION_ID } from '../storage/versions';

/** The id offered for a new version of the ruleset in the editor (`units-v1.2` → `units-v1.3-draft`). */
export function suggestedVersionId(wb: Workbench): string {
  return suggestVersionId(wb.rulesetId, (id) => wb.files.rulesetIdTaken(id));
}

/** Why `id` cannot name a new version, in the designer's words; null when it can. */
export function versionIdProblem(wb: Workbench, id: string): string | null {
  if (id === '') return 'Give the version a name, e.g. units-v1.3-draft.';
  if (!VERSION_ID.test(id))
    return 'A version name uses letters, digits, ".", "-" and "_" only (no spaces or slashes), and does not start with "." or "-".';
  if (wb.files.versions.some((v) => v.id === id))
    return `You already have a version named ${id}; choose another name (or open it from the Ruleset list).`;
  if (wb.files.rulesetIdTaken(id)) return `${id} is a shipped ruleset; choose another name.`;
  return null;
}

/** The ruleset the open scenario plays (its `ruleset:` id), or null without a scenario. */
export function scenarioRulesetId(wb: Workbench): string | null {
  return wb.scenario ? rulesetIdFromFile(fileHead(wb.scenario.text).ruleset) : null;
}

/**
 * Saves the ruleset in the editor as version `id` and opens it there. An open scenario that
 * played the ruleset plays the version from now on (one undo step), so the board shows the
 * same game. The ruleset it was saved from keeps its text: an edited shipped one stays edited
 * (in Recent), to revert when the designer chooses. Returns why `id` is refused, or null.
 */
export function saveAsVersion(wb: Workbench, id: string): string | null {
  const problem = versionIdProblem(wb, id);
  if (problem) return problem;
  wb.flush();
  const from = wb.rulesetId;
  const editedShipped = wb.edited(wb.ruleset);
  const saved = wb.files.addVersion(id, wb.ruleset.text, from);
  const repointed = scenarioRulesetId(wb) === from && repoint(wb, id);
  wb.open(saved.file);
  const download = { label: `Download ${id}.yaml`, run: () => downloadText(`${id}.yaml`, saved.file.text) };
  if (!saved.ok) {
    wb.showFlash({
      kind: 'error',
      text: `Version ${id} is open, but it could not be kept in this browser (${saved.error.replace(/^Not saved: /, '').replace(/ \(download your files to keep them\)$/, '')}): download it to keep it.`,
      action: download,
    });
    return null;
  }
  const scenarioNote = repointed ? ` The scenario now plays ${id} (Undo puts ${from} back).` : '';
  const shippedNote = editedShipped
    ? ` Your edited ${from} keeps its edits; open it and press "Revert to shipped" to put the shipped text back.`
    : '';
  wb.showFlash({ kind: 'info', text: `Saved as version ${id}.${scenarioNote}${shippedNote}`, action: download });
  return null;
}

/** Opens a saved version in the ruleset editor. */
export function openVersion(wb: Workbench, id: string): void {
  const file = wb.files.versions.find((v) => v.id === id) && wb.files.rulesetById(id);
  if (file) wb.open(file);
  else wb.showFlash({ kind: 'error', text: `There is no saved version ${id}.` });
}

/** The open scenario's `ruleset:` rewritten to `id`, as one undo step; false when it names it already or cannot be rewritten. */
function repoint(wb: Workbench, id: string): boolean {
  const scenario = wb.scenario;
  if (!scenario) return false;
  const before = scenario.text;
  const after = withRulesetRef(before, id);
  if (after === before) return false;
  wb.editing.replaced(before, after);
  wb.setText('scenario', after);
  wb.externalRevision++;
  return true;
}

/**
 * The open scenario plays ruleset `id` (shipped, edited or a saved version) from now on: its
 * `ruleset:` line is rewritten (Undo puts it back), and that ruleset opens in the editor.
 */
export function playScenarioOn(wb: Workbench, id: string): void {
  const scenario = wb.scenario;
  if (!scenario || scenarioRulesetId(wb) === id) return;
  const file = id === wb.rulesetId ? wb.ruleset : wb.files.rulesetById(id);
  if (!file) return wb.showFlash({ kind: 'error', text: `There is no ruleset ${id} to play this scenario on.` });
  wb.flush();
  if (!repoint(wb, id)) {
    return wb.showFlash({
      kind: 'error',
      text: `The ruleset: line of ${fileNameOf(scenario.path)} could not be rewritten; write "ruleset: ${id}" there yourself.`,
    });
  }
  if (id !== wb.rulesetId) wb.open(file);
  else wb.flush();
  wb.showFlash({ kind: 'info', text: `${fileNameOf(scenario.path)} now plays ${id} (Undo puts it back).` });
}

/** Every ruleset a scenario can be pointed at, by id: the shipped ones, then the saved versions. */
export function rulesetChoices(wb: Workbench): { id: string; label: string; group: 'shipped' | 'version' }[] {
  return [
    ...wb.catalog.rulesets.map((r) => ({
      id: r.id,
      label: `${r.id} — ${r.title}${wb.hasEdits('ruleset', r.path) ? ' (edited)' : ''}`,
      group: 'shipped' as const,
    })),
    ...wb.files.versions.map((v) => ({
      id: v.id,
      label: `${v.id} (your version, from ${v.from})`,
      group: 'version' as const,
    })),
  ];
}
