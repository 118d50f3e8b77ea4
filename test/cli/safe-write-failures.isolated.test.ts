/**
 * A write that fails part way (a full disk, a file-size limit, a disk error) leaves nothing half
 * written: no truncated file under the final name, no temporary file, the old file under --force
 * as it was, and an import takes back what it had written. The failure is the file system's own
 * error, thrown from the write itself after part of the text went to disk (as a full disk does).
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeBundle } from '../../src/engine/share/bundle';
import { cli } from '../support/cli';
import { ROOT } from '../support/rulesets';
import { tempDirs } from '../support/temp-dirs';

/** `code`: the error the next writes of a file's text fail with, once `after` writes went through; `gone`: a folder name removed right after it is made. */
const fault = vi.hoisted(() => ({ code: '', after: 0, gone: '' }));

vi.mock('node:fs', async (original) => {
  const fs = await original<typeof import('node:fs')>();
  return {
    ...fs,
    writeFileSync: (...args: Parameters<typeof fs.writeFileSync>) => {
      const [file, data] = args;
      if (typeof file === 'number' && fault.code !== '' && fault.after-- <= 0) {
        if (typeof data === 'string') fs.writeSync(file, data.slice(0, 10));
        throw Object.assign(new Error(`${fault.code}: write failed`), { code: fault.code });
      }
      fs.writeFileSync(...args);
    },
    mkdirSync: (...args: Parameters<typeof fs.mkdirSync>) => {
      const made = fs.mkdirSync(...args);
      if (fault.gone !== '' && String(args[0]).endsWith(`/${fault.gone}`)) fs.rmdirSync(args[0]);
      return made;
    },
  };
});

afterEach(() => Object.assign(fault, { code: '', after: 0, gone: '' }));

const tmp = tempDirs('safe-write-failures');
const units = readFileSync(join(ROOT, 'rulesets/units-v1.2.yaml'), 'utf8');
/** The ruleset a received bundle carries: v1.2 with a ply limit of 50, under the name "mine". */
const MINE = units.replace(/^plyLimit: 200$/m, 'plyLimit: 50');

/** A bundle in `dir` as a stranger sends it: scenario s.yaml playing "mine", carried along. */
function receivedBundle(dir: string): string {
  const bundle = join(dir, 'b.bundle.yaml');
  writeFileSync(
    bundle,
    writeBundle({
      scenario: { name: 's.yaml', text: 'ruleset: mine\nactions:\n  - { from: c1, to: c5 }\n' },
      rulesets: [{ name: 'mine', text: MINE }],
    }),
  );
  return bundle;
}

const simulate = (report: string, force: string[] = []) => [
  'simulate',
  'units-v1.2',
  '--games',
  '1',
  '--workers',
  '1',
  '--report',
  report,
  ...force,
];

describe('a failed write leaves nothing half written', () => {
  it('--report --force on a full disk: the old report stays as it was, no temporary file, exit 2', async () => {
    const dir = tmp();
    const report = join(dir, 'r.html');
    writeFileSync(report, 'old');
    fault.code = 'ENOSPC';
    const r = await cli(simulate(report, ['--force']));
    expect(r.code, r.stderr).toBe(2);
    expect(r.stderr).toMatch(
      /^rulebench: simulate --report .*r\.html: could not be written \(ENOSPC\): the disk is full; nothing of it was kept; expected free space on the disk\n$/,
    );
    expect(readdirSync(dir)).toEqual(['r.html']);
    expect(readFileSync(report, 'utf8')).toBe('old');
  });

  it('a new --report past a file-size limit: no file under its name, nothing else either', async () => {
    const dir = tmp();
    fault.code = 'EFBIG';
    const r = await cli(simulate(join(dir, 'new.html')));
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/new\.html: could not be written \(EFBIG\): the file is larger than a file may grow here/);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('export --out on a disk error: nothing written, exit 2', async () => {
    const dir = tmp();
    fault.code = 'EIO';
    const r = await cli(['export', 'scenarios/units/01-class1-takes-class4.yaml', '--out', join(dir, 'x.bundle.yaml')]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /^rulebench: export --out .*x\.bundle\.yaml: could not be written \(EIO\): the disk reported/,
    );
    expect(readdirSync(dir)).toEqual([]);
  });

  it('an import whose scenario cannot be written takes back the ruleset it wrote, and the folders it made', async () => {
    const src = tmp(),
      dest = join(tmp(), 'new');
    const bundle = receivedBundle(src);
    fault.code = 'ENOSPC';
    fault.after = 1;
    const r = await cli(['import', bundle, '--out', dest]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /^rulebench: import: .*new\/s\.yaml: could not be written \(ENOSPC\): the disk is full; .*\nrulebench: import: removed .*new\/rulesets\/mine\.yaml again: nothing of this import is kept\n$/,
    );
    expect(readdirSync(join(dest, '..'))).toEqual([]);
  });

  it('an import into a folder several levels deep that do not exist takes back every one of them', async () => {
    const src = tmp(),
      top = tmp();
    const bundle = receivedBundle(src);
    fault.code = 'ENOSPC';
    fault.after = 1;
    const r = await cli(['import', bundle, '--out', join(top, 'a', 'b', 'c')]);
    expect(r.code).toBe(2);
    expect(readdirSync(top)).toEqual([]);
  });

  it("an import into a project keeps the project's rulesets/ when it takes back what it wrote", async () => {
    const home = tmp(),
      src = tmp();
    mkdirSync(join(home, 'rulesets'));
    writeFileSync(join(home, 'rulesets', 'keep.yaml'), units);
    const bundle = receivedBundle(src);
    fault.code = 'EDQUOT';
    fault.after = 1;
    const r = await cli(['import', bundle, '--out', 'sub'], home);
    expect(r.code).toBe(2);
    expect(readdirSync(join(home, 'rulesets'))).toEqual(['keep.yaml']);
    expect(readdirSync(home).sort()).toEqual(['rulesets']);
  });
});

describe('a folder that vanishes right after it is made', () => {
  it('is a refusal, exit 2 (never an internal error)', async () => {
    const src = tmp(),
      dest = tmp();
    const bundle = receivedBundle(src);
    fault.gone = 'rulesets';
    const r = await cli(['import', bundle, '--out', dest]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /^rulebench: import: .*rulesets: was gone right after it was made \(something else is changing this folder\); expected /,
    );
    expect(readdirSync(dest)).toEqual([]);
  });
});
