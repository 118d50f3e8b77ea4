/** Scenario bundles: written and read back, replayed the same, a differing shipped ruleset named, problems placed in the bundle. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleResolver, placeInBundle, readBundle, writeBundle, type Bundle } from '../../../src/engine/share/bundle';
import { contentHash } from '../../../src/engine/share/content-hash';
import { loadScenario } from '../../../src/engine/scenario/load';
import type { RulesetResolver } from '../../../src/engine/loader/resolver';
import { replayScenario } from '../../../src/engine/scenario/replay';
import { ROOT } from '../../support/rulesets';

const shippedText = (id: string) => readFileSync(join(ROOT, 'rulesets', `${id}.yaml`), 'utf8');
const shipped: RulesetResolver = (ref) =>
  ref === 'units-v1.2'
    ? { text: shippedText(ref), file: `rulesets/${ref}.yaml`, id: ref }
    : { error: `no ruleset ${ref}` };
const scenarioText = readFileSync(join(ROOT, 'scenarios/units/01-class1-takes-class4.yaml'), 'utf8');
const edited = shippedText('units-v1.2').replace(/^plyLimit: 200$/m, 'plyLimit: 150');

function open(text: string, outer: RulesetResolver = shipped) {
  const read = readBundle(text, 'shared/fight.bundle.yaml');
  if (!read.ok) return { diagnostics: read.diagnostics };
  const loaded = loadScenario(
    read.bundle.scenario.text,
    'shared/fight.bundle.yaml#scenario',
    bundleResolver(read.bundle, outer),
  );
  if (!loaded.ok)
    return { diagnostics: placeInBundle(read.bundle, 'shared/fight.bundle.yaml#scenario', loaded.diagnostics) };
  return { replay: replayScenario(loaded) };
}

describe('scenario bundles', () => {
  it('a bundle with the ruleset embedded replays exactly as the scenario did', () => {
    const bundle: Bundle = {
      scenario: { name: 'fight.yaml', text: scenarioText.replace('ruleset: units-v1.2', 'ruleset: units-v1.2-edited') },
      rulesets: [{ name: 'units-v1.2-edited', text: edited }],
    };
    const text = writeBundle(bundle);
    const read = readBundle(text, 'b.yaml');
    expect(read.ok && { scenario: read.bundle.scenario, rulesets: read.bundle.rulesets }).toEqual(bundle);
    const direct = loadScenario(scenarioText, 'scenarios/units/fight.yaml', shipped);
    const viaBundle = open(text);
    expect(direct.ok).toBe(true);
    expect(viaBundle.replay?.ok).toBe(true);
    expect(viaBundle.replay!.steps.map((s) => [s.status, s.notation])).toEqual(
      replayScenario(direct as Extract<typeof direct, { ok: true }>).steps.map((s) => [s.status, s.notation]),
    );
  });

  it('a shipped ruleset referenced by hash opens when the receiver has the same one', () => {
    const text = writeBundle({
      scenario: { name: 'fight.yaml', text: scenarioText },
      rulesets: [{ name: 'units-v1.2', sha256: contentHash(shippedText('units-v1.2')) }],
    });
    expect(open(text).replay?.ok).toBe(true);
  });

  it('a receiver whose shipped ruleset differs is told so before anything replays', () => {
    const text = writeBundle({
      scenario: { name: 'fight.yaml', text: scenarioText },
      rulesets: [{ name: 'units-v1.2', sha256: contentHash(edited) }],
    });
    const r = open(text);
    expect(r.replay).toBeUndefined();
    expect(r.diagnostics!.map((d) => d.message).join('\n')).toContain(
      'your units-v1.2 differs from the one this scenario was written for',
    );
  });

  it('a bundle of a newer format gets a clear message at its version', () => {
    const r = readBundle('rulebench-bundle: 2\nscenario: { name: a.yaml, text: "x" }\n', 'b.yaml');
    expect(r.ok).toBe(false);
    expect(!r.ok && r.diagnostics[0]).toMatchObject({
      line: 1,
      message: expect.stringContaining('newer Rulebench (bundle format 2)') as string,
    });
  });

  it('a problem inside an embedded ruleset is reported at its line and column in the bundle', () => {
    const broken = edited.replace(/^plyLimit: 150$/m, 'plyLimit: lots');
    const text = writeBundle({
      scenario: { name: 'fight.yaml', text: scenarioText.replace('ruleset: units-v1.2', 'ruleset: mine') },
      rulesets: [{ name: 'mine', text: broken }],
    });
    const problems = open(text).diagnostics!.filter(
      (d) => d.message.includes('plyLimit') || d.message.includes('lots'),
    );
    expect(problems.length).toBeGreaterThan(0);
    const d = problems[0];
    expect(d.file).toBe('shared/fight.bundle.yaml');
    const line = text.split('\n')[d.line - 1];
    expect(line.trim()).toBe('plyLimit: lots');
    expect(line.slice(d.col - 1)).toMatch(/^(plyLimit: )?lots/);
  });

  it('a scenario with Windows line endings is embedded as a block and its problems placed on real lines', () => {
    const crlf = scenarioText
      .replace('ruleset: units-v1.2', 'ruleset: mine')
      .replace(/\n/g, '\r\n')
      .replace('winner: none', 'winner: nobody');
    const text = writeBundle({
      scenario: { name: 'fight.yaml', text: crlf },
      rulesets: [{ name: 'mine', text: shippedText('units-v1.2') }],
    });
    expect(text).toMatch(/^ {2}text: \|/m);
    const d = open(text).diagnostics!.find((x) => x.message.includes('nobody'))!;
    expect(text.split('\n')[d.line - 1]).toContain('winner: nobody');
  });

  it('an empty file or a bare value is refused with a message, not an exception', () => {
    for (const t of ['', 'null', '- a', '42']) {
      const r = readBundle(t, 'b.yaml');
      expect(r.ok, t).toBe(false);
    }
  });

  it('names are ids, never paths', () => {
    const r = readBundle('rulebench-bundle: 1\nscenario: { name: ../../etc/passwd, text: "x" }\n', 'b.yaml');
    expect(!r.ok && r.diagnostics[0].message).toContain('no folders');
  });
});
