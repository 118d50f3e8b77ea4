/**
 * How the workbench finds a ruleset by its id (a scenario's `ruleset:`, a variant's `extends:`):
 * the editor's ruleset when it has that id, else a saved version, an open file or the shipped one
 * (`OpenFiles.rulesetById`). Every reader that loads from the workbench's files goes through it
 * (the compare view's pure re-run through `resolverOver`).
 */
import { rulesetIdFromFile } from '../../engine/loader/ruleset';
import type { RulesetResolver } from '../../engine/loader/resolver';
import type { Workbench } from './workbench';

export function workbenchResolver(wb: Workbench): RulesetResolver {
  return resolverOver((id) => (id === wb.rulesetId ? wb.ruleset : wb.files.rulesetById(id)));
}

/** A resolver over rulesets found by id (a reference written as a path is taken by its file name: the workbench has no folders). */
export function resolverOver(byId: (id: string) => { path: string; text: string } | undefined): RulesetResolver {
  return (ref) => {
    const id = rulesetIdFromFile(ref);
    const file = byId(id);
    return file
      ? { text: file.text, file: file.path, id }
      : {
          error: `no ruleset "${ref}": expected the id of a shipped ruleset, a saved version or a ruleset open in the workbench`,
        };
  };
}
