/**
 * The rulesets the compare view offers as B (pure): every shipped ruleset, the designer's
 * edited copies and files from disk the Recent list keeps, saved versions, and a copy of A as
 * it is open now (to edit into a variant). The first choice is the other version of the pair
 * designers compare most (units-v1.1 against units-v1.2), else the shipped text of A itself
 * (what your edits changed), else another shipped ruleset of A's family.
 */
import { familyOfRuleset } from '../../engine/file-kind';
import { rulesetIdFromFile } from '../../engine/loader/ruleset';
import type { RulesetResolver } from '../../engine/loader/resolver';
import type { Catalog } from '../app/catalog-model';
import { fileNameOf } from '../app/download';
import { versionFile } from '../app/open-files';
import type { OpenFile } from '../storage/session';
import type { Version } from '../storage/versions';

export interface BChoice {
  /** Stable key of the choice (kept across reloads): `shipped:<path>`, `recent:<path>`, `version:<id>`, `copy-of-a`. */
  key: string;
  /** What the picker says. */
  label: string;
  file: OpenFile;
}

/** What the choices are made from: the workbench's catalog, Recent list and open ruleset. */
export interface BSources {
  catalog: Catalog;
  recent: readonly OpenFile[];
  ruleset: OpenFile;
  edited(file: OpenFile): boolean;
  /** Saved versions ("Save as new version"). */
  versions: readonly Version[];
}

/** The shipped pair a designer compares first: each one's default B is the other. */
const PAIRS: Readonly<Record<string, string>> = { 'units-v1.2': 'units-v1.1', 'units-v1.1': 'units-v1.2' };

export const COPY_OF_A = 'copy-of-a';

export function bChoices(src: BSources): BChoice[] {
  const out: BChoice[] = src.catalog.rulesets.map((r) => ({
    key: `shipped:${r.path}`,
    label: `${r.id} (shipped)`,
    file: { kind: 'ruleset', path: r.path, text: r.text, origin: 'shipped' },
  }));
  for (const r of src.recent) {
    // Versions are listed below, from the workbench's own list.
    if (r.kind !== 'ruleset' || r.origin === 'version' || (r.origin === 'shipped' && !src.edited(r))) continue;
    out.push({
      key: `recent:${r.path}`,
      label: `${fileNameOf(r.path)} (${r.origin === 'shipped' ? 'your edited copy' : r.origin === 'disk' ? 'from disk' : 'new'})`,
      file: r,
    });
  }
  for (const v of src.versions)
    out.push({ key: `version:${v.id}`, label: `${v.id} (your version, from ${v.from})`, file: versionFile(v) });
  const a = src.ruleset;
  out.push({
    key: COPY_OF_A,
    label: `a copy of A (${fileNameOf(a.path)} as open now), to edit into a variant`,
    file: { ...a },
  });
  return out;
}

/**
 * B when the designer has not chosen one. Families are read from the texts (a variant that
 * leaves `family:` to its base has its base's, found through `resolve`), without loading them.
 */
export function defaultB(choices: readonly BChoice[], a: OpenFile, edited: boolean, resolve: RulesetResolver): BChoice {
  const idA = rulesetIdFromFile(a.path);
  const shipped = (id: string) =>
    choices.find((c) => c.key.startsWith('shipped:') && rulesetIdFromFile(c.file.path) === id);
  const pair = PAIRS[idA] !== undefined && !edited ? shipped(PAIRS[idA]) : undefined;
  const familyOf = (f: OpenFile) => familyOfRuleset(f.text, f.path, resolve);
  const familyA = familyOf(a);
  const sameFamily =
    familyA === ''
      ? undefined
      : choices.find(
          (c) => c.key.startsWith('shipped:') && rulesetIdFromFile(c.file.path) !== idA && familyOf(c.file) === familyA,
        );
  return pair ?? (edited ? shipped(idA) : undefined) ?? sameFamily ?? choices.find((c) => c.key === COPY_OF_A)!;
}
