/**
 * Imports never change how the receiver's own files play: a received ruleset whose name the
 * receiver (their rulesets/ or the shipped ones) has for another text is written under a new
 * name, and the received scenario and variants are pointed at it; a link carrying two files of
 * one name is refused.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeBundle } from '../../src/engine/share/bundle';
import { encodeShareLink } from '../../src/engine/share/link';
import { placeReceived } from '../../src/engine/share/receive';
import { cli } from '../support/cli';
import { ROOT } from '../support/rulesets';
import { tempDirs } from '../support/temp-dirs';

const tmp = tempDirs('import-rename');
const units = readFileSync(join(ROOT, 'rulesets/units-v1.2.yaml'), 'utf8');
/** The stranger's units-v1.2: two moves to a draw. */
const edited = units.replace(/^plyLimit: 200$/m, 'plyLimit: 2');
const drawIn2 = (ruleset: string) =>
  `ruleset: ${ruleset}\nactions:\n  - { from: c1, to: c5 }\n  - { from: f8, to: f4 }\nexpect:\n  - winner: draw\n`;
/** The receiver's own scenario: on the shipped units-v1.2 nobody has won after those two moves. */
const ownScenario =
  'ruleset: units-v1.2\nactions:\n  - { from: c1, to: c5 }\n  - { from: f8, to: f4 }\nexpect:\n  - { winner: none }\n';

function link(payload: { scenario: { name: string; text: string }; rulesets: { name: string; text: string }[] }) {
  return `https://example.test/#share=${encodeShareLink({ ...payload, step: 0, view: { kind: 'single' } })}`;
}

/** A receiving project: its rulesets/ folder and a scenario of its own on the shipped units-v1.2. */
function project(): string {
  const dir = tmp();
  mkdirSync(join(dir, 'rulesets'));
  writeFileSync(join(dir, 'own.yaml'), ownScenario);
  return dir;
}

describe('a received ruleset never takes a name the receiver has', () => {
  it('an edited units-v1.2 in a link is written as units-v1.2-2, the scenario points at it, and the own scenario still plays the shipped rules', async () => {
    const dest = project();
    expect((await cli(['run', 'own.yaml'], dest)).code).toBe(0);
    const r = await cli([
      'import',
      link({
        scenario: { name: 'got.yaml', text: drawIn2('units-v1.2') },
        rulesets: [{ name: 'units-v1.2', text: edited }],
      }),
      '--out',
      dest,
    ]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/received units-v1\.2 as units-v1\.2-2/);
    expect(readdirSync(join(dest, 'rulesets'))).toEqual(['units-v1.2-2.yaml']);
    expect(readFileSync(join(dest, 'got.yaml'), 'utf8')).toBe(drawIn2('units-v1.2-2'));
    expect((await cli(['run', 'got.yaml'], dest)).code).toBe(0);
    expect((await cli(['run', 'own.yaml'], dest)).code).toBe(0);
  });

  it("a bundle's base that clashes with the receiver's own is renamed, and the variant's extends: follows it, comments kept", async () => {
    const dest = project();
    writeFileSync(join(dest, 'rulesets', 'base.yaml'), units);
    const variant = "# the sender's variant\nextends: base # their base, not yours\ntitle: their variant\n";
    const src = tmp();
    writeFileSync(
      join(src, 'b.bundle.yaml'),
      writeBundle({
        scenario: { name: 'got.yaml', text: drawIn2('variant') },
        rulesets: [
          { name: 'variant', text: variant },
          { name: 'base', text: edited },
        ],
      }),
    );
    const r = await cli(['import', join(src, 'b.bundle.yaml'), '--out', dest]);
    expect(r.code, r.stderr).toBe(0);
    expect(readdirSync(join(dest, 'rulesets')).sort()).toEqual(['base-2.yaml', 'base.yaml', 'variant.yaml']);
    expect(readFileSync(join(dest, 'rulesets', 'base.yaml'), 'utf8')).toBe(units);
    expect(readFileSync(join(dest, 'rulesets', 'variant.yaml'), 'utf8')).toBe(
      "# the sender's variant\nextends: base-2 # their base, not yours\ntitle: their variant\n",
    );
    // Their base draws after two moves (plyLimit 2), the receiver's does not: the scenario passes only on their chain.
    expect((await cli(['run', 'got.yaml'], dest)).code).toBe(0);
  });

  it("a shipped variant played on a received base is copied to extend that base's new name", async () => {
    const dest = project();
    const r = await cli([
      'import',
      link({
        scenario: { name: 'got.yaml', text: drawIn2('units-v1.1') },
        rulesets: [{ name: 'units-v1.2', text: edited }],
      }),
      '--out',
      dest,
    ]);
    expect(r.code, r.stderr).toBe(0);
    expect(readdirSync(join(dest, 'rulesets')).sort()).toEqual(['units-v1.1-2.yaml', 'units-v1.2-2.yaml']);
    expect(readFileSync(join(dest, 'rulesets', 'units-v1.1-2.yaml'), 'utf8')).toMatch(/^extends: units-v1\.2-2$/m);
    expect(readFileSync(join(dest, 'got.yaml'), 'utf8')).toBe(drawIn2('units-v1.1-2'));
    expect((await cli(['run', 'got.yaml'], dest)).code).toBe(0);
  });

  it('the same text as the receiver has is not written again, and keeps its name', async () => {
    const dest = project();
    writeFileSync(join(dest, 'rulesets', 'mine.yaml'), edited);
    const r = await cli([
      'import',
      link({ scenario: { name: 'got.yaml', text: drawIn2('mine') }, rulesets: [{ name: 'mine', text: edited }] }),
      '--out',
      dest,
    ]);
    expect(r.code, r.stderr).toBe(0);
    expect(readdirSync(join(dest, 'rulesets'))).toEqual(['mine.yaml']);
    expect(readFileSync(join(dest, 'got.yaml'), 'utf8')).toBe(drawIn2('mine'));
    expect(r.stdout).toMatch(/^wrote .*got\.yaml; already there with the same text: .*rulesets\/mine\.yaml\n$/);
  });

  it('a link carrying two rulesets of one name is refused, nothing written', async () => {
    const dest = project();
    const r = await cli([
      'import',
      link({
        scenario: { name: 'got.yaml', text: drawIn2('mine') },
        rulesets: [
          { name: 'mine', text: edited },
          { name: 'mine', text: units },
        ],
      }),
      '--out',
      dest,
    ]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /^rulebench: import: this link carries the ruleset mine twice; expected each ruleset once/,
    );
    expect(readdirSync(join(dest, 'rulesets'))).toEqual([]);
  });
});

describe('an import into a folder inside a project', () => {
  /**
   * A project whose own units-v1.2 draws after two moves, with a scenario of its own in scenarios/
   * that passes only on it; and a bundle (outside the project) whose units-v1.2 is another text again.
   */
  function setUp(): { home: string; bundleFile: string } {
    const home = tmp();
    mkdirSync(join(home, 'rulesets'));
    writeFileSync(join(home, 'rulesets', 'units-v1.2.yaml'), edited);
    mkdirSync(join(home, 'scenarios'));
    writeFileSync(join(home, 'scenarios', 'own.yaml'), drawIn2('units-v1.2'));
    const bundleFile = join(tmp(), 'b.bundle.yaml');
    writeFileSync(
      bundleFile,
      writeBundle({
        scenario: { name: 'got.yaml', text: ownScenario },
        rulesets: [{ name: 'units-v1.2', text: units.replace(/^plyLimit: 200$/m, 'plyLimit: 100') }],
      }),
    );
    return { home, bundleFile };
  }

  it("puts the rulesets into the project's rulesets/, never a new one beside the scenario: the project's own scenarios play as before", async () => {
    const { home, bundleFile } = setUp();
    const scenarios = join(home, 'scenarios');
    expect((await cli(['run', 'own.yaml'], scenarios)).code).toBe(0);
    const r = await cli(['import', bundleFile], scenarios);
    expect(r.code, r.stderr).toBe(0);
    expect(existsSync(join(scenarios, 'rulesets'))).toBe(false);
    expect(readdirSync(join(home, 'rulesets')).sort()).toEqual(['units-v1.2-2.yaml', 'units-v1.2.yaml']);
    expect(readFileSync(join(home, 'rulesets', 'units-v1.2.yaml'), 'utf8')).toBe(edited);
    expect(readFileSync(join(scenarios, 'got.yaml'), 'utf8')).toBe(ownScenario.replace('units-v1.2', 'units-v1.2-2'));
    // A path above the current folder is shown in full.
    const projectRulesets = join(home, 'rulesets');
    expect(r.stdout).toBe(
      `wrote ${projectRulesets}/units-v1.2-2.yaml, got.yaml (received units-v1.2 as units-v1.2-2: your own of those names stay as they are; rulesets into the project's ${projectRulesets}, where the scenario finds them)\n`,
    );
    const own = await cli(['run', 'own.yaml'], scenarios);
    expect(own.code, own.stdout + own.stderr).toBe(0);
    const got = await cli(['run', 'got.yaml'], scenarios);
    expect(got.code, got.stdout + got.stderr).toBe(0);
  });

  it('--out naming a subfolder of the project from its top does the same', async () => {
    const { home, bundleFile } = setUp();
    const r = await cli(['import', bundleFile, '--out', 'scenarios/new'], home);
    expect(r.code, r.stderr).toBe(0);
    expect(readdirSync(join(home, 'scenarios', 'new'))).toEqual(['got.yaml']);
    expect(readdirSync(join(home, 'rulesets')).sort()).toEqual(['units-v1.2-2.yaml', 'units-v1.2.yaml']);
    expect((await cli(['run', 'scenarios/own.yaml'], home)).code).toBe(0);
    expect((await cli(['run', 'scenarios/new/got.yaml'], home)).code).toBe(0);
  });
});

describe('an import looks for a project only where the user works', () => {
  it("a rulesets/ above --out but outside the current folder's project is a stranger's: the rulesets go to --out's own rulesets/", async () => {
    const cwd = tmp(),
      elsewhere = project();
    const bundleFile = join(tmp(), 'b.bundle.yaml');
    writeFileSync(
      bundleFile,
      writeBundle({
        scenario: { name: 'got.yaml', text: drawIn2('units-v1.2') },
        rulesets: [{ name: 'units-v1.2', text: edited }],
      }),
    );
    const out = join(elsewhere, 'downloads', 'chat');
    const r = await cli(['import', bundleFile, '--out', out], cwd);
    expect(r.code, r.stderr).toBe(0);
    expect(readdirSync(join(elsewhere, 'rulesets'))).toEqual([]);
    expect(readdirSync(out).sort()).toEqual(['got.yaml', 'rulesets']);
    expect(readdirSync(join(out, 'rulesets'))).toEqual(['units-v1.2-2.yaml']);
    expect(readdirSync(cwd)).toEqual([]);
    const got = await cli(['run', 'got.yaml'], out);
    expect(got.code, got.stdout + got.stderr).toBe(0);
  });

  it('a project below the current folder, or the one the current folder is in, receives them', async () => {
    const top = tmp();
    const bundleFile = join(tmp(), 'b.bundle.yaml');
    writeFileSync(
      bundleFile,
      writeBundle({
        scenario: { name: 'got.yaml', text: drawIn2('units-v1.2') },
        rulesets: [{ name: 'units-v1.2', text: edited }],
      }),
    );
    mkdirSync(join(top, 'anc', 'rulesets'), { recursive: true });
    const below = await cli(['import', bundleFile, '--out', 'anc/downloads/chat'], top);
    expect(below.code, below.stderr).toBe(0);
    expect(readdirSync(join(top, 'anc', 'rulesets'))).toEqual(['units-v1.2-2.yaml']);
    mkdirSync(join(top, 'anc', 'work'));
    const above = await cli(['import', bundleFile, '--out', '../inbox'], join(top, 'anc', 'work'));
    expect(above.code, above.stderr).toBe(0);
    expect(readdirSync(join(top, 'anc', 'rulesets'))).toEqual(['units-v1.2-2.yaml']);
    expect(readdirSync(join(top, 'anc', 'inbox'))).toEqual(['got.yaml']);
  });
});

describe('placeReceived (shared by the CLI and the workbench)', () => {
  it('renames a chain from its base up and points the scenario at the new name of its ruleset', () => {
    const taken = new Set(['base', 'top']);
    const placed = placeReceived(
      { name: 's.yaml', text: 'ruleset: top # mine\n' },
      [
        { name: 'top', text: 'extends: base\n' },
        { name: 'base', text: 'family: units\n' },
      ],
      (name) => taken.has(name),
    );
    expect(placed.rulesets).toEqual([
      { name: 'base-2', text: 'family: units\n' },
      { name: 'top-2', text: 'extends: base-2\n' },
    ]);
    expect(placed.scenario.text).toBe('ruleset: top-2 # mine\n');
  });

  it('keeps a new name within the 100 characters of an id', () => {
    const long = 'a'.repeat(100);
    const placed = placeReceived(
      { name: 's.yaml', text: `ruleset: ${long}\n` },
      [{ name: long, text: 'x: 1\n' }],
      (n) => n === long,
    );
    expect(placed.rulesets[0].name).toBe(`${'a'.repeat(98)}-2`);
  });
});
