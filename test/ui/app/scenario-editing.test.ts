/**
 * Editing and recording the scenario: its undo steps (typing, texts the workbench puts in), and a
 * move recorded from the board with the check of the end position a recorded scenario keeps.
 */
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { legalActionList } from '../../../src/engine/api';
import { pinPosition } from '../../../src/engine/scenario/pin';
import type { Replay } from '../../../src/engine/scenario/replay';
import { evaluate } from '../../../src/ui/app/evaluate';
import { END_PIN_NOTE, hasEndPin } from '../../../src/ui/app/recording';
import { ScenarioEditing, type EndPinRule } from '../../../src/ui/app/scenario-editing';
import { Workbench } from '../../../src/ui/app/workbench';
import { firstVisit, shippedCatalog } from '../../support/shipped-catalog';

const START = 'ruleset: units-v1.2\nactions: []\n';

describe('typing', () => {
  it('is one undo step per commit, and undoable before it is committed', () => {
    const e = new ScenarioEditing(START);
    const typed = `${START}# a\n`;
    expect(e.canUndo(typed)).toBe(true);
    e.commitTyping(typed);
    const more = `${typed}# b\n`;
    e.commitTyping(more);
    expect(e.travel('undo', more)).toBe(typed);
    expect(e.travel('undo', typed)).toBe(START);
  });

  it('starts over with nothing to undo when another scenario opens', () => {
    const e = new ScenarioEditing(START);
    e.commitTyping(`${START}# a\n`);
    e.reset('ruleset: units-v1.1\n');
    expect(e.canUndo('ruleset: units-v1.1\n')).toBe(false);
    expect(e.canRedo).toBe(false);
  });

  it('makes a text the workbench put in (a revert) one undo step', () => {
    const e = new ScenarioEditing('mine');
    e.replaced('mine', 'shipped');
    expect(e.travel('undo', 'shipped')).toBe('mine');
  });
});

const RULES =
  'family: units\nboard: { width: 8, height: 8 }\nplayers: [south, north]\nclasses: 4\nsetup:\n  - { at: c1, owner: south, class: 1 }\n  - { at: f8, owner: north, class: 1 }\n';
const SCENARIO = 'ruleset: units-v1.2\nactions:\n  - { turn: c1 }\n';
const expectList = (text: string) => (parse(text) as { expect?: Record<string, unknown>[] }).expect ?? [];

/** The end-check rule the workbench passes, replaying with the evaluation it runs; `asked` lists the texts it replayed. */
function endPin(startedByRecording: boolean, loads = true): EndPinRule & { asked: string[] } {
  const asked: string[] = [];
  const replayOf = (text: string): Replay | null => {
    asked.push(text);
    if (!loads) return null;
    return (
      evaluate({
        ruleset: { path: 'rulesets/units-v1.2.yaml', text: RULES },
        scenario: { path: 'scenarios/x.yaml', text },
        otherRuleset: () => undefined,
      }).replay?.replay ?? null
    );
  };
  return { startedByRecording, replayOf, asked };
}

describe('recording a move', () => {
  it('writes the move as the action after `at`, and one undo puts the text back', () => {
    const e = new ScenarioEditing(SCENARIO);
    const r = e.record(SCENARIO, { turn: 'f8' }, 1, endPin(false));
    expect(r).toEqual({ ok: true, text: `${SCENARIO}  - { turn: f8 }\n`, line: 4 });
    expect(r.ok && e.travel('undo', r.text)).toBe(SCENARIO);
  });

  it('gives a scenario started by recording the check of the end position its new text replays to', () => {
    const e = new ScenarioEditing(SCENARIO);
    const rule = endPin(true);
    const r = e.record(SCENARIO, { turn: 'f8' }, 1, rule);
    expect(rule.asked).toEqual([`${SCENARIO}  - { turn: f8 }\n`]);
    const replay = rule.replayOf(rule.asked[0])!;
    expect(replay.steps).toHaveLength(2);
    expect(r.ok && expectList(r.text)).toEqual([
      { note: END_PIN_NOTE, ...pinPosition(replay.game, replay.stateAt(2)) },
    ]);
    expect(r.ok && r.line).toBe(4);
    expect(r.ok && e.travel('undo', r.text)).toBe(SCENARIO);
  });

  it('replays nothing for a scenario without the end check that recording did not start', () => {
    const rule = endPin(false);
    const r = new ScenarioEditing(SCENARIO).record(SCENARIO, { turn: 'f8' }, 1, rule);
    expect(rule.asked).toEqual([]);
    expect(r.ok && hasEndPin(r.text)).toBe(false);
  });

  it('records the move without the check when its text does not replay', () => {
    const r = new ScenarioEditing(SCENARIO).record(SCENARIO, { turn: 'f8' }, 1, endPin(true, false));
    expect(r).toEqual({ ok: true, text: `${SCENARIO}  - { turn: f8 }\n`, line: 4 });
  });

  it('refuses a scenario whose actions: is not a list, leaving nothing to undo', () => {
    const text = 'ruleset: units-v1.2\nactions: 3\n';
    const e = new ScenarioEditing(text);
    expect(e.record(text, { turn: 'f8' }, 0, endPin(true))).toEqual({
      ok: false,
      error: expect.stringContaining('`actions:` is not a list') as string,
    });
    expect(e.canUndo(text)).toBe(false);
  });
});

/** A first visit; without shipped scenarios it opens the ruleset alone, as before anything is recorded. */
function bench(withScenarios = true): Workbench {
  return firstVisit(withScenarios ? shippedCatalog : { ...shippedCatalog, scenarios: [] });
}

function playFirstMoves(wb: Workbench, n: number): void {
  for (let i = 0; i < n; i++) {
    const f = wb.frame!;
    wb.play(f.replay.game.formatAction(f.state, legalActionList(f.replay.game, f.state)[0]));
  }
}

describe('recording from the board, in the workbench', () => {
  it('a scenario started by recording ends with a check of the whole end position, rewritten by each move, and it holds', () => {
    const wb = bench(false);
    playFirstMoves(wb, 1);
    const once = expectList(wb.scenario!.text).filter((c) => c.note === END_PIN_NOTE);
    expect(once).toHaveLength(1);
    playFirstMoves(wb, 2);
    const checks = expectList(wb.scenario!.text);
    expect(checks.filter((c) => c.note === END_PIN_NOTE)).toHaveLength(1);
    const end = wb.frame!.replay.stateAt(3);
    expect(checks.find((c) => c.note === END_PIN_NOTE)).toEqual({
      note: END_PIN_NOTE,
      ...pinPosition(wb.frame!.replay.game, end),
    });
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
});
