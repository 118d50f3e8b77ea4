/**
 * A received scenario refers only to files of its own project (the folder
 * holding the nearest rulesets/ folder above it, or its own folder), and only
 * regular files are read. Each case is run through the CLI's `main` in the
 * project folder beside a secret file outside the project whose content must
 * never be printed. How long each refusal takes is measured in
 * `npm run bench:hostile`.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cli, rulebench, type CliResult } from '../support/cli';

const SECRET = 'SECRET-3f9a1c-MUST-NOT-BE-PRINTED';

let root: string;
let project: string;

beforeEach(() => {
  // root/secret.yaml is outside; root/project/ (with its rulesets/ folder) is the designer's project.
  root = mkdtempSync(join(tmpdir(), 'rulebench-contain-'));
  project = join(root, 'project');
  mkdirSync(join(project, 'rulesets'), { recursive: true });
  mkdirSync(join(project, 'scenarios'));
  writeFileSync(join(root, 'secret.yaml'), `family: units\ntitle: ${SECRET}\nboard: ${SECRET}\n`);
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

function scenario(name: string, rulesetLine: string): string {
  const path = join(project, 'scenarios', name);
  writeFileSync(path, `title: received\n${rulesetLine}\nactions: []\n`);
  return path;
}

/** `rulebench ARGS` typed in the project folder. */
const inProject = (args: string[]) => cli(args, project);

/** Refused as invalid input at the `ruleset:` value (line 2, column 10), the secret unread. */
function expectRefused(r: CliResult, file: string, why: RegExp): void {
  expect(r.code).toBe(2);
  expect(r.stderr).toMatch(new RegExp(`${file}:2:10: ${why.source}`));
  expect(r.stdout + r.stderr).not.toContain(SECRET);
}

describe('a scenario refers only to files inside its project', () => {
  it('a path that leaves the project with ../ is refused at its position', async () => {
    const s = scenario('up.yaml', 'ruleset: ../../secret.yaml');
    expectRefused(
      await inProject(['run', s]),
      'up\\.yaml',
      /ruleset file "\.\.\/\.\.\/secret\.yaml" leads out of the project folder/,
    );
  });

  it('an absolute path is refused, even to a file inside the project', async () => {
    writeFileSync(join(project, 'rulesets', 'mine.yaml'), 'family: units\n');
    const outside = scenario('abs.yaml', `ruleset: ${join(root, 'secret.yaml')}`);
    expectRefused(
      await inProject(['run', outside]),
      'abs\\.yaml',
      /ruleset file ".*secret\.yaml" is an absolute path; expected a path relative to this scenario/,
    );
    const inside = scenario('abs-in.yaml', `ruleset: ${join(project, 'rulesets', 'mine.yaml')}`);
    expectRefused(await inProject(['run', inside]), 'abs-in\\.yaml', /ruleset file ".*mine\.yaml" is an absolute path/);
  });

  it('a symbolic link inside the project whose target is outside is refused, by path and by id', async () => {
    symlinkSync(join(root, 'secret.yaml'), join(project, 'rulesets', 'units-v2.yaml'));
    const byPath = scenario('link-path.yaml', 'ruleset: ../rulesets/units-v2.yaml');
    expectRefused(
      await inProject(['run', byPath]),
      'link-path\\.yaml',
      /ruleset file "\.\.\/rulesets\/units-v2\.yaml" \(.*\): is a symbolic link to a file outside the project folder/,
    );
    const byId = scenario('link-id.yaml', 'ruleset: units-v2');
    expectRefused(
      await inProject(['run', byId]),
      'link-id\\.yaml',
      /ruleset "units-v2" \(.*\): is a symbolic link to a file outside the project folder/,
    );
  });

  it('a folder inside the project that links outside cannot be read through', async () => {
    symlinkSync(root, join(project, 'escape'));
    const s = scenario('via-folder.yaml', 'ruleset: ../escape/secret.yaml');
    expectRefused(
      await inProject(['run', s]),
      'via-folder\\.yaml',
      /ruleset file "\.\.\/escape\/secret\.yaml" \(.*\): is inside a folder that links outside the project folder \(\.\)/,
    );
  });

  it('a ruleset id is a name, never a path', async () => {
    const s = scenario('id.yaml', 'ruleset: ../../secret');
    expectRefused(
      await inProject(['run', s]),
      'id\\.yaml',
      /ruleset file "\.\.\/\.\.\/secret" leads out of the project folder/,
    );
    const dotted = scenario('dotted.yaml', 'ruleset: .hidden');
    expectRefused(await inProject(['run', dotted]), 'dotted\\.yaml', /ruleset "\.hidden" is not a ruleset id/);
  });

  it('a symbolic link that leads nowhere says so', async () => {
    symlinkSync(join(project, 'rulesets', 'gone.yaml'), join(project, 'rulesets', 'mine.yaml'));
    const s = scenario('dangling.yaml', 'ruleset: mine');
    expectRefused(
      await inProject(['run', s]),
      'dangling\\.yaml',
      /ruleset "mine" \(.*\): is a symbolic link to ".*gone\.yaml" that leads to no file/,
    );
  });

  it("files inside the project, Rulebench's own rulesets and --rulesets folders are still found", async () => {
    writeFileSync(join(project, 'rulesets', 'mine.yaml'), 'family: units\ntitle: mine\n');
    const extra = join(root, 'extra');
    mkdirSync(extra);
    writeFileSync(join(extra, 'house.yaml'), 'family: units\ntitle: house\n');
    const files = [
      scenario('by-path.yaml', 'ruleset: ../rulesets/mine.yaml'),
      scenario('by-id.yaml', 'ruleset: mine'),
      scenario('shipped.yaml', 'ruleset: units-v1.2'),
      scenario('extra.yaml', 'ruleset: house'),
    ];
    const r = await inProject(['run', ...files, '--rulesets', extra]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
  });
});

describe('only regular files are read, never more than the size limit', () => {
  it('a link to /dev/zero is refused at once, not read until memory runs out', async () => {
    symlinkSync('/dev/zero', join(project, 'rulesets', 'zero.yaml'));
    const s = scenario('zero.yaml', 'ruleset: ../rulesets/zero.yaml');
    expectRefused(
      await inProject(['run', s]),
      'zero\\.yaml',
      /ruleset file "\.\.\/rulesets\/zero\.yaml" \(.*\): is a symbolic link to a file outside the project folder/,
    );
    // Named directly on the command line, the device itself is refused as no file.
    const direct = await inProject(['validate', '/dev/zero']);
    expect(direct.code).toBe(2);
    expect(direct.stderr).toMatch(/^\/dev\/zero:1:1: is a device, not a file; expected a \.yaml file/m);
  });

  it('a FIFO is refused, not waited on', () => {
    const fifo = join(project, 'rulesets', 'pipe.yaml');
    expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
    const s = scenario('fifo.yaml', 'ruleset: pipe');
    // In a process of its own: a CLI that opened the FIFO would block its thread for good, and this
    // test's would be that thread (no timeout could fire); the binary is stopped after 120 s instead.
    expectRefused(
      rulebench(['run', s], project),
      'fifo\\.yaml',
      /ruleset "pipe" \(.*\): is a named pipe \(FIFO\), not a file/,
    );
  });

  it('a file given on the command line that links out of its project is not read', async () => {
    symlinkSync(join(root, 'secret.yaml'), join(project, 'scenarios', 'looks-harmless.yaml'));
    const r = await inProject(['validate', join(project, 'scenarios', 'looks-harmless.yaml')]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/looks-harmless\.yaml:1:1: is a symbolic link to a file outside its project folder/);
    expect(r.stdout + r.stderr).not.toContain(SECRET);
  });

  it('a file over the limit is refused by its size, whatever it holds', async () => {
    const big = join(project, 'scenarios', 'big.yaml');
    writeFileSync(big, `ruleset: units-v1.2\n# ${'x'.repeat(2_100_000)}\n`);
    const r = await inProject(['validate', big]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/big\.yaml:1:1: file is 2\.1 MB; expected at most 2 MB/);
  });
});
