/**
 * A scenario of 100,000 actions (the most a scenario may hold) replays within bounds: the replay
 * keeps a state every few dozen steps, not one per step (issue 10: ≤ 3 s and ≤ 300 MB in the CLI).
 * The file is generated here; the bounds are generous (a test, not a benchmark): 10× the time,
 * and a heap capped at 300 MB (the target; it needs about 160–200), past which node stops the CLI.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { rulebench } from '../../support/cli';
import { ROOT } from '../../support/rulesets';

const ACTIONS = 100_000;

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

describe('a 100,000-action scenario', () => {
  it('run replays it in under 30 s with a heap of at most 300 MB, and its checks hold at the start, the middle and the end', () => {
    dir = mkdtempSync(join(tmpdir(), 'rulebench-long-'));
    // Units with no ply limit to speak of: both sides turn a unit back and forth (each turn moves a class one up, 4 back to 1).
    const units = readFileSync(join(ROOT, 'rulesets/units-v1.2.yaml'), 'utf8');
    writeFileSync(join(dir, 'long-rules.yaml'), `${units.replace(/^plyLimit:.*$/m, '')}\nplyLimit: 1000000\n`);
    const actions = Array.from({ length: ACTIONS }, (_, i) => (i % 2 === 0 ? '  - {turn: c1}' : '  - {turn: f8}'));
    const scenario = join(dir, 'long.yaml');
    writeFileSync(
      scenario,
      `ruleset: long-rules.yaml\nactions:\n${actions.join('\n')}\nexpect:
  - { after: 0, toMove: south, pieces: [{ at: c1, class: 1 }] }
  - { after: 50001, toMove: north, pieces: [{ at: c1, class: 2 }, { at: f8, class: 1 }] }
  - { toMove: south, pieces: [{ at: c1, class: 1 }, { at: f8, class: 1 }] }
`,
    );
    const started = performance.now();
    const r = rulebench(['run', scenario], ROOT, ['--max-old-space-size=300']);
    const seconds = (performance.now() - started) / 1000;
    expect(r.stderr).toBe('');
    expect(r.stdout).toContain(`pass  ${scenario}  (${ACTIONS} actions, 8 checks)`);
    expect(r.code).toBe(0);
    expect(seconds).toBeLessThan(30);
  }, 120_000);
});
