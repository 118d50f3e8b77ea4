/**
 * A long scenario's evaluation made in the check worker reaches the page as plain data
 * (issue 10: the page never parses, validates or replays a long scenario itself). After a
 * structured clone, as a worker message makes, the page's evaluation has the same steps,
 * checks, move log and states as the worker's, with a game compiled on the page.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { evaluate, type Evaluation } from '../../../src/ui/app/evaluate';
import { logEntriesOf, received, sendable, STEPS_PER_MESSAGE } from '../../../src/ui/app/evaluation-transfer';
import { logEntries } from '../../../src/ui/app/replay-view';

const units = readFileSync(new URL('../../../rulesets/units-v1.2.yaml', import.meta.url), 'utf8');
const RULES = { path: 'rulesets/long-rules.yaml', text: `${units.replace(/^plyLimit:.*$/m, '')}\nplyLimit: 1000000\n` };

function scenario(actions: number, extra = ''): { path: string; text: string } {
  const lines = Array.from({ length: actions }, (_, i) => (i % 2 === 0 ? '  - {turn: c1}' : '  - {turn: f8}'));
  return {
    path: 'scenarios/local/long.yaml',
    text: `ruleset: long-rules\nactions:\n${lines.join('\n')}\n${extra}expect:\n  - { after: 3, toMove: north, pieces: [{ at: c1, class: 3 }] }\n  - { toMove: south, pieces: [{ at: c1, class: 2 }] }\n`,
  };
}

/** `e` sent the way the worker sends it, and received on the other side. */
function acrossThreads(e: Evaluation): Evaluation {
  const sent = structuredClone(sendable(e));
  return received(
    sent.evaluation,
    sent.chunks.flatMap((c) => c.steps),
    sent.chunks.flatMap((c) => c.entries),
  );
}

const state = (e: Evaluation, p: number) =>
  JSON.stringify(e.replay!.replay.game.serialize(e.replay!.replay.stateAt(p)));

describe('an evaluation carried from the worker to the page', () => {
  it('a scenario of several chunks of steps: the same steps, checks, failures, move log and state at every step asked', () => {
    const actions = 2 * STEPS_PER_MESSAGE + 7;
    const here = evaluate({ ruleset: RULES, scenario: scenario(actions), otherRuleset: () => undefined });
    const there = acrossThreads(here);
    const [a, b] = [here.replay!.replay, there.replay!.replay];
    expect(b.game).not.toBe(a.game);
    expect(b.steps).toEqual(a.steps);
    expect(b.checks).toEqual(a.checks);
    // The end's checks fail (after 2,007 actions north is to move and c1, turned 1,004 times, is class 1): failures come along.
    expect(b.failures).toEqual(a.failures);
    expect(b.failures).toHaveLength(2);
    expect(b.checksAt(3)).toEqual(a.checksAt(3));
    for (const p of [0, 1, 63, 64, 65, 1000, actions - 1, actions])
      expect(state(there, p), `position ${p}`).toBe(state(here, p));
    expect(JSON.stringify(b.game.serialize(b.stateMet(5)))).toBe(JSON.stringify(a.game.serialize(a.stateMet(5))));
    expect(logEntriesOf(b)).toEqual(logEntries(a));
    expect(there.diagnostics).toEqual(here.diagnostics);
  });

  it('an invalid scenario: its problems, and no replay (the board keeps its last good one)', () => {
    const here = evaluate({ ruleset: RULES, scenario: scenario(10, 'bogus: 1\n'), otherRuleset: () => undefined });
    expect(here.diagnostics.length).toBeGreaterThan(0);
    const there = acrossThreads(here);
    expect(there.replay).toBeNull();
    expect(there.diagnostics).toEqual(here.diagnostics);
  });

  it("no scenario: the ruleset's start position, made on the page", () => {
    const here = evaluate({ ruleset: RULES, scenario: null, otherRuleset: () => undefined });
    const there = acrossThreads(here);
    expect(there.replay!.scenario).toBe(false);
    expect(there.replay!.replay.steps).toEqual([]);
    expect(state(there, 0)).toBe(state(here, 0));
  });
});
