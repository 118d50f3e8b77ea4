/**
 * Versions in the workbench (no DOM): saved under a new id and opened, kept across a reload,
 * found by id by scenarios and by `extends:`, re-pointing a scenario (undoable), the names a
 * version may take, and a full storage reported.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseShippedList } from '../../../src/ui/app/catalog-model';
import { Workbench } from '../../../src/ui/app/workbench';
import { LocalStore } from '../../../src/ui/storage/local-store';
import { parseVersions, serializeVersions, suggestVersionId } from '../../../src/ui/storage/versions';
import {
  openVersion,
  playScenarioOn,
  saveAsVersion,
  suggestedVersionId,
  versionIdProblem,
} from '../../../src/ui/versions/versions-store';
import { MapStorage } from '../../support/map-storage';

const root = new URL('../../../', import.meta.url);
const read = (p: string) => readFileSync(new URL(p, root), 'utf8');
const rulesets = Object.fromEntries(
  readdirSync(new URL('rulesets/', root))
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => [`/rulesets/${f}`, read(`rulesets/${f}`)]),
);
const catalog = parseShippedList(rulesets, {
  '/scenarios/units/01-class1-takes-class4.yaml': read('scenarios/units/01-class1-takes-class4.yaml'),
});
const UNITS = 'rulesets/units-v1.2.yaml';

const bench = (storage = new MapStorage()) => new Workbench({ catalog, store: new LocalStore(storage), debounceMs: 1 });

/** units-v1.2 with a shorter ply limit, and a scenario playing it. */
function editedUnits(storage = new MapStorage()) {
  const wb = bench(storage);
  wb.openShipped(UNITS);
  wb.newScenario();
  wb.setText('ruleset', wb.ruleset.text.replace(/^plyLimit: 200$/m, 'plyLimit: 150'));
  wb.flush();
  return { wb, storage };
}

describe('version names', () => {
  it('the suggestion raises the last number of the id and adds -draft, then -2, -3 … while taken', () => {
    const none = () => false;
    expect(suggestVersionId('units-v1.2', none)).toBe('units-v1.3-draft');
    expect(suggestVersionId('units-v1.2-4p', none)).toBe('units-v1.3-4p-draft');
    expect(suggestVersionId('units-v1.9', none)).toBe('units-v1.10-draft');
    expect(suggestVersionId('escape-death', none)).toBe('escape-death-draft');
    expect(suggestVersionId('units-v1.2', (id) => id === 'units-v1.3-draft' || id === 'units-v1.3-draft-2')).toBe(
      'units-v1.3-draft-3',
    );
    expect(suggestedVersionId(bench())).toBe('units-v1.3-draft');
  });

  it('a name must be a ruleset id no shipped ruleset or version has', () => {
    const { wb } = editedUnits();
    expect(versionIdProblem(wb, '')).toMatch(/Give the version a name/);
    expect(versionIdProblem(wb, 'my rules')).toMatch(/letters, digits/);
    expect(versionIdProblem(wb, '../x')).toMatch(/letters, digits/);
    expect(versionIdProblem(wb, 'units-v1.1')).toBe('units-v1.1 is a shipped ruleset; choose another name.');
    expect(saveAsVersion(wb, 'units-v1.3-draft')).toBeNull();
    expect(versionIdProblem(wb, 'units-v1.3-draft')).toMatch(/^You already have a version named units-v1\.3-draft/);
    expect(versionIdProblem(wb, 'units-v1.4-draft')).toBeNull();
  });

  it('stored versions that cannot be read are left out, never fatal', () => {
    expect(parseVersions('{')).toEqual([]);
    expect(parseVersions(JSON.stringify({ v: 2, versions: [] }))).toEqual([]);
    const good = { id: 'a', text: 'family: units\n', from: 'units-v1.2', savedAt: 1 };
    expect(
      parseVersions(JSON.stringify({ v: 1, versions: [good, { ...good, id: '../a' }, { ...good, text: 3 }, good] })),
    ).toEqual([good]);
    expect(parseVersions(serializeVersions([good]))).toEqual([good]);
  });
});

describe('Save as new version', () => {
  it('opens the version with the edited text; the scenario plays it (one undo step); the shipped ruleset stays edited', () => {
    const { wb } = editedUnits();
    const scenarioBefore = wb.scenario!.text;
    expect(saveAsVersion(wb, 'units-v1.3-draft')).toBeNull();
    expect(wb.ruleset).toMatchObject({ path: 'rulesets/units-v1.3-draft.yaml', origin: 'version' });
    expect(wb.ruleset.text).toMatch(/^plyLimit: 150$/m);
    expect(wb.scenario!.text).toMatch(/^ruleset: units-v1\.3-draft$/m);
    expect(wb.evaluation.diagnostics).toEqual([]);
    expect(wb.flash?.text).toMatch(
      /^Saved as version units-v1\.3-draft\. The scenario now plays units-v1\.3-draft \(Undo puts units-v1\.2 back\)\. Your edited units-v1\.2 keeps its edits/,
    );
    expect(wb.hasEdits('ruleset', UNITS)).toBe(true);
    expect(wb.versions.map((v) => [v.id, v.from])).toEqual([['units-v1.3-draft', 'units-v1.2']]);
    wb.undo();
    expect(wb.scenario!.text).toBe(scenarioBefore);
    // The shipped one reopens with its edits, and reverts.
    wb.openShipped(UNITS);
    expect(wb.ruleset.text).toMatch(/^plyLimit: 150$/m);
    wb.revertToShipped('ruleset');
    expect(wb.ruleset.text).toBe(read(UNITS));
    expect(wb.files.rulesetById('units-v1.3-draft')!.text).toMatch(/^plyLimit: 150$/m);
  });

  it('survives a reload, is found by id by a scenario and by extends:, and follows its own edits', () => {
    const storage = new MapStorage();
    saveAsVersion(editedUnits(storage).wb, 'units-v1.3-draft');
    const again = bench(storage);
    expect(again.versions.map((v) => v.id)).toEqual(['units-v1.3-draft']);
    expect(again.files.rulesetById('units-v1.3-draft')).toMatchObject({
      origin: 'version',
      path: 'rulesets/units-v1.3-draft.yaml',
    });
    openVersion(again, 'units-v1.3-draft');
    again.setText('ruleset', again.ruleset.text.replace('plyLimit: 150', 'plyLimit: 120'));
    expect(bench(storage).versions[0].text).toMatch(/^plyLimit: 120$/m);
    // A variant of the version, by id.
    again.openText('faster.yaml', 'extends: units-v1.3-draft\nmove:\n  speed: { 4: 2 }\n');
    again.flush();
    expect(again.evaluation.diagnostics).toEqual([]);
    expect((again.frame!.replay.game.rules as { plyLimit: number }).plyLimit).toBe(120);
  });

  it('a full storage: the version stays open for this visit, the save state says it is not saved, and the next write that succeeds clears it', () => {
    const { wb, storage } = editedUnits();
    storage.full = true;
    expect(saveAsVersion(wb, 'units-v1.3-draft')).toBeNull();
    expect(wb.rulesetId).toBe('units-v1.3-draft');
    expect(wb.flash).toMatchObject({ kind: 'error', action: { label: 'Download units-v1.3-draft.yaml' } });
    expect(wb.flash!.text).toBe(
      'Version units-v1.3-draft is open, but it could not be kept in this browser (storage is full): download it to keep it.',
    );
    expect(wb.save).toMatchObject({ ok: false, error: expect.stringMatching(/^Not saved: storage is full/) as string });
    storage.full = false;
    wb.setText('ruleset', `${wb.ruleset.text}# room again\n`);
    expect(wb.save.ok).toBe(true);
    expect(bench(storage).versions.map((v) => v.id)).toEqual(['units-v1.3-draft']);
  });
});

describe('re-pointing a scenario', () => {
  it('rewrites its ruleset: line (Undo puts it back) and opens that ruleset', () => {
    const { wb } = editedUnits();
    saveAsVersion(wb, 'units-v1.3-draft');
    wb.undo();
    wb.openShipped(UNITS);
    expect(wb.scenario!.text).toMatch(/^ruleset: units-v1\.2$/m);
    playScenarioOn(wb, 'units-v1.3-draft');
    expect(wb.scenario!.text).toMatch(/^ruleset: units-v1\.3-draft$/m);
    expect(wb.rulesetId).toBe('units-v1.3-draft');
    expect(wb.evaluation.diagnostics).toEqual([]);
    wb.undo();
    expect(wb.scenario!.text).toMatch(/^ruleset: units-v1\.2$/m);
    playScenarioOn(wb, 'units-v1.1');
    expect(wb.rulesetId).toBe('units-v1.1');
    expect(wb.evaluation.diagnostics).toEqual([]);
  });
});

describe('two tabs', () => {
  it('a version saved in one tab is not lost when the other saves one', () => {
    const storage = new MapStorage();
    const one = editedUnits(storage).wb,
      two = editedUnits(storage).wb;
    saveAsVersion(one, 'units-v1.3-draft');
    saveAsVersion(two, 'units-v1.3-other');
    expect(
      bench(storage)
        .versions.map((v) => v.id)
        .sort(),
    ).toEqual(['units-v1.3-draft', 'units-v1.3-other']);
  });
});
