/**
 * A scenario of 100,000 actions (the most a scenario may hold) replays, and its checks hold at the
 * start, the middle and the end; the replay keeps a state every few dozen steps, not one per step
 * (issue 10: ≤ 3 s and ≤ 300 MB in the CLI, both measured in `npm run bench:hostile`, "100,000 legal
 * actions (run)"). The file is generated here.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fileResolver } from '../../../src/cli/files';
import { loadScenario } from '../../../src/engine/scenario/load';
import { CHECKPOINT_EVERY, replayScenario } from '../../../src/engine/scenario/replay';
import { cli } from '../../support/cli';
import { ROOT } from '../../support/rulesets';

const ACTIONS = 100_000;

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

describe('a 100,000-action scenario', () => {
  it('run replays it, its checks hold at the start, the middle and the end, and it keeps one state in 64', async () => {
    dir = mkdtempSync(join(tmpdir(), 'rulebench-long-'));
    // Units with no ply limit to speak of: both sides turn a unit back and forth (each turn moves a class one up, 4 back to 1).
    const units = readFileSync(join(ROOT, 'rulesets/units-v1.2.yaml'), 'utf8');
    writeFileSync(join(dir, 'long-rules.yaml'), `${units.replace(/^plyLimit:.*$/m, '')}\nplyLimit: 1000000\n`);
    const actions = Array.from({ length: ACTIONS }, (_, i) => (i % 2 === 0 ? '  - {turn: c1}' : '  - {turn: f8}'));
    const scenario = join(dir, 'long.yaml');
    const text = `ruleset: long-rules.yaml\nactions:\n${actions.join('\n')}\nexpect:
  - { after: 0, toMove: south, pieces: [{ at: c1, class: 1 }] }
  - { after: 50001, toMove: north, pieces: [{ at: c1, class: 2 }, { at: f8, class: 1 }] }
  - { toMove: south, pieces: [{ at: c1, class: 1 }, { at: f8, class: 1 }] }
`;
    writeFileSync(scenario, text);
    const r = await cli(['run', scenario]);
    expect(r.stderr).toBe('');
    expect(r.stdout).toContain(`pass  ${scenario}  (${ACTIONS} actions, 8 checks)`);
    expect(r.code).toBe(0);
    // What `run` keeps while it replays: a state every CHECKPOINT_EVERY steps and no step's events.
    const loaded = loadScenario(text, scenario, fileResolver([]));
    if (!loaded.ok) throw new Error(loaded.diagnostics.map((d) => d.message).join('\n'));
    const replay = replayScenario(loaded, { keepEvents: false });
    expect(replay.ok).toBe(true);
    expect(replay.record!.checkpoints).toHaveLength(1 + Math.floor(ACTIONS / CHECKPOINT_EVERY));
    expect(replay.steps.every((s) => s.events.length === 0)).toBe(true);
  });
});
