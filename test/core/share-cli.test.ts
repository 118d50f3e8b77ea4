/** `rulebench export`, `share` and `import`: round trips in an empty folder replay the same, and nothing of the receiver's is overwritten. */
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cli } from '../support/cli';
import { ROOT, scenarioFiles } from '../support/rulesets';

const temps: string[] = [];
const temp = () => {
  const d = mkdtempSync(join(tmpdir(), 'rb-share-'));
  temps.push(d);
  return d;
};
afterEach(() => temps.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

/** `run --json`'s steps and checks, the part that must not change by travelling. */
async function replayOf(file: string, cwd: string) {
  const r = await cli(['run', '--json', file], cwd);
  type Report = { steps: { status: string; notation: string }[]; checks: unknown[] };
  const json = JSON.parse(r.stdout) as Report | Report[];
  const one = Array.isArray(json) ? json[0] : json;
  return {
    code: r.code,
    steps: one.steps.map((s) => [s.status, s.notation]),
    checks: one.checks,
  };
}

describe('export → import', () => {
  it.each(
    scenarioFiles()
      .filter((_, i) => i % 6 === 0)
      .map((f) => f.slice(ROOT.length)),
  )('%s replays the same after export and import in an empty folder', async (file) => {
    const out = temp(),
      dest = temp();
    const e = await cli(['export', file, '--out', join(out, 'x.bundle.yaml')]);
    expect(e.stderr).toBe('');
    expect(e.code).toBe(0);
    const i = await cli(['import', join(out, 'x.bundle.yaml'), '--out', dest]);
    expect(i.code, i.stderr).toBe(0);
    const name = file.split('/').pop()!;
    expect(await replayOf(join(dest, name), dest)).toEqual(await replayOf(file, ROOT));
  });

  it('a scenario on an edited ruleset travels with it', async () => {
    const project = temp(),
      dest = temp();
    mkdirSync(join(project, 'rulesets'));
    const edited = readFileSync(join(ROOT, 'rulesets/units-v1.2.yaml'), 'utf8').replace(
      /^plyLimit: 200$/m,
      'plyLimit: 2',
    );
    writeFileSync(join(project, 'rulesets/units-short.yaml'), edited);
    writeFileSync(
      join(project, 'game.yaml'),
      'ruleset: units-short\nactions:\n  - { from: c1, to: c5 }\n  - { from: f8, to: f4 }\nexpect:\n  - winner: draw\n',
    );
    expect((await cli(['run', 'game.yaml'], project)).code).toBe(0);
    expect((await cli(['export', 'game.yaml', '--out', 'g.bundle.yaml'], project)).code).toBe(0);
    const i = await cli(['import', join(project, 'g.bundle.yaml'), '--out', dest]);
    expect(i.code, i.stderr).toBe(0);
    expect(readFileSync(join(dest, 'rulesets/units-short.yaml'), 'utf8')).toBe(edited);
    expect((await cli(['run', 'game.yaml'], dest)).code).toBe(0);
  });

  it('import never overwrites: a taken name gets a new version and the scenario follows it', async () => {
    const project = temp(),
      dest = temp();
    mkdirSync(join(project, 'rulesets'));
    mkdirSync(join(dest, 'rulesets'));
    const edited = readFileSync(join(ROOT, 'rulesets/units-v1.2.yaml'), 'utf8').replace(
      /^plyLimit: 200$/m,
      'plyLimit: 2',
    );
    writeFileSync(join(project, 'rulesets/mine.yaml'), edited);
    writeFileSync(
      join(project, 'game.yaml'),
      'ruleset: mine\nactions:\n  - { from: c1, to: c5 }\n  - { from: f8, to: f4 }\nexpect:\n  - winner: draw\n',
    );
    writeFileSync(join(dest, 'rulesets/mine.yaml'), "# the receiver's own\n");
    writeFileSync(join(dest, 'game.yaml'), "# the receiver's own\n");
    expect((await cli(['export', 'game.yaml', '--out', 'g.bundle.yaml'], project)).code).toBe(0);
    expect((await cli(['import', join(project, 'g.bundle.yaml'), '--out', dest])).code).toBe(0);
    expect(readFileSync(join(dest, 'rulesets/mine.yaml'), 'utf8')).toBe("# the receiver's own\n");
    expect(readFileSync(join(dest, 'game.yaml'), 'utf8')).toBe("# the receiver's own\n");
    expect(readdirSync(join(dest, 'rulesets')).sort()).toEqual(['mine-2.yaml', 'mine.yaml']);
    expect(readFileSync(join(dest, 'game-2.yaml'), 'utf8')).toMatch(/^ruleset: mine-2$/m);
    expect((await cli(['run', 'game-2.yaml'], dest)).code).toBe(0);
  });

  it('export refuses to replace a file unless --force', async () => {
    const out = temp();
    writeFileSync(join(out, 'x.yaml'), 'keep');
    const r = await cli(['export', 'scenarios/units/01-class1-takes-class4.yaml', '--out', join(out, 'x.yaml')]);
    expect(r.code).toBe(2);
    expect(readFileSync(join(out, 'x.yaml'), 'utf8')).toBe('keep');
  });
});

describe('share links', () => {
  it('a link imports to the same replay, at the step it was made for', async () => {
    const dest = temp();
    const s = await cli([
      'share',
      'scenarios/units/01-class1-takes-class4.yaml',
      '--step',
      '1',
      '--base',
      'https://example.test/',
    ]);
    expect(s.code).toBe(0);
    const link = s.stdout.trim();
    expect(link).toMatch(/^https:\/\/example\.test\/#share=rb1~/);
    expect(link.length).toBeLessThan(2000);
    expect((await cli(['import', link, '--out', dest])).code).toBe(0);
    expect(await replayOf(join(dest, '01-class1-takes-class4.yaml'), dest)).toEqual(
      await replayOf('scenarios/units/01-class1-takes-class4.yaml', ROOT),
    );
  });

  it('a broken link is refused with a message and writes nothing', async () => {
    const dest = temp();
    const link = (await cli(['share', 'scenarios/units/01-class1-takes-class4.yaml'])).stdout.trim();
    const r = await cli(['import', link.slice(0, -30), '--out', dest]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^rulebench: import: this link is broken/);
    expect(readdirSync(dest)).toEqual([]);
  });
});
