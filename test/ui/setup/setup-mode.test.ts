// Setup mode against a real Workbench (no DOM): edits become the scenario's setup with undo, and
// "Start from here" opens a scenario that starts from the position shown.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { parseShippedList } from '../../../src/ui/app/catalog-model';
import { Workbench } from '../../../src/ui/app/workbench';
import { SetupMode } from '../../../src/ui/setup/setup-mode';
import { LocalStore } from '../../../src/ui/storage/local-store';
import { MapStorage } from '../../support/map-storage';

const root = new URL('../../../', import.meta.url);
const read = (p: string) => readFileSync(new URL(p, root), 'utf8');
const rulesets = Object.fromEntries(
  readdirSync(new URL('rulesets/', root))
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => [`/rulesets/${f}`, read(`rulesets/${f}`)]),
);
const scenarios = (files: string[]) =>
  Object.fromEntries(files.map((f) => [`/scenarios/${f}`, read(`scenarios/${f}`)]));
const diceOnly = ['dice-cubes/01-chaining.yaml', 'dice-cubes/13-placement-from-start.yaml'];
const catalog = parseShippedList(rulesets, scenarios(diceOnly));
/** With a tafl and a Units scenario too (the first test needs the one a workbench opens on a dice-only list). */
const families = parseShippedList(
  rulesets,
  scenarios([...diceOnly, 'escape-death/02-custodial-capture.yaml', 'units/01-class1-takes-class4.yaml']),
);

function bench() {
  const wb = new Workbench({ catalog: families, store: new LocalStore(new MapStorage()), debounceMs: 1 });
  return { wb, mode: new SetupMode(wb) };
}

/** A scenario text read back: its title and the `setup:` keys setup mode writes. */
interface WrittenScenario {
  title?: string;
  setup: {
    toMove?: string;
    pieces?: Record<string, unknown>[];
    dice?: { at: string; value: number }[];
    pool?: Record<string, number>;
  };
}
const readBack = (text: string) => parse(text) as WrittenScenario;

const board = (wb: Workbench) => {
  const f = wb.frame!;
  return f.replay.game.view(f.state);
};

describe('setup mode', () => {
  it('with no scenario open, the first edit starts one whose setup is the ruleset start plus the edit; undo takes it back', () => {
    const wb = new Workbench({ catalog, store: new LocalStore(new MapStorage()), debounceMs: 1 });
    const mode = new SetupMode(wb);
    wb.scenario = null;
    const start = board(wb).pieces;
    mode.toggle();
    mode.pick('d4');
    const unit = mode.choices().find((c) => c.label === 'north class 2')!;
    mode.place(unit);
    expect(wb.fileOf('scenario')?.origin).toBe('new');
    expect(readBack(wb.fileOf('scenario')!.text).setup.pieces).toHaveLength(start.length + 1);
    expect(board(wb).pieces).toContainEqual({ at: 'd4', owner: 'north', class: 2 });
    expect(wb.evaluation.diagnostics).toEqual([]);
    wb.undo();
    expect(board(wb).pieces).toEqual(start);
  });

  it("a setup that leaves out its pieces (Units: the ruleset's) gets them written out before the edit, and says a refused setup's problem", () => {
    const { wb, mode } = bench();
    wb.newScenario();
    wb.rewriteScenario('ruleset: units-v1.2\nsetup:\n  toMove: north\nactions: []\n');
    const start = board(wb).pieces;
    expect(board(wb).toMove).toBe('north');
    mode.toggle();
    mode.pick('d4');
    mode.place(mode.choices().find((c) => c.label === 'south class 1')!);
    expect(board(wb).pieces).toHaveLength(start.length + 1);
    for (const p of [...start, { at: 'd4', owner: 'south', class: 1 }]) expect(board(wb).pieces).toContainEqual(p);
    expect(mode.problem()).toBeNull();
    mode.setToMove('nobody');
    expect(mode.problem()).toMatch(/^line 3: setup: "nobody" is not a player; expected one of south, north/);
  });

  it('a refused edit changes nothing and says why', () => {
    const { wb, mode } = bench();
    mode.toggle();
    const before = wb.scenario?.text;
    mode.remove('d4');
    expect(mode.message).toEqual({ kind: 'error', text: 'd4 is already empty' });
    expect(wb.scenario?.text).toBe(before);
  });

  it('the board goes to the start when setup mode comes on, and stays there after an edit', () => {
    const { wb, mode } = bench();
    wb.openShipped('scenarios/dice-cubes/01-chaining.yaml');
    wb.seek(3);
    mode.toggle();
    expect(wb.position).toBe(0);
    mode.setToMove('p2');
    expect(wb.position).toBe(0);
    expect(readBack(wb.scenario!.text).setup.toMove).toBe('p2');
    // The scenario's other keys are kept.
    expect(readBack(wb.scenario!.text).title).toMatch(/^Chaining/);
  });

  it("D'ice Cubes from the start: to play, one pick a die after the first value is chosen, and the pool goes with the phase", () => {
    const { wb, mode } = bench();
    wb.openShipped('scenarios/dice-cubes/13-placement-from-start.yaml');
    mode.toggle();
    mode.setPhase('play');
    expect(readBack(wb.scenario!.text).setup.pool).toBeUndefined();
    mode.pick('1,0');
    mode.place(mode.choices().find((c) => c.label === 'die showing 3')!);
    for (const sq of ['2,0', '3,0']) mode.pick(sq);
    // Play without pawns does not load yet: the text is what is edited, and the problem is said.
    const written = () => readBack(wb.scenario!.text).setup;
    expect(written().dice).toEqual([
      { at: '0,0', value: 6 },
      { at: '1,0', value: 3 },
      { at: '2,0', value: 3 },
      { at: '3,0', value: 3 },
    ]);
    expect(mode.problem()).toMatch(/phase: play needs pawns on the pond/);
    // A square that holds a die is selected, not painted over.
    mode.pick('0,0');
    expect(mode.selected).toBe('0,0');
    expect(written().dice?.[0]).toEqual({ at: '0,0', value: 6 });
    mode.place(mode.choices().find((c) => c.label === "p1's pawn")!);
    mode.pick('3,0');
    mode.letGo();
    mode.pick('2,0');
    mode.place(mode.choices().find((c) => c.label === "p2's pawn")!);
    mode.pick('1,0');
    expect(wb.evaluation.diagnostics).toEqual([]);
    expect(board(wb).pieces).toEqual([
      { at: '0,0', owner: 'p1' },
      { at: '1,0', owner: 'p2' },
      { at: '2,0', owner: 'p2' },
      { at: '3,0', owner: 'p1' },
    ]);
    expect(board(wb).toMove).toBe('chance');
  });

  it("D'ice Cubes, placing dice: the pool is edited value by value; other phases have no pool", () => {
    const { wb, mode } = bench();
    wb.openShipped('scenarios/dice-cubes/13-placement-from-start.yaml');
    mode.toggle();
    expect(mode.poolValues()).toEqual([1, 2, 3, 4, 5, 6]);
    mode.setPool(5, 2);
    expect(readBack(wb.scenario!.text).setup.pool?.['5']).toBe(2);
    expect(board(wb).info.pool).toMatchObject({ '5': 2 });
    mode.setPool(5, -1);
    expect(mode.message).toEqual({ kind: 'error', text: '-1 is not a number of dice; expected 0 or more' });
    wb.openShipped('scenarios/dice-cubes/01-chaining.yaml');
    expect(mode.poolValues()).toEqual([]);
  });

  it('"Start from here" opens a new scenario at that position, on the same ruleset, with no actions', () => {
    const { wb, mode } = bench();
    wb.openShipped('scenarios/dice-cubes/01-chaining.yaml');
    wb.seek(6);
    const at = board(wb);
    mode.startFromHere();
    expect(wb.scenario?.origin).toBe('new');
    expect(wb.scenario?.path).toBe('scenarios/dice-cubes/from-step-6.yaml');
    const data = readBack(wb.scenario!.text);
    expect(data).toMatchObject({ ruleset: 'dice-cubes', actions: [], expect: [] });
    expect(data.title).toMatch(/^Chaining.*, from step 6$/);
    expect(wb.length).toBe(0);
    expect({ pieces: board(wb).pieces, dice: board(wb).dice, toMove: board(wb).toMove }).toEqual({
      pieces: at.pieces,
      dice: at.dice,
      toMove: at.toMove,
    });
    expect(mode.message?.text).toBe('New scenario from-step-6.yaml: it starts from the position of step 6.');
  });

  it('another scenario opening lets go of the square, Move and the brush of the last one', () => {
    const { wb, mode } = bench();
    wb.openShipped('scenarios/dice-cubes/01-chaining.yaml');
    mode.toggle();
    mode.pick('3,0');
    mode.place(mode.choices().find((c) => c.label === 'die showing 5')!);
    expect(mode.brush?.label).toBe('die showing 5');
    wb.openShipped('scenarios/units/01-class1-takes-class4.yaml');
    expect({ on: mode.on, selected: mode.selected, moving: mode.moving, brush: mode.brush }).toEqual({
      on: true,
      selected: null,
      moving: null,
      brush: null,
    });
    const text = wb.scenario!.text;
    mode.pick('d4');
    expect(wb.scenario!.text).toBe(text);
    expect(mode.selected).toBe('d4');
  });

  it("an entry that is not among the square's choices (another game's) is refused", () => {
    const { wb, mode } = bench();
    wb.openShipped('scenarios/units/01-class1-takes-class4.yaml');
    mode.toggle();
    const text = wb.scenario!.text;
    mode.pick('d4');
    mode.place({ list: 'dice', entry: { value: 5 }, label: 'die showing 5' });
    expect(mode.message).toEqual({ kind: 'error', text: 'the rules do not let die showing 5 stand on d4' });
    expect(wb.scenario!.text).toBe(text);
  });

  describe('the brush and Move put nothing where the rules refuse it', () => {
    it('tafl: a tombstone painted onto a corner zone, or moved onto the centre', () => {
      const { wb, mode } = bench();
      wb.openShipped('scenarios/escape-death/02-custodial-capture.yaml');
      mode.toggle();
      mode.pick('f3');
      mode.place(mode.choices().find((c) => c.label === 'tombstone (tombstones)')!);
      const text = wb.scenario!.text;
      mode.pick('a2');
      expect(mode.message).toEqual({ kind: 'error', text: 'the rules do not let tombstone (tombstones) stand on a2' });
      expect(wb.scenario!.text).toBe(text);
      mode.letGo();
      // f6 is the centre, where only the jeweled skull settles.
      mode.move('e4', 'f6');
      expect(mode.message).toEqual({ kind: 'error', text: 'the rules do not let tombstone (tombstones) stand on f6' });
      expect(wb.scenario!.text).toBe(text);
      // A move the rules allow still goes.
      mode.move('e4', 'f4');
      expect(board(wb).pieces).toContainEqual({ at: 'f4', owner: 'tombstones', type: 'tombstone' });
    });

    it('tafl: a second royal piece is not painted', () => {
      const { wb, mode } = bench();
      wb.openShipped('scenarios/escape-death/02-custodial-capture.yaml');
      mode.toggle();
      mode.remove('b2');
      mode.pick('f5');
      mode.place(mode.choices().find((c) => c.label === 'jeweled skull (skulls)')!);
      expect(wb.evaluation.diagnostics).toEqual([]);
      const text = wb.scenario!.text;
      mode.pick('g5');
      expect(mode.message?.text).toMatch(/^jeweled skull \(skulls\) on g5: a second jeweled skull \(the royal piece\)/);
      expect(wb.scenario!.text).toBe(text);
    });

    it("D'ice Cubes: no die painted off the pond", () => {
      const { wb, mode } = bench();
      wb.openShipped('scenarios/dice-cubes/01-chaining.yaml');
      mode.toggle();
      mode.pick('3,0');
      mode.place(mode.choices().find((c) => c.label === 'die showing 5')!);
      const text = wb.scenario!.text;
      // The pond's radius is 40 (pond.radius).
      mode.pick('41,0');
      expect(mode.message).toEqual({ kind: 'error', text: 'the rules do not let die showing 5 stand on 41,0' });
      expect(wb.scenario!.text).toBe(text);
    });
  });

  it('moving the board off the start turns setup mode off and says so; undoing a setup edit keeps it on', () => {
    const { wb, mode } = bench();
    wb.openShipped('scenarios/dice-cubes/01-chaining.yaml');
    mode.toggle();
    mode.setToMove('p2');
    wb.undo();
    expect({ on: mode.on, position: wb.position }).toEqual({ on: true, position: 0 });
    mode.pick('3,0');
    wb.seek(3);
    expect({ on: mode.on, selected: mode.selected }).toEqual({ on: false, selected: null });
    expect(mode.message).toEqual({
      kind: 'info',
      text: 'Set up position is off: the board went to step 3, and a setup is the start (step 0). Turn it on again to edit the start.',
    });
  });

  it("D'ice Cubes: a setup with a pool and no phase: is placing dice (the schema's default), so its pool is edited", () => {
    const { wb, mode } = bench();
    wb.openShipped('scenarios/dice-cubes/13-placement-from-start.yaml');
    wb.rewriteScenario(
      'ruleset: dice-cubes\nsetup:\n  toMove: p1\n  dice:\n    - { at: "0,0", value: 6 }\n  pool: { "5": 2 }\nactions: []\n',
    );
    expect(wb.evaluation.diagnostics).toEqual([]);
    mode.toggle();
    expect(mode.poolValues()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('"Start from here" is refused while the board shows the last good position', () => {
    const { wb, mode } = bench();
    wb.openShipped('scenarios/units/01-class1-takes-class4.yaml');
    mode.toggle();
    mode.setToMove('nobody');
    expect(wb.frame?.stale).toBe(true);
    const path = wb.scenario!.path;
    mode.startFromHere();
    expect(mode.message).toEqual({
      kind: 'error',
      text: 'the board shows the last position that loaded, not the files as they are; fix the problems listed under the editor, then start from here',
    });
    expect(wb.scenario!.path).toBe(path);
  });

  it("what stands on a square is said with the palette's words", () => {
    const { wb, mode } = bench();
    wb.openShipped('scenarios/escape-death/02-custodial-capture.yaml');
    mode.toggle();
    mode.pick('c6');
    expect(mode.standing().map((s) => mode.labelOf(s.list, s.entry))).toEqual(['tombstone (tombstones)']);
    wb.openShipped('scenarios/dice-cubes/01-chaining.yaml');
    mode.pick('0,0');
    expect(mode.standing().map((s) => mode.labelOf(s.list, s.entry))).toEqual(["p1's pawn", 'die showing 6']);
  });
});
