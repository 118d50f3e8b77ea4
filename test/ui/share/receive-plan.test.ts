/**
 * What a received link or bundle opens as, planned from its text alone (the page runs this in a
 * worker, issue 20): a text past one of the loader's bounds is refused with its place, before
 * anything of it reaches the page; a name the receiver holds with another text gets a new version.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { encodeShareLink } from '../../../src/engine/share/link';
import { planReceived, receiverOf, type ReceivePlan, type Receiver } from '../../../src/ui/share/receive-plan';
import { fingerprint } from '../../../src/ui/storage/received';

const UNITS = readFileSync(new URL('../../../rulesets/units-v1.2.yaml', import.meta.url), 'utf8');
const receiver: Receiver = receiverOf([{ id: 'units-v1.2', path: 'rulesets/units-v1.2.yaml', text: UNITS }], []);

/** A plan that opens a received scenario with its rulesets (else the test fails with what it is). */
function opens(plan: ReceivePlan) {
  if (!plan.ok || 'file' in plan) throw new Error(plan.ok ? 'planned as a plain file' : plan.message);
  return plan;
}

const link = (scenario: string, rulesets: { name: string; text: string }[]) =>
  encodeShareLink({ scenario: { name: 'got.yaml', text: scenario }, rulesets, step: 2, view: { kind: 'single' } });

describe('a received link, planned', () => {
  it('a ruleset of 4,800 lines of 195-deep [[…]] is refused with the place past the bound', () => {
    const deep = `family: units\nboard:\n${`  - ${'['.repeat(195)}${']'.repeat(195)}\n`.repeat(4_800)}`;
    const plan = planReceived(
      { kind: 'link', input: link('ruleset: deep\nactions: []\n', [{ name: 'deep', text: deep }]) },
      receiver,
    );
    expect(plan).toEqual({
      ok: false,
      message: expect.stringMatching(
        /^This link was not opened: deep\.yaml:\d+:\d+: YAML size: this is value 100001 of the file .*\. Your open files and edits are as they were\.$/,
      ) as string,
    });
  });

  it('a scenario nested past the bound is refused, whatever carries it', () => {
    const scenario = `ruleset: units-v1.2\nx: ${'['.repeat(201)}${']'.repeat(201)}\n`;
    const plan = planReceived({ kind: 'link', input: link(scenario, []) }, receiver);
    expect(plan.ok ? '' : plan.message).toMatch(/^This link was not opened: got\.yaml:2:\d+: YAML nesting: /);
  });

  it('an edited ruleset under a name the receiver holds opens as a new version, the scenario pointed at it, each file marked as received', () => {
    const edited = UNITS.replace('title:', 'title: edited,');
    const plan = opens(
      planReceived(
        { kind: 'link', input: link('ruleset: units-v1.2\nactions: []\n', [{ name: 'units-v1.2', text: edited }]) },
        receiver,
      ),
    );
    expect(plan.rulesets.map((r) => [r.name, r.asShipped, r.received])).toEqual([
      ['units-v1.2-2', false, fingerprint(edited)],
    ]);
    expect(plan.scenario.text).toBe('ruleset: units-v1.2-2\nactions: []\n');
    expect(plan.scenario.received).toBe(fingerprint(plan.scenario.text));
    expect([plan.named, plan.step, plan.from]).toEqual(['units-v1.2', 2, 'the link']);
  });

  it('a ruleset the receiver holds with the same text is theirs: it keeps its name and is not marked as received', () => {
    const mine = 'family: units\ntitle: mine\n';
    const holding = receiverOf(receiver.shipped, [{ path: 'rulesets/mine.yaml', text: mine }]);
    const plan = opens(
      planReceived(
        { kind: 'link', input: link('ruleset: mine\nactions: []\n', [{ name: 'mine', text: mine }]) },
        holding,
      ),
    );
    expect(plan.rulesets.map((r) => [r.name, r.received])).toEqual([['mine', undefined]]);
  });

  it('a scenario on a shipped ruleset opens that ruleset as it ships', () => {
    const plan = opens(planReceived({ kind: 'link', input: link('ruleset: units-v1.2\nactions: []\n', []) }, receiver));
    expect(plan.rulesets.map((r) => [r.name, r.asShipped])).toEqual([['units-v1.2', true]]);
  });

  it('a broken link is refused with why', () => {
    const plan = planReceived({ kind: 'link', input: 'https://x/#share=rb1~-~0123456789ab~AAAA' }, receiver);
    expect(plan.ok ? '' : plan.message).toMatch(/^This link was not opened: this link is broken/);
  });
});

describe('a received bundle, planned', () => {
  it('a bundle that is not one is refused with its line', () => {
    const plan = planReceived({ kind: 'bundle', name: 'x.bundle.yaml', text: 'rulebench-bundle: 9\n' }, receiver);
    expect(plan.ok ? '' : plan.message).toMatch(
      /^x\.bundle\.yaml was not opened: line 1: this bundle was written by a newer Rulebench/,
    );
  });
});

describe('a received ruleset or scenario file, checked', () => {
  it('within the bounds, it opens as it is', () => {
    const text = 'ruleset: units-v1.2\nactions: []\n';
    expect(planReceived({ kind: 'file', name: 'mine.yaml', text }, receiver)).toEqual({
      ok: true,
      file: { name: 'mine.yaml', text },
    });
  });

  it('a 940,000-item flow list is refused with its place', () => {
    const text = `family: units\nboard: [${Array.from({ length: 940_000 }, () => '1').join(',')}]\n`;
    const plan = planReceived({ kind: 'file', name: 'list.yaml', text }, receiver);
    expect(plan.ok ? '' : plan.message).toMatch(/^list\.yaml was not opened: list\.yaml:2:\d+: YAML size: /);
  });
});
