/**
 * The compare view's model over a workbench: the first opening (v1.1 against v1.2 on the
 * sample where they part), the steps marked and the divergences jumped to, both sides
 * re-running on edits, B's choices and the diff's keys opened in the right editor.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseShippedList } from '../../../src/ui/app/catalog-model';
import { Workbench } from '../../../src/ui/app/workbench';
import { CompareModel } from '../../../src/ui/compare/compare-model';
import { COMPARE_SAMPLE } from '../../../src/ui/compare/compare-session';
import { differencesAt, differingSquares, sideNote, sidePositions, stepAt } from '../../../src/ui/compare/divergence';
import { LocalStore } from '../../../src/ui/storage/local-store';
import { saveAsVersion } from '../../../src/ui/versions/versions-store';
import { MapStorage } from '../../support/map-storage';

const root = new URL('../../../', import.meta.url);
const read = (p: string) => readFileSync(new URL(p, root), 'utf8');
const files = (dir: string) =>
  Object.fromEntries(
    readdirSync(new URL(dir, root))
      .filter((f) => f.endsWith('.yaml'))
      .map((f) => [`/${dir}${f}`, read(`${dir}${f}`)]),
  );
const catalog = parseShippedList(files('rulesets/'), files('scenarios/units/'));

function setUp(storage = new MapStorage()) {
  const wb = new Workbench({ catalog, store: new LocalStore(storage), debounceMs: 1 });
  const compare = new CompareModel(wb, { debounceMs: 1, storage });
  return { wb, compare, storage };
}

describe('opening the compare view', () => {
  it('the first time on units-v1.2: B is units-v1.1 and the sample where they part is opened', () => {
    const { wb, compare } = setUp();
    expect(wb.ruleset.path).toBe('rulesets/units-v1.2.yaml');
    compare.open();
    expect(compare.b?.choice).toBe('shipped:rulesets/units-v1.1.yaml');
    expect(wb.scenario?.path).toBe(COMPARE_SAMPLE);
    expect(compare.run?.scenario).toBe(true);
    expect(compare.length).toBe(6);
  });

  it("a variant that leaves family: to its base is of its base's family: it gets the sample and a shipped B of that family", () => {
    const { wb, compare } = setUp();
    wb.open({
      kind: 'ruleset',
      path: 'rulesets/my-units.yaml',
      text: 'extends: units-v1.2\nplyLimit: 150\n',
      origin: 'new',
    });
    compare.open();
    expect(compare.b?.choice).toBe('shipped:rulesets/units-v1.1.yaml');
    expect(wb.scenario?.path).toBe(COMPARE_SAMPLE);
  });

  it('a ruleset of another family than the sample plays does not get the sample', () => {
    const { wb, compare } = setUp();
    wb.openShipped('rulesets/hnefatafl-copenhagen.yaml');
    const before = wb.scenario?.path;
    compare.open();
    expect(wb.scenario?.path).toBe(before);
    expect(compare.b?.choice).toBe('shipped:rulesets/escape-death.yaml');
  });

  it('a scenario the designer edited stays open', () => {
    const { wb, compare } = setUp();
    wb.setText('scenario', `${wb.scenario!.text}\n# mine\n`);
    wb.flush();
    const mine = wb.scenario!.path;
    compare.open();
    expect(wb.scenario!.path).toBe(mine);
  });

  it('B, its edits and the open view come back after a reload', () => {
    const { compare, storage } = setUp();
    compare.open();
    compare.setBText(`${compare.b!.file.text}\nplyLimit: 150\n`);
    const again = setUp(storage).compare;
    expect(again.active).toBe(true);
    expect(again.b?.file.text).toMatch(/^plyLimit: 150$/m);
    expect(again.bEdited).toBe(true);
  });
});

describe('divergences on the sample (A = units-v1.2, B = units-v1.1)', () => {
  it('every step after the fight is marked; divergences start at the fight, the second fight and the refusal', () => {
    const { compare } = setUp();
    compare.open();
    expect(compare.marks).toEqual([1, 2, 3, 4, 5, 6]);
    expect(compare.starts).toEqual([1, 3, 5]);
  });

  it('first / next / previous divergence move the shared step', () => {
    const { wb, compare } = setUp();
    compare.open();
    expect(compare.jumpFirst()).toBe(true);
    expect(wb.position).toBe(1);
    expect(compare.jumpNext()).toBe(true);
    expect(compare.position).toBe(3);
    expect(compare.jumpNext()).toBe(true);
    expect(compare.position).toBe(5);
    expect(compare.jumpNext()).toBe(false);
    expect(compare.position).toBe(5);
    expect(compare.jumpPrevious()).toBe(true);
    expect(compare.position).toBe(3);
  });

  it('after the fight the boards differ in the class on a5', () => {
    const { compare } = setUp();
    compare.open();
    const run = compare.run!;
    expect(differencesAt(run.comparison, 1).map((d) => d.text)).toEqual([
      'pieces: only in A a5 south 3; only in B a5 south 1',
    ]);
    expect(differingSquares(run, 1)).toEqual(['a5']);
    expect(differencesAt(run.comparison, 0)).toEqual([]);
  });

  it('B refuses action 5 and stays before it while A goes on; the view says so with the reason', () => {
    const { compare } = setUp();
    compare.open();
    const c = compare.run!.comparison;
    expect(sidePositions(c, 5)).toEqual({ a: 5, b: 4 });
    expect(sidePositions(c, 6)).toEqual({ a: 6, b: 4 });
    const step = stepAt(c, 5)!;
    expect(sideNote('B', step.b, 5, c.haltB)).toBe(
      "B refuses action 5: c7 holds north's unit, not south's. Its board stays before it; the other side goes on.",
    );
    expect(sideNote('A', step.a, 5, c.haltA)).toBeNull();
    expect(sideNote('B', stepAt(c, 6)!.b, 6, c.haltB)).toBe(
      'B stopped at action 5: its board stays there while the other side goes on.',
    );
  });

  it('the legal actions on one side only are counted at the shown step', () => {
    const { compare } = setUp();
    compare.open();
    compare.seek(0);
    const start = compare.legalOnlyOneSide()!;
    // v1.1 moves up to the speed: a1-a2 exists in B only.
    expect(start.onlyB).toContainEqual({ from: 'a1', to: 'a2' });
    expect(start.onlyA).toEqual([]);
  });
});

describe('both sides re-run on edits', () => {
  it('an edit of B re-runs after the pause: with the after-capture table in v1.1 too, the fight no longer differs', () => {
    const { compare } = setUp();
    compare.open();
    compare.setBText(compare.b!.file.text.replace('classChange: keep', 'classChange: table'));
    expect(compare.marks).toContain(1);
    compare.flush();
    // Moves of up to the speed include every move of exactly the speed: the sample no longer parts.
    expect(compare.marks).toEqual([]);
    expect(compare.run!.diff.map((d) => d.path)).toContain('move.distance');
    expect(compare.bEdited).toBe(true);
  });

  it('an edit of A re-runs once the workbench has re-evaluated', () => {
    const { wb, compare } = setUp();
    compare.open();
    wb.setText(
      'ruleset',
      wb.ruleset.text.replace('distance: exact', 'distance: up-to').replace('classChange: table', 'classChange: keep'),
    );
    wb.flush();
    // v1.1 is v1.2 with these two changes: now only the texts differ.
    expect(compare.run!.diff.map((d) => d.path)).toEqual(['title', 'description']);
  });

  it('a B of another family blocks the run with what to do', () => {
    const { compare } = setUp();
    compare.open();
    compare.chooseB('shipped:rulesets/hnefatafl-copenhagen.yaml');
    expect(compare.evaluation.blocked).toMatch(/pick a ruleset B of the units family/);
    expect(compare.stale).toBe(true);
  });

  it('opening a ruleset of another game as A makes an unedited B follow it', () => {
    const { wb, compare } = setUp();
    compare.open();
    wb.openShipped('rulesets/hnefatafl-copenhagen.yaml');
    expect(compare.b?.choice).toBe('shipped:rulesets/escape-death.yaml');
    expect(compare.evaluation.blocked).toBeNull();
  });

  it('a broken B is listed with its problems and keeps the last good run', () => {
    const { compare } = setUp();
    compare.open();
    compare.setBText(`${compare.b!.file.text}\nclasses: 0\n`);
    compare.flush();
    expect(compare.evaluation.bProblems.length).toBeGreaterThan(0);
    expect(compare.evaluation.bProblems[0].file).toBe('rulesets/units-v1.1.yaml');
    expect(compare.run).toBe(compare.lastGood);
  });
});

describe('the semantic diff opens its keys', () => {
  it("an entry opens at the key in A's editor or in B's", () => {
    const { wb, compare } = setUp();
    compare.open();
    const entry = compare.run!.diff.find((d) => d.path === 'move.distance')!;
    compare.openKey('b', entry);
    expect(compare.showingB).toBe(true);
    const bLine = compare.b!.file.text.split('\n').findIndex((l) => /^\s+distance: up-to/.test(l)) + 1;
    expect(compare.revealB).toMatchObject({ line: bLine, col: 3 });
    compare.openKey('a', entry);
    expect(compare.showingB).toBe(false);
    const aLine = wb.ruleset.text.split('\n').findIndex((l) => /^\s+distance: exact/.test(l)) + 1;
    expect(wb.revealLine).toMatchObject({ kind: 'ruleset', line: aLine, col: 3 });
  });

  it('a key B leaves out says its default applies', () => {
    const { compare } = setUp();
    compare.open();
    compare.openKey('b', { path: 'combat.after', kind: 'rule' });
    expect(compare.keyNote).toBe(
      'Ruleset B does not write combat.after: its default applies (shown: the nearest key it writes).',
    );
  });
});

describe("ruleset B's choices", () => {
  it('shipped rulesets, an edited copy from Recent and a copy of A', () => {
    const { wb, compare } = setUp();
    wb.setText('ruleset', wb.ruleset.text.replace(/^plyLimit: 200$/m, 'plyLimit: 100'));
    wb.flush();
    wb.openShipped('rulesets/units-v1.1.yaml');
    const keys = compare.choices.map((c) => c.key);
    expect(keys).toContain('shipped:rulesets/units-v1.2.yaml');
    expect(keys).toContain('recent:rulesets/units-v1.2.yaml');
    expect(keys[keys.length - 1]).toBe('copy-of-a');
    compare.chooseB('recent:rulesets/units-v1.2.yaml');
    expect(compare.b!.file.text).toMatch(/^plyLimit: 100$/m);
  });

  it('a saved version is offered as B and compared against', () => {
    const { wb, compare } = setUp();
    wb.setText('ruleset', wb.ruleset.text.replace('distance: exact', 'distance: up-to'));
    wb.flush();
    expect(saveAsVersion(wb, 'units-v1.3-draft')).toBeNull();
    wb.openShipped('rulesets/units-v1.2.yaml');
    wb.revertToShipped('ruleset');
    compare.open();
    const choice = compare.choices.find((c) => c.key === 'version:units-v1.3-draft')!;
    expect(choice.label).toBe('units-v1.3-draft (your version, from units-v1.2)');
    compare.chooseB(choice.key);
    expect(compare.run!.diff.map((d) => d.text)).toEqual(['how far a unit moves: exactly its speed → up to its speed']);
  });

  it('an edited A is compared with its shipped text first', () => {
    const { wb, compare } = setUp();
    wb.openShipped('rulesets/dice-cubes.yaml');
    wb.setText('ruleset', wb.ruleset.text.replace('turnLimit: 200', 'turnLimit: 100'));
    wb.flush();
    compare.open();
    expect(compare.b?.choice).toBe('shipped:rulesets/dice-cubes.yaml');
    expect(compare.run?.diff.map((d) => d.text)).toEqual(['turns before a draw: 100 → 200']);
  });
});
