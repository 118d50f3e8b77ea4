/** The scenario's undo steps on their own: typing, and texts the workbench puts in (recorded moves, reverts). */
import { describe, expect, it } from 'vitest';
import { ScenarioEditing } from '../../../src/ui/app/scenario-editing';

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
