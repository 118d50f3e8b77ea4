/**
 * Evaluation and replay on their own (no files, no editing): what one board shows at a step,
 * the last good replay kept while a file is invalid, and two boards stepping in lockstep.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadScenario } from '../../../src/engine/scenario/load';
import { replayScenario, type Replay } from '../../../src/engine/scenario/replay';
import { evaluate } from '../../../src/ui/app/evaluate';
import { ReplayTimeline } from '../../../src/ui/app/replay-timeline';
import { ROOT, resolver } from '../../support/rulesets';

const read = (p: string) => readFileSync(join(ROOT, p), 'utf8');

function replayOf(path: string, text = read(path)): Replay {
  const loaded = loadScenario(text, join(ROOT, path), resolver);
  if (!loaded.ok) throw new Error(loaded.diagnostics.map((d) => d.message).join('\n'));
  return replayScenario(loaded);
}

const ATTACKER_LOSES = 'scenarios/units/07-attacker-loses.yaml';

describe('one board over a replay', () => {
  it('shows the state, the last move and what the fight did at each step', () => {
    const t = ReplayTimeline.of(replayOf(ATTACKER_LOSES));
    expect(t.length).toBe(1);
    expect(t.frame).toMatchObject({ position: 0, marks: {}, stale: false, scenario: true });
    expect(t.seek(1)).toBe(true);
    const f = t.frame!;
    expect(f.marks.lastMove).toEqual(['d1', 'd5']);
    expect(f.marks.squares).toEqual([
      { square: 'd1', mark: 'defender-won' },
      { square: 'd5', mark: 'defender-won' },
      { square: 'd1', mark: 'capture' },
    ]);
    expect(f.replay.game.view(f.state).pieces.find((p) => p.at === 'd5')).toMatchObject({ owner: 'north', class: 1 });
  });

  it('keeps the position within the replay', () => {
    const t = ReplayTimeline.of(replayOf(ATTACKER_LOSES));
    expect(t.seek(9)).toBe(true);
    expect(t.position).toBe(1);
    expect(t.seek(1)).toBe(false);
    expect(t.seek(-3)).toBe(true);
    expect(t.position).toBe(0);
  });
});

describe('evaluations over time', () => {
  const ruleset = { path: 'rulesets/units-v1.2.yaml', text: read('rulesets/units-v1.2.yaml') };
  const scenario = { path: ATTACKER_LOSES, text: read(ATTACKER_LOSES) };

  it('shows the last good replay, greyed, while a file does not load, at the same step', () => {
    const t = new ReplayTimeline();
    t.update(evaluate({ ruleset, scenario, otherRuleset: () => undefined }));
    t.seek(1);
    const good = t.frame!.replay;
    t.update(
      evaluate({
        ruleset: { ...ruleset, text: `${ruleset.text}\nnot_a_key: 1\n` },
        scenario,
        otherRuleset: () => undefined,
      }),
    );
    expect(t.evaluation.diagnostics.length).toBeGreaterThan(0);
    expect(t.frame).toMatchObject({ replay: good, position: 1, stale: true });
  });

  it("shows the ruleset's start position when no scenario is open", () => {
    const t = new ReplayTimeline();
    t.update(evaluate({ ruleset, scenario: null, otherRuleset: () => undefined }));
    expect(t.frame).toMatchObject({ scenario: false, position: 0, stale: false });
    expect(t.length).toBe(0);
  });

  it('refuses a scenario with an action the game cannot read, at its line', () => {
    const text = 'ruleset: units-v1.2\nactions:\n  - { from: c1, to: e66 }\n';
    const r = evaluate({ ruleset, scenario: { path: 'scenarios/units/x.yaml', text }, otherRuleset: () => undefined });
    expect(r.replay).toBeNull();
    expect(r.diagnostics).toMatchObject([
      { file: 'scenarios/units/x.yaml', line: 3, message: expect.stringMatching(/^action 1: /) as string },
    ]);
  });
});

describe('two boards in lockstep', () => {
  it('steps one scenario under two rulesets side by side, each board with its own game and states', () => {
    const path = 'scenarios/units/11-turn-action.yaml';
    const text = read(path);
    const v12 = ReplayTimeline.of(replayOf(path, text));
    const v11 = ReplayTimeline.of(replayOf(path, text.replace(/^ruleset: units-v1\.2$/m, 'ruleset: units-v1.1')));
    expect(v11.frame!.replay.game.id).toBe('units-v1.1');
    for (let p = 0; p <= v12.length; p++) {
      v12.seek(p);
      v11.seek(p);
      expect(v11.position).toBe(Math.min(p, v11.length));
      const a = v12.frame!;
      const b = v11.frame!;
      expect(a.replay.game.id).toBe('units-v1.2');
      // Each frame's state is that board's own: the same as replaying it alone.
      expect(a.replay.game.serialize(a.state)).toEqual(a.replay.game.serialize(a.replay.stateAt(a.position)));
      expect(b.replay.game.serialize(b.state)).toEqual(b.replay.game.serialize(b.replay.stateAt(b.position)));
    }
  });
});
