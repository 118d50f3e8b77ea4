/** Editing and recording the scenario on their own: undo steps for typing, recorded moves and reverts. */
import { describe, expect, it } from 'vitest';
import { ScenarioEditing } from '../../../src/ui/app/scenario-editing';

const START = 'ruleset: units-v1.2\nactions: []\n';

describe('recording moves', () => {
  it('writes each move as the next action, one undo step each', () => {
    const e = new ScenarioEditing(START);
    const one = e.record(START, { from: 'c1', to: 'c5' }, 0);
    expect(one.ok).toBe(true);
    if (!one.ok) return;
    expect(one.text).toContain('  - { from: c1, to: c5 }');
    const two = e.record(one.text, { from: 'c8', to: 'c4' }, 1);
    if (!two.ok) throw new Error(two.error);
    expect(e.travel('undo', two.text)).toBe(one.text);
    expect(e.travel('undo', one.text)).toBe(START);
    expect(e.travel('undo', START)).toBeNull();
    expect(e.travel('redo', START)).toBe(one.text);
  });

  it('refuses to record into a scenario with a YAML error, leaving nothing to undo', () => {
    const e = new ScenarioEditing('ruleset: [\n');
    const r = e.record('ruleset: [\n', { from: 'c1', to: 'c5' }, 0);
    expect(r.ok).toBe(false);
    expect(e.canUndo('ruleset: [\n')).toBe(false);
  });
});

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
