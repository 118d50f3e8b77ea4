/** What the board marks and the move log say at each step, read from the steps' typed events. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadScenario } from '../../../src/engine/scenario/load';
import { replayScenario, type Replay } from '../../../src/engine/scenario/replay';
import { logEntries, marksAt } from '../../../src/ui/app/replay-view';
import { ROOT, resolver } from '../../support/rulesets';

function replayOf(path: string): Replay {
  const loaded = loadScenario(readFileSync(join(ROOT, path), 'utf8'), join(ROOT, path), resolver);
  if (!loaded.ok) throw new Error(loaded.diagnostics.map((d) => d.message).join('\n'));
  return replayScenario(loaded);
}

describe('the move log', () => {
  it('shows the notation and what the move did, without repeating the move itself', () => {
    const [start, fight] = logEntries(replayOf('scenarios/units/07-attacker-loses.yaml'));
    expect(start).toMatchObject({ position: 0, label: 'start', events: [] });
    expect(fight).toMatchObject({ position: 1, label: 'd1xd5', player: 'south', status: 'ok' });
    expect(fight.events).toHaveLength(3);
    expect(fight.events[0]).toMatch(/attacks north's class 2 on d5 and loses/);
    expect(fight.events[1]).toMatch(/class 1 on d1 is removed/);
    expect(fight.events[2]).toMatch(/becomes class 1/);
    expect(fight.checks.every((c) => c.ok)).toBe(true);
  });

  it('says who placed each die while the pond is built, and keeps a refused placement with its reason', () => {
    const entries = logEntries(replayOf('scenarios/dice-cubes/13-placement-from-start.yaml'));
    expect(entries.slice(1, 7).map((e) => [e.player, e.status])).toEqual([
      ['p1', 'ok'],
      ['p1', 'ok'],
      ['p2', 'refused-as-expected'],
      ['p2', 'ok'],
      ['p2', 'refused-as-expected'],
      ['p2', 'ok'],
    ]);
    expect(entries[3].label).toBe('place 4 at -1,-1');
    expect(entries[3].reason).toBeTypeOf('string');
    // A placement's own sentence repeats its notation: the log leaves it out.
    expect(entries[1].events).toEqual([]);
  });
});

describe('who acted, from the events', () => {
  it("in a team's turn, each use of a die is its roller's: the raise and lower events name them", () => {
    const entries = logEntries(replayOf('scenarios/dice-cubes/12-four-player-team-turn.yaml'));
    const uses = entries.filter((e) => /(raise|lower)/.test(e.label) && e.status === 'ok');
    expect(uses.map((e) => [e.label, e.player])).toEqual([
      ['p1 3 raise 1,0', 'p1'],
      ['p3 3 lower', 'p3'],
      ['p1 5 lower', 'p1'],
    ]);
  });
});

describe('board marks', () => {
  it('marks nothing on the step that starts a new round: the board is fresh', () => {
    const replay = replayOf('scenarios/escape-death/09-round-change-and-side-swap.yaml');
    expect(replay.steps[0].events.some((e) => e.kind === 'capture')).toBe(true);
    expect(marksAt(replay, 1)).toEqual({});
  });

  it('marks a tafl move and the pieces it captured', () => {
    const replay = replayOf('scenarios/escape-death/02-custodial-capture.yaml');
    expect(marksAt(replay, 0)).toEqual({});
    const marks = marksAt(replay, 1);
    expect(marks.lastMove).toEqual(['h6', 'e6']);
    expect(new Set(marks.squares?.map((m) => `${m.mark} ${m.square}`))).toEqual(
      new Set(['capture d6', 'capture e5', 'capture e7']),
    );
  });
});
