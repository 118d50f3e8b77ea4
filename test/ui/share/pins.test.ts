/**
 * Checks that travel with recordings (issue 11, item 6), in the workbench: "Pin this position"
 * adds a check of the whole position at the step shown; a recorded scenario keeps one check of its
 * end position, rewritten with every move recorded (one undo step with the move); the check is
 * written into the scenario text wherever its `expect:` list stands, in each way it can be written.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { legalActionList } from '../../../src/engine/api';
import { parseShippedList } from '../../../src/ui/app/catalog-model';
import { END_PIN_NOTE, hasEndPin, insertAction, insertCheck, setEndPin } from '../../../src/ui/app/recording';
import { Workbench } from '../../../src/ui/app/workbench';
import { pinPosition } from '../../../src/engine/scenario/pin';
import { pinHere } from '../../../src/ui/share/pins';
import { LocalStore } from '../../../src/ui/storage/local-store';
import { MapStorage } from '../../support/map-storage';

const root = new URL('../../../', import.meta.url);
const read = (p: string) => readFileSync(new URL(p, root), 'utf8');
const listed = (dir: string) => Object.fromEntries(readdirSync(new URL(dir, root)).filter((f) => f.endsWith('.yaml')).map((f) => [`/${dir}${f}`, read(`${dir}${f}`)]));
const catalog = parseShippedList(listed('rulesets/'), listed('scenarios/units/'));

/** A first visit; without shipped scenarios it opens the ruleset alone, as before anything is recorded. */
function bench(withScenarios = true): Workbench {
  return new Workbench({ catalog: withScenarios ? catalog : { ...catalog, scenarios: [] }, store: new LocalStore(new MapStorage()), debounceMs: 1 });
}

function playFirstMoves(wb: Workbench, n: number): void {
  for (let i = 0; i < n; i++) {
    const f = wb.frame!;
    wb.play(f.replay.game.formatAction(f.state, legalActionList(f.replay.game, f.state)[0]!));
  }
}

const expectList = (text: string) => (parse(text) as { expect?: Record<string, unknown>[] }).expect ?? [];
const CHECK = { after: 1, toMove: 'north', count: { south: 4, north: 4 }, pieces: [{ at: 'c5', owner: 'south', class: 1 }] };

describe('a pinned check written into the scenario text', () => {
  const head = 'ruleset: units-v1.2  # the rules\nactions:\n  - { from: c1, to: c5 }\n';

  it('starts an expect: list where there is none, keeping every line before it', () => {
    const r = insertCheck(head, CHECK);
    expect(r.ok && r.text.startsWith(head)).toBe(true);
    expect(r.ok && expectList(r.text)).toEqual([CHECK]);
    expect(r.ok && r.text.split('\n')[r.line - 1]).toBe('  - after: 1');
  });

  it('turns expect: [] and an empty expect: into a block list', () => {
    for (const text of [`${head}expect: []\n`, `${head}expect:\n`]) {
      const r = insertCheck(text, CHECK);
      expect(r.ok && expectList(r.text)).toEqual([CHECK]);
    }
  });

  it('adds to a block list after its last item, at its indentation', () => {
    const text = `${head}expect:\n    - { after: 0, toMove: south }   # mine\n`;
    const r = insertCheck(text, CHECK);
    expect(r.ok && expectList(r.text)).toEqual([{ after: 0, toMove: 'south' }, CHECK]);
    expect(r.ok && r.text).toContain('    - { after: 0, toMove: south }   # mine\n    - after: 1\n');
  });

  it('adds to a flow list as one more flow item', () => {
    const r = insertCheck(`${head}expect: [{ toMove: north }]\n`, CHECK);
    expect(r.ok && expectList(r.text)).toEqual([{ toMove: 'north' }, CHECK]);
  });

  it('refuses a scenario whose expect: is not a list, or that does not parse, and says so', () => {
    expect(insertCheck(`${head}expect: 3\n`, CHECK)).toEqual({ ok: false, error: expect.stringContaining('`expect:` is not a list') });
    expect(insertCheck(`${head}expect: [\n`, CHECK)).toEqual({ ok: false, error: expect.stringContaining('YAML error') });
  });
});

describe('the end-of-recording check', () => {
  const text = 'ruleset: units-v1.2\nactions:\n  - { from: c1, to: c5 }\nexpect:\n  - { after: 0, toMove: south }\n';

  it('is added once, then rewritten in place; the designer\'s own checks stay', () => {
    const first = setEndPin(text, { toMove: 'north' });
    expect(first.ok && hasEndPin(first.text)).toBe(true);
    const second = first.ok ? setEndPin(first.text, { toMove: 'south', winner: 'none' }) : first;
    expect(second.ok && expectList(second.text)).toEqual([{ after: 0, toMove: 'south' }, { note: END_PIN_NOTE, toMove: 'south', winner: 'none' }]);
    expect(hasEndPin(text)).toBe(false);
  });

  it('is not pinned with after: when a move is appended (the workbench rewrites it), unlike the designer\'s end checks', () => {
    const withPin = setEndPin(`${text}  - { winner: none }\n`, { toMove: 'north' });
    const r = withPin.ok ? insertAction(withPin.text, { from: 'c8', to: 'c7' }, 1) : withPin;
    expect(r.ok && expectList(r.text).map((c) => c.after)).toEqual([0, 1, undefined]);
  });
});

describe('in the workbench', () => {
  it('a scenario started by recording ends with a check of the whole end position, rewritten by each move, and it holds', () => {
    const wb = bench(false);
    playFirstMoves(wb, 1);
    const once = expectList(wb.scenario!.text).filter((c) => c.note === END_PIN_NOTE);
    expect(once).toHaveLength(1);
    playFirstMoves(wb, 2);
    const checks = expectList(wb.scenario!.text);
    expect(checks.filter((c) => c.note === END_PIN_NOTE)).toHaveLength(1);
    const end = wb.frame!.replay.stateAt(3);
    expect(checks.find((c) => c.note === END_PIN_NOTE)).toEqual({ note: END_PIN_NOTE, ...pinPosition(wb.frame!.replay.game, end) });
    expect(checks.find((c) => c.note === END_PIN_NOTE)).toMatchObject({ toMove: 'north', winner: 'none' });
    expect(wb.evaluation.failures).toEqual([]);
    expect(wb.frame!.replay.checks.length).toBeGreaterThan(5);
  });

  it('one undo takes back the move and its end check together', () => {
    const wb = bench(false);
    playFirstMoves(wb, 2);
    const afterOne = wb.scenario!.text;
    playFirstMoves(wb, 1);
    wb.undo();
    expect(wb.scenario!.text).toBe(afterOne);
  });

  it('a shipped scenario recorded into at its end gets no end check (Pin this position is there for it)', () => {
    const wb = bench();
    wb.openShipped('scenarios/units/01-class1-takes-class4.yaml');
    wb.seek(wb.length);
    playFirstMoves(wb, 1);
    expect(hasEndPin(wb.scenario!.text)).toBe(false);
  });

  it('Pin this position adds a check after the step shown, which holds, and fails once the rules change', () => {
    const wb = bench();
    wb.openShipped('scenarios/units/01-class1-takes-class4.yaml');
    wb.seek(1);
    pinHere(wb);
    const pinned = expectList(wb.scenario!.text).at(-1)!;
    expect(pinned).toMatchObject({ after: 1, toMove: 'north', winner: 'none', count: { south: 2, north: 2 } });
    expect(pinned.pieces).toContainEqual({ at: 'a5', owner: 'south', class: 3 });
    expect(wb.evaluation.failures).toEqual([]);
    expect(wb.flash).toMatchObject({ kind: 'info', text: expect.stringContaining('Pinned the whole position after 1 action(s)') });
    wb.undo();
    expect(expectList(wb.scenario!.text)).toHaveLength(1);
    wb.redo();
    wb.setText('ruleset', wb.ruleset.text.replace('    1: { 4: 3 }\n', '    1: { 4: 2 }\n'));
    wb.flush();
    expect(wb.evaluation.failures.map((d) => d.message)).toContainEqual(expect.stringMatching(/after 1 action\(s\): pieces\[\d+\]: expected a5: south class 3; found a5: south class 2/));
  });

  it('Pin this position says what to do when there is no scenario, or the board is stale', () => {
    const empty = bench(false);
    pinHere(empty);
    expect(empty.flash).toMatchObject({ kind: 'error', text: expect.stringContaining('No scenario to pin') });
    const wb = bench();
    wb.openShipped('scenarios/units/01-class1-takes-class4.yaml');
    wb.setText('scenario', `${wb.scenario!.text}\nbogus: 1\n`);
    wb.flush();
    const before = wb.scenario!.text;
    pinHere(wb);
    expect(wb.flash).toMatchObject({ kind: 'error', text: expect.stringContaining('fix them') });
    expect(wb.scenario!.text).toBe(before);
  });
});
