/**
 * Opening, reopening and reverting files: an edit is never lost, the pickers
 * know which file is edited, and recording at the end keeps the end checks.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { legalActionList } from '../../../src/engine/api';
import { parseShippedList } from '../../../src/ui/app/catalog-model';
import { evaluate } from '../../../src/ui/app/evaluate';
import { Workbench } from '../../../src/ui/app/workbench';
import { LocalStore } from '../../../src/ui/storage/local-store';
import { MapStorage } from '../../support/map-storage';
import { touchRecent, type OpenFile, type RecentFile } from '../../../src/ui/storage/session';

const root = new URL('../../../', import.meta.url);
const read = (p: string) => readFileSync(new URL(p, root), 'utf8');
const rulesets = Object.fromEntries(
  readdirSync(new URL('rulesets/', root))
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => [`/rulesets/${f}`, read(`rulesets/${f}`)]),
);
const unitScenarios = Object.fromEntries(
  readdirSync(new URL('scenarios/units/', root))
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => [`/scenarios/units/${f}`, read(`scenarios/units/${f}`)]),
);
const catalog = parseShippedList(rulesets, unitScenarios);

const UNITS = 'rulesets/units-v1.2.yaml';
const OTHER = 'rulesets/units-v1.1.yaml';
const TURN = 'scenarios/units/11-turn-action.yaml';

function bench(storage = new MapStorage()) {
  return { wb: new Workbench({ catalog, store: new LocalStore(storage), debounceMs: 1 }), storage };
}

function edit(wb: Workbench, kind: 'ruleset' | 'scenario', f: (t: string) => string): string {
  const text = f(wb.fileOf(kind)!.text);
  wb.setText(kind, text);
  wb.flush();
  return text;
}

/** The first legal move at the current step, as the board would play it. */
function playFirst(wb: Workbench): void {
  const f = wb.frame!;
  const game = f.replay.game;
  wb.play(game.formatAction(f.state, legalActionList(game, f.state)[0]));
}

describe('reopening a shipped file never loses an edit', () => {
  it('picking an edited ruleset again reopens the edited text, marked edited, and Recent keeps it', () => {
    const { wb, storage } = bench();
    wb.openShipped(UNITS);
    const mine = edit(wb, 'ruleset', (t) => t.replace(/^plyLimit: \d+/m, 'plyLimit: 150'));
    expect(mine).toMatch(/^plyLimit: 150/m);
    expect(wb.edited(wb.ruleset)).toBe(true);
    wb.openShipped(OTHER);
    expect(wb.ruleset.path).toBe(OTHER);
    expect(wb.hasEdits('ruleset', UNITS)).toBe(true);
    wb.openShipped(UNITS);
    expect(wb.ruleset.text).toBe(mine);
    expect(wb.edited(wb.ruleset)).toBe(true);
    expect(wb.flash).toMatchObject({ kind: 'info', text: expect.stringMatching(/edited units-v1\.2\.yaml/) as string });
    expect(wb.recent.find((r) => r.path === UNITS)?.text).toBe(mine);
    // And after a reload.
    const again = bench(storage).wb;
    expect(again.ruleset.text).toBe(mine);
    again.openShipped(OTHER);
    again.openShipped(UNITS);
    expect(again.ruleset.text).toBe(mine);
  });

  it('picking the file that is open keeps it as it is', () => {
    const { wb } = bench();
    wb.openShipped(UNITS);
    const mine = edit(wb, 'ruleset', (t) => `# note\n${t}`);
    wb.openShipped(UNITS);
    expect(wb.ruleset.text).toBe(mine);
  });

  it('a scenario with recorded moves comes back with them', () => {
    const { wb } = bench();
    wb.openShipped(TURN);
    wb.seek(wb.length);
    playFirst(wb);
    const mine = wb.scenario!.text;
    expect(wb.edited(wb.scenario)).toBe(true);
    wb.openShipped('scenarios/units/01-class1-takes-class4.yaml');
    expect(wb.scenario!.path).not.toBe(TURN);
    wb.openShipped(TURN);
    expect(wb.scenario!.text).toBe(mine);
    expect(wb.hasEdits('scenario', TURN)).toBe(true);
  });

  it('"Revert to shipped" puts the shipped text back, and can be undone', () => {
    const { wb } = bench();
    wb.openShipped(UNITS);
    const mine = edit(wb, 'ruleset', (t) => `# note\n${t}`);
    wb.revertToShipped('ruleset');
    expect(wb.ruleset.text).toBe(read(UNITS));
    expect(wb.edited(wb.ruleset)).toBe(false);
    expect(wb.flash?.action?.label).toBe('Undo revert');
    wb.flash!.action!.run();
    expect(wb.ruleset.text).toBe(mine);
    expect(wb.flash).toBeNull();
    // Reverted for good: the picker then opens the shipped text, and Recent holds it.
    wb.revertToShipped('ruleset');
    wb.openShipped(OTHER);
    wb.openShipped(UNITS);
    expect(wb.ruleset.text).toBe(read(UNITS));
    expect(wb.hasEdits('ruleset', UNITS)).toBe(false);
  });

  it('reverting a scenario is one undo step', () => {
    const { wb } = bench();
    wb.openShipped(TURN);
    wb.seek(wb.length);
    playFirst(wb);
    const mine = wb.scenario!.text;
    wb.revertToShipped('scenario');
    expect(wb.scenario!.text).toBe(read(TURN));
    wb.undo();
    expect(wb.scenario!.text).toBe(mine);
  });

  it('a new scenario never replaces one recorded before', () => {
    const { wb } = bench();
    wb.openShipped(UNITS);
    wb.newScenario();
    playFirst(wb);
    const first = wb.scenario!;
    wb.newScenario();
    expect(wb.scenario!.path).not.toBe(first.path);
    expect(wb.recent.find((r) => r.path === first.path)?.text).toBe(first.text);
    // An empty one is reused rather than piling up names.
    const second = wb.scenario!.path;
    wb.newScenario();
    expect(wb.scenario!.path).toBe(second);
  });
});

describe('recent files', () => {
  const file = (i: number, origin: OpenFile['origin']): OpenFile => ({
    kind: 'scenario',
    path: `s${i}.yaml`,
    text: `t${i}`,
    origin,
  });

  it('makes room by dropping the oldest replaceable entry first', () => {
    let list: RecentFile[] = [];
    list = touchRecent(list, file(0, 'disk'), 0, 3);
    list = touchRecent(list, file(1, 'shipped'), 1, 3);
    list = touchRecent(list, file(2, 'disk'), 2, 3);
    const replaceable = (r: RecentFile) => r.origin === 'shipped';
    list = touchRecent(list, file(3, 'disk'), 3, 3, replaceable);
    expect(list.map((r) => r.path)).toEqual(['s3.yaml', 's2.yaml', 's0.yaml']);
    list = touchRecent(list, file(4, 'disk'), 4, 3, replaceable);
    expect(list.map((r) => r.path)).toEqual(['s4.yaml', 's3.yaml', 's2.yaml']);
  });

  it('an edited shipped ruleset outlasts many unedited files in the list', () => {
    // 20 shipped scenarios of another ruleset: more than the list holds.
    const many = Object.fromEntries(
      Array.from({ length: 20 }, (_, i) => [`/scenarios/more/s${i}.yaml`, 'ruleset: units-v1.1\nactions: []\n']),
    );
    const wb = new Workbench({
      catalog: parseShippedList(rulesets, many),
      store: new LocalStore(new MapStorage()),
      debounceMs: 1,
    });
    wb.openShipped(UNITS);
    const mine = edit(wb, 'ruleset', (t) => `# note\n${t}`);
    for (let i = 0; i < 20; i++) wb.openShipped(`scenarios/more/s${i}.yaml`);
    expect(wb.ruleset.path).toBe(OTHER);
    expect(wb.recent.length).toBeLessThanOrEqual(12);
    wb.openShipped(UNITS);
    expect(wb.ruleset.text).toBe(mine);
  });
});

describe('an action the game cannot read is invalid input', () => {
  it('is a red error at the action (as the CLI says), not a refused move', () => {
    const text = 'ruleset: units-v1.2\nactions:\n  - { from: c1, to: c5 }\n  - { from: f8, to: e66 }\n';
    const r = evaluate({
      ruleset: { path: UNITS, text: read(UNITS) },
      scenario: { path: 'scenarios/units/x.yaml', text },
      otherRuleset: () => undefined,
    });
    expect(r.replay).toBeNull();
    expect(r.failures).toEqual([]);
    expect(r.diagnostics).toMatchObject([
      { file: 'scenarios/units/x.yaml', line: 4, message: expect.stringMatching(/^action 2: to: .*e66/) as string },
    ]);
  });

  it('stays a refusal when the scenario marks it illegal', () => {
    const text = 'ruleset: units-v1.2\nactions:\n  - { from: c1, to: e66, illegal: true }\n';
    const r = evaluate({
      ruleset: { path: UNITS, text: read(UNITS) },
      scenario: { path: 'scenarios/units/x.yaml', text },
      otherRuleset: () => undefined,
    });
    expect(r.diagnostics).toEqual([]);
    expect(r.replay?.replay.ok).toBe(true);
  });
});

describe('recording at the end keeps the end checks where they were', () => {
  it('11-turn-action: a move after the last action leaves every check passing, in one undo step', () => {
    const { wb } = bench();
    wb.openShipped(TURN);
    const n = wb.length;
    wb.seek(n);
    expect(wb.evaluation.failures).toEqual([]);
    playFirst(wb);
    expect(wb.length).toBe(n + 1);
    expect(wb.evaluation.failures).toEqual([]);
    expect(wb.scenario!.text).toContain(`  - after: ${n}\n    pieces:`);
    wb.undo();
    expect(wb.scenario!.text).toBe(read(TURN));
  });
});
