import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { simulateCommand } from '../../src/cli/simulate';
import { sweepCommand } from '../../src/cli/sweep';
import type { Report } from '../../src/engine/selfplay/report';
import { withValue } from '../../src/engine/selfplay/sweep';
import { ROOT } from '../support/rulesets';
import { capture } from '../support/cli';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'rulebench-sweep-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('a value at a dotted path', () => {
  it('is written into a copy, making the groups on the way', () => {
    const rules = { family: 'units', move: { distance: 'exact' }, players: ['south', 'north'] };
    expect(withValue(rules, 'move.speed.1', 2)).toEqual({
      family: 'units',
      move: { distance: 'exact', speed: { 1: 2 } },
      players: ['south', 'north'],
    });
    expect(withValue(rules, 'players.1', 'east').players).toEqual(['south', 'east']);
    expect(rules.move).toEqual({ distance: 'exact' });
    expect(() => withValue(rules, 'family.x', 1)).toThrow(/family is "units", not a group of keys/);
    expect(() => withValue(rules, 'players.5', 'x')).toThrow(/players is a list of 2; expected an index 0 … 1/);
  });
});

describe('rulebench sweep', () => {
  it('plays each value and gives the metric with its interval, as simulate does for that variant', async () => {
    const html = join(dir, 'sweep.html');
    const r = await capture(() =>
      sweepCommand('units-v1.2', {
        param: 'move.speed.1',
        values: '2,4',
        games: '3',
        seed: '4',
        workers: '1',
        metric: 'length',
        json: true,
        report: html,
      }),
    );
    expect(r.stderr).toBe('');
    const json = JSON.parse(r.stdout) as { points: { value: number; games: number; p: number; lo: number }[] };
    expect(json).toMatchObject({ ruleset: 'units-v1.2', param: 'move.speed.1', metric: 'mean length (plies)' });
    expect(json.points.map((p) => p.value)).toEqual([2, 4]);
    const file = join(dir, 'slow.yaml');
    const original = readFileSync(join(ROOT, 'rulesets/units-v1.2.yaml'), 'utf8');
    writeFileSync(file, original.replace('speed: { 1: 4, 2: 3, 3: 2, 4: 1 }', 'speed: { 1: 2, 2: 3, 3: 2, 4: 1 }'));
    expect(readFileSync(file, 'utf8')).not.toBe(original);
    const sim = JSON.parse(
      (await capture(() => simulateCommand(file, { games: '3', seed: '4', workers: '1', json: true }))).stdout,
    ) as Report;
    expect(json.points[0]).toMatchObject({ value: 2, games: 3, p: sim.length.mean });
    expect(json.points[0].lo).toBeLessThan(json.points[0].p);
    expect(json.points[1].p).not.toBe(json.points[0].p);
    const page = readFileSync(html, 'utf8');
    expect(page).toContain('<svg');
    expect(page).not.toMatch(/https?:\/\//);
  });

  it('refuses a value the ruleset cannot take before playing, exit 2', async () => {
    const r = await capture(() => sweepCommand('units-v1.2', { param: 'classes', values: '4,0', games: '2' }));
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^rulebench: classes = 0 makes an invalid ruleset: .*classes/);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stdout).toBe('');
  });

  it('refuses an unknown metric, exit 2', async () => {
    const r = await capture(() =>
      sweepCommand('units-v1.2', { param: 'classes', values: '4', games: '2', metric: 'west' }),
    );
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /^rulebench: option '--metric' argument 'west' is invalid; expected .*one of south, north, draw, timeouts, length/,
    );
  });
});
