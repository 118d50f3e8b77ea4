/**
 * The one writer every output of the CLI goes through (import, export --out, play --out,
 * --report): never through a symbolic link, never outside the folder given, only regular files,
 * never an existing file without --force, and with --force never through a link either.
 */
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeBundle } from '../../src/engine/share/bundle';
import { cli } from '../support/cli';
import { ROOT } from '../support/rulesets';
import { tempDirs } from '../support/temp-dirs';

const tmp = tempDirs('safe-write');
const units = readFileSync(join(ROOT, 'rulesets/units-v1.2.yaml'), 'utf8');
const scenarioText = 'ruleset: mine\nactions:\n  - { from: c1, to: c5 }\n';

/** A bundle of `s.yaml` on the ruleset `mine` (units-v1.2 with another ply limit). */
function bundle(dir: string): string {
  const file = join(dir, 'in.bundle.yaml');
  const mine = units.replace(/^plyLimit: 200$/m, 'plyLimit: 50');
  writeFileSync(
    file,
    writeBundle({ scenario: { name: 's.yaml', text: scenarioText }, rulesets: [{ name: 'mine', text: mine }] }),
  );
  return file;
}

const mkfifo = (path: string) => expect(spawnSync('mkfifo', [path]).status).toBe(0);

describe('import writes only inside --out, never through a link', () => {
  it('a link where the scenario goes (to a file outside) is refused, and the file outside is unchanged', async () => {
    const src = tmp(),
      dest = tmp(),
      outside = tmp();
    writeFileSync(join(outside, 'victim.yaml'), 'mine\n');
    symlinkSync(join(outside, 'victim.yaml'), join(dest, 's.yaml'));
    const r = await cli(['import', bundle(src), '--out', dest]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /^rulebench: import: .*s\.yaml: is a symbolic link to ".*victim\.yaml", and Rulebench never writes through a link; expected /,
    );
    expect(readFileSync(join(outside, 'victim.yaml'), 'utf8')).toBe('mine\n');
    expect(existsSync(join(dest, 'rulesets'))).toBe(false);
  });

  it('a dangling link where the scenario goes is refused, and its target is not created', async () => {
    const src = tmp(),
      dest = tmp(),
      outside = tmp();
    symlinkSync(join(outside, 'made.yaml'), join(dest, 's.yaml'));
    const r = await cli(['import', bundle(src), '--out', dest]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/s\.yaml: is a symbolic link .*never writes through a link/);
    expect(readdirSync(outside)).toEqual([]);
  });

  it('a linked rulesets/ folder (pointing outside --out) is refused, and nothing is written where it points', async () => {
    const src = tmp(),
      dest = tmp(),
      outside = tmp();
    symlinkSync(outside, join(dest, 'rulesets'));
    const r = await cli(['import', bundle(src), '--out', dest]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /rulesets: is a symbolic link .*never writes into a linked folder; expected a real folder inside/,
    );
    expect(readdirSync(outside)).toEqual([]);
    expect(existsSync(join(dest, 's.yaml'))).toBe(false);
  });

  it('a FIFO where a ruleset goes is refused at once (never opened), nothing written', async () => {
    const src = tmp(),
      dest = tmp();
    mkdirSync(join(dest, 'rulesets'));
    mkfifo(join(dest, 'rulesets', 'mine.yaml'));
    const r = await cli(['import', bundle(src), '--out', dest]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /mine\.yaml: is a named pipe \(FIFO\), not a file; expected the name of a new or a regular file/,
    );
    expect(existsSync(join(dest, 's.yaml'))).toBe(false);
  });

  it('a link to a device where the scenario goes is refused, never read', async () => {
    const src = tmp(),
      dest = tmp();
    symlinkSync('/dev/zero', join(dest, 's.yaml'));
    const r = await cli(['import', bundle(src), '--out', dest]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/s\.yaml: is a symbolic link to "\/dev\/zero"/);
  });

  it('a folder where the scenario goes is a clear error, exit 2', async () => {
    const src = tmp(),
      dest = tmp();
    mkdirSync(join(dest, 's.yaml'));
    const r = await cli(['import', bundle(src), '--out', dest]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^rulebench: import: .*s\.yaml: is a folder; expected a file name\n$/);
  });

  it('--out naming an existing file is a clear error, exit 2', async () => {
    const src = tmp();
    const file = join(src, 'plain.txt');
    writeFileSync(file, 'x');
    const r = await cli(['import', bundle(src), '--out', file]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/plain\.txt: is a file, not a folder; expected a folder/);
  });

  it('--out naming a folder that does not exist makes it', async () => {
    const src = tmp();
    const dest = join(tmp(), 'new', 'place');
    const r = await cli(['import', bundle(src), '--out', dest]);
    expect(r.code, r.stderr).toBe(0);
    expect(readdirSync(dest).sort()).toEqual(['rulesets', 's.yaml']);
  });
});

describe('play --out and export --out', () => {
  it('an existing file is refused without --force; with --force it is replaced by a new file (a hard link to the old one keeps its text)', async () => {
    const dir = tmp();
    const out = join(dir, 'game.yaml');
    writeFileSync(out, 'old\n');
    linkSync(out, join(dir, 'other-name.yaml'));
    const refused = await cli(['play', 'units-v1.2', '--seed', '1', '--out', out]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(
      /^rulebench: play --out .*game\.yaml: the file exists; expected a new file name, or --force to replace it\n$/,
    );
    const forced = await cli(['play', 'units-v1.2', '--seed', '1', '--out', out, '--force']);
    expect(forced.code, forced.stderr).toBe(0);
    expect(readFileSync(out, 'utf8')).toMatch(/^ruleset: /m);
    expect(readFileSync(join(dir, 'other-name.yaml'), 'utf8')).toBe('old\n');
    expect(readdirSync(dir).sort()).toEqual(['game.yaml', 'other-name.yaml']);
  });

  it('--force never writes through a link: the link stays, its target unchanged', async () => {
    const dir = tmp(),
      outside = tmp();
    writeFileSync(join(outside, 'victim.yaml'), 'mine\n');
    symlinkSync(join(outside, 'victim.yaml'), join(dir, 'game.yaml'));
    const r = await cli(['play', 'units-v1.2', '--seed', '1', '--out', join(dir, 'game.yaml'), '--force']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/game\.yaml: is a symbolic link .*never writes through a link/);
    expect(readFileSync(join(outside, 'victim.yaml'), 'utf8')).toBe('mine\n');
    expect(lstatSync(join(dir, 'game.yaml')).isSymbolicLink()).toBe(true);
  });

  it('a device is refused before the game is played', async () => {
    const r = await cli(['play', 'units-v1.2', '--seed', '1', '--out', '/dev/null', '--force']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^rulebench: play --out \/dev\/null: is a device, not a file; expected /);
  });

  it('a FIFO is refused at once by export --out, with or without --force', async () => {
    const dir = tmp();
    mkfifo(join(dir, 'x.bundle.yaml'));
    for (const force of [[], ['--force']]) {
      const r = await cli([
        'export',
        'scenarios/units/01-class1-takes-class4.yaml',
        '--out',
        join(dir, 'x.bundle.yaml'),
        ...force,
      ]);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(
        /^rulebench: export --out .*x\.bundle\.yaml: is a named pipe \(FIFO\), not a file; expected /,
      );
    }
    expect(statSync(join(dir, 'x.bundle.yaml')).isFIFO()).toBe(true);
  });

  it('play --out --force refuses a base of the ruleset it plays, as it refuses the ruleset itself', async () => {
    const project = tmp();
    mkdirSync(join(project, 'rulesets'));
    writeFileSync(join(project, 'rulesets', 'base.yaml'), units);
    writeFileSync(join(project, 'rulesets', 'variant.yaml'), 'extends: base\nplyLimit: 30\n');
    const r = await cli(
      ['play', 'rulesets/variant.yaml', '--seed', '1', '--out', 'rulesets/base.yaml', '--force'],
      project,
    );
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /rulesets\/base\.yaml: is base, a base the ruleset being played extends; expected another file name/,
    );
    expect(readFileSync(join(project, 'rulesets', 'base.yaml'), 'utf8')).toBe(units);
  });

  it('a folder that does not exist is named in one line, exit 2', async () => {
    const dir = tmp();
    const r = await cli(['play', 'units-v1.2', '--seed', '1', '--out', join(dir, 'missing', 'game.yaml')]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /^rulebench: play --out .*game\.yaml: its folder .*missing does not exist; expected a file path in an existing folder\n$/,
    );
  });
});

describe('a linked folder on the way of --out or --report, inside the current folder, is refused', () => {
  /** The current folder, whose rulesets/ is a link to a folder outside it (as a received folder may carry). */
  function linkedRulesets(): { cwd: string; outside: string } {
    const cwd = tmp(),
      outside = tmp();
    symlinkSync(outside, join(cwd, 'rulesets'));
    return { cwd, outside };
  }
  const linkRefusal =
    /rulesets: is a symbolic link to ".*", and Rulebench never writes into a linked folder; expected a real folder inside the current folder/;

  it('play --out', async () => {
    const { cwd, outside } = linkedRulesets();
    const r = await cli(['play', 'units-v1.2', '--seed', '1', '--out', 'rulesets/g.yaml'], cwd);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(new RegExp(`^rulebench: play --out ${linkRefusal.source}`));
    expect(readdirSync(outside)).toEqual([]);
  });

  it('export --out, also when named by its full path', async () => {
    const { cwd, outside } = linkedRulesets();
    const scenario = join(ROOT, 'scenarios/units/01-class1-takes-class4.yaml');
    for (const out of ['rulesets/b.yaml', join(cwd, 'rulesets', 'b.yaml')]) {
      const r = await cli(['export', scenario, '--out', out], cwd);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(new RegExp(`^rulebench: export --out ${linkRefusal.source}`));
    }
    expect(readdirSync(outside)).toEqual([]);
  });

  it('import --out through a linked folder of any name: nothing is written where it points', async () => {
    const cwd = tmp(),
      elsewhere = tmp();
    symlinkSync(elsewhere, join(cwd, 'link'));
    const r = await cli(['import', bundle(tmp()), '--out', 'link/sub'], cwd);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /^rulebench: import: link: is a symbolic link to ".*", and Rulebench never writes into a linked folder; expected a real folder inside the current folder/,
    );
    expect(readdirSync(elsewhere)).toEqual([]);
  });

  it('simulate --report, refused before any game', async () => {
    const { cwd, outside } = linkedRulesets();
    const r = await cli(
      ['simulate', 'units-v1.2', '--games', '1', '--workers', '1', '--report', 'rulesets/r.html'],
      cwd,
    );
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(new RegExp(`^rulebench: simulate --report ${linkRefusal.source}`));
    expect(readdirSync(outside)).toEqual([]);
  });

  it("a link in the path above the current folder is the user's own: written through it", async () => {
    const real = tmp(),
      via = join(tmp(), 'via');
    symlinkSync(real, via);
    const r = await cli(['play', 'units-v1.2', '--seed', '1', '--out', join(via, 'g.yaml')]);
    expect(r.code, r.stderr).toBe(0);
    expect(readdirSync(real)).toEqual(['g.yaml']);
  });
});

describe('--force keeps what the replaced file was', () => {
  it("the file's mode stays (a 0600 file stays 0600)", async () => {
    const dir = tmp();
    const out = join(dir, 'game.yaml');
    writeFileSync(out, 'old\n');
    chmodSync(out, 0o600);
    const r = await cli(['play', 'units-v1.2', '--seed', '1', '--out', out, '--force']);
    expect(r.code, r.stderr).toBe(0);
    expect(readFileSync(out, 'utf8')).toMatch(/^ruleset: /m);
    expect(statSync(out).mode & 0o777).toBe(0o600);
  });
});

describe('--report follows the same rule', () => {
  it('an existing report is refused without --force, before any game; replaced with --force', async () => {
    const dir = tmp();
    const report = join(dir, 'r.html');
    writeFileSync(report, 'old');
    const args = ['simulate', 'units-v1.2', '--games', '2', '--workers', '1', '--report', report];
    const refused = await cli(args);
    expect(refused.code).toBe(2);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toMatch(
      /^rulebench: simulate --report .*r\.html: the file exists; expected a new file name, or --force to replace it\n$/,
    );
    expect(readFileSync(report, 'utf8')).toBe('old');
    const forced = await cli([...args, '--force']);
    expect(forced.code, forced.stderr).toBe(0);
    expect(readFileSync(report, 'utf8')).toMatch(/^<!doctype html>/);
  });

  it('sweep --report through a dangling link is refused', async () => {
    const dir = tmp(),
      outside = tmp();
    symlinkSync(join(outside, 'made.html'), join(dir, 'chart.html'));
    const r = await cli([
      'sweep',
      'units-v1.2',
      '--param',
      'plyLimit',
      '--values',
      '50,60',
      '--games',
      '1',
      '--report',
      join(dir, 'chart.html'),
    ]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^rulebench: sweep --report .*chart\.html: is a symbolic link/);
    expect(readdirSync(outside)).toEqual([]);
  });
});
