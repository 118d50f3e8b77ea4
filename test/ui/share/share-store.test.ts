/**
 * Sharing in the workbench (issue 11): Share file (a bundle), Copy link, and opening what was
 * shared (link, bundle, a file's text) as new files that never replace the receiver's; broken
 * links and bundles whose referenced ruleset differs are refused with a message, changing nothing.
 * Download names say what a file is.
 */
import { readFileSync } from 'node:fs';
import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { contentHash } from '../../../src/engine/share/content-hash';
import type { Catalog } from '../../../src/ui/app/catalog-model';
import { bundleDownloadName, rulesetDownloadName, scenarioDownloadName } from '../../../src/ui/app/download';
import { Workbench } from '../../../src/ui/app/workbench';
import { rulesetDownload, scenarioDownload } from '../../../src/ui/share/file-downloads';
import type { Planner } from '../../../src/ui/app/receive-in-worker';
import { planReceived } from '../../../src/ui/share/receive-plan';
import { receiveText, shareBundle, shareLink } from '../../../src/ui/share/share-store';
import { firstVisit, shippedCatalog } from '../../support/shipped-catalog';

const catalog = shippedCatalog;
const read = (p: string) => readFileSync(new URL(`../../../${p}`, import.meta.url), 'utf8');
const SAMPLE = 'scenarios/units/01-class1-takes-class4.yaml';
const BASE = 'http://localhost:5173/';
/** One changed value: class 1 that captures class 4 becomes class 2. */
const edit = (text: string) => text.replace('    1: { 4: 3 }\n', '    1: { 4: 2 }\n');

const bench = (c: Catalog = catalog) => firstVisit(c);

/** The receive worker's plan, made in this thread and copied as postMessage copies it. */
const planHere: Planner = (request, receiver) => Promise.resolve(structuredClone(planReceived(request, receiver)));
/** A text received as the page receives it (receiveText), planned here: whether it opened. */
const receive = (wb: Workbench, name: string, text: string) => receiveText(wb, name, text, planHere);

/** The sender: the sample scenario, on the shipped ruleset or (edited) on one with a changed value, at step 1. */
function sender(edited: boolean): Workbench {
  const wb = bench();
  wb.openShipped(SAMPLE);
  if (edited) wb.setText('ruleset', edit(wb.ruleset.text));
  wb.flush();
  wb.seek(1);
  return wb;
}

/** What the board shows: the pieces, dice and side to move at the step shown. */
function boardOf(wb: Workbench) {
  const f = wb.frame!;
  const v = f.replay.game.view(f.state);
  return { position: f.position, pieces: v.pieces, dice: v.dice, toMove: v.toMove };
}

/** A receiver who edited the shipped units-v1.2 and has the sample scenario open. */
function receiverWithEdits(): Workbench {
  const wb = bench();
  wb.openShipped(SAMPLE);
  wb.setText('ruleset', `${wb.ruleset.text}# my own note\n`);
  wb.flush();
  return wb;
}

describe('download names say what a file is', () => {
  const scenario = {
    path: 'scenarios/units-v1.2/recorded.yaml',
    text: 'ruleset: units-v1.2\ntitle: Recorded in the workbench\n',
  };

  it('the ruleset id, "edited" where it is; the scenario\'s title with the rules it plays; never a bare recorded.yaml', () => {
    expect(rulesetDownloadName('units-v1.2', false)).toBe('units-v1.2.yaml');
    expect(rulesetDownloadName('units-v1.2', true)).toBe('units-v1.2-edited.yaml');
    expect(scenarioDownloadName(scenario, 'units-v1.2', true)).toBe('recorded-in-the-workbench.units-v1.2-edited.yaml');
    expect(bundleDownloadName(scenario, 'units-v1.2', false)).toBe('recorded-in-the-workbench.units-v1.2.bundle.yaml');
    expect(scenarioDownloadName({ path: 'scenarios/local/my fight.yaml', text: 'ruleset: x\n' }, 'x', false)).toBe(
      'my-fight.x.yaml',
    );
  });

  it("the scenario's title is read as YAML reads it: flow style, a byte-order mark, quoted keys", () => {
    expect(
      scenarioDownloadName(
        { path: 'scenarios/local/a.yaml', text: '{ ruleset: x, title: "Flow: style" }' },
        'x',
        false,
      ),
    ).toBe('flow-style.x.yaml');
    expect(
      scenarioDownloadName({ path: 'scenarios/local/a.yaml', text: '\ufeff"title": Marked\nruleset: x\n' }, 'x', false),
    ).toBe('marked.x.yaml');
  });

  it('the ⤓ buttons use them', () => {
    const wb = sender(true);
    expect(rulesetDownload(wb).name).toBe('units-v1.2-edited.yaml');
    expect(scenarioDownload(wb)?.name).toBe('class-1-captures-class-4-and-becomes-class-3.units-v1.2-edited.yaml');
  });
});

describe('Share file: a bundle', () => {
  it('refers to an unchanged shipped ruleset by its content hash', () => {
    const r = shareBundle(sender(false));
    expect(r.ok && r.name).toBe('class-1-captures-class-4-and-becomes-class-3.units-v1.2.bundle.yaml');
    expect(r.ok && r.text).toContain(`sha256: ${contentHash(read('rulesets/units-v1.2.yaml'))}`);
  });

  it('embeds an edited ruleset, and opens in another browser as the same replay', async () => {
    const wb = sender(true);
    const r = shareBundle(wb);
    expect(r.ok && r.name).toContain('units-v1.2-edited.bundle.yaml');
    expect(r.ok && r.text).toContain('1: { 4: 2 }');
    const other = bench();
    expect(r.ok && (await receive(other, r.name, r.text))).toBe(true);
    expect(other.ruleset.text).toBe(wb.ruleset.text);
    // The edited rules open as a new file beside the shipped one, and the scenario plays them.
    expect(other.ruleset.path).toBe('rulesets/units-v1.2-2.yaml');
    expect(other.evaluation.diagnostics).toEqual([]);
    other.seek(1);
    expect(boardOf(other)).toEqual(boardOf(wb));
  });

  it('a receiver whose shipped ruleset differs is told so before anything opens', async () => {
    const r = shareBundle(sender(false));
    const changed = {
      ...catalog,
      rulesets: catalog.rulesets.map((x) => (x.id === 'units-v1.2' ? { ...x, text: edit(x.text) } : x)),
    };
    const other = bench(changed);
    const before = { ruleset: other.ruleset.text, scenario: other.scenario?.text };
    expect(r.ok && (await receive(other, 'shared.bundle.yaml', r.text))).toBe(false);
    expect(other.flash?.text).toContain('your units-v1.2 differs from the one this scenario was written for');
    expect({ ruleset: other.ruleset.text, scenario: other.scenario?.text }).toEqual(before);
  });

  it('a bundle of a newer format is refused with what to do', async () => {
    const other = bench();
    expect(
      await receive(
        other,
        'new.bundle.yaml',
        'rulebench-bundle: 7\nscenario: { name: a.yaml, text: "ruleset: units-v1.2" }\n',
      ),
    ).toBe(false);
    expect(other.flash?.text).toMatch(/newer Rulebench.*update Rulebench/);
  });
});

describe('Copy link, and opening it', () => {
  it('a link with the shipped ruleset is short, and opens the same board at the same step', async () => {
    const wb = sender(false);
    const r = shareLink(wb, BASE);
    expect(r.ok && r.text.startsWith(`${BASE}#share=rb1~units-v1.2:`)).toBe(true);
    expect(r.ok && r.text.length).toBeLessThan(2000);
    const other = bench();
    expect(r.ok && (await receive(other, 'link', r.text))).toBe(true);
    expect(other.ruleset.path).toBe('rulesets/units-v1.2.yaml');
    expect(boardOf(other)).toEqual(boardOf(wb));
    expect(other.position).toBe(1);
    // Nothing of the receiver's was open (a first visit): there is nothing of theirs to point to.
    expect(other.flash?.text).not.toContain('Your own files');
  });

  it('a link with an edited ruleset stays under 2,000 characters and replays the edit', async () => {
    const wb = sender(true);
    const r = shareLink(wb, BASE);
    expect(r.ok && r.text.length).toBeLessThan(2000);
    const other = bench();
    await receive(other, 'link', r.ok ? r.text : '');
    expect(other.ruleset.text).toBe(wb.ruleset.text);
    expect(boardOf(other)).toEqual(boardOf(wb));
  });

  it("never replaces the receiver's edits: their units-v1.2 stays, the link's opens under a new version name", async () => {
    const r = shareLink(sender(true), BASE);
    const other = receiverWithEdits();
    const mine = other.ruleset.text;
    await receive(other, 'link', r.ok ? r.text : '');
    expect(other.ruleset.path).toBe('rulesets/units-v1.2-2.yaml');
    expect(other.scenario!.text).toContain('ruleset: units-v1.2-2');
    expect(other.recent.find((f) => f.path === 'rulesets/units-v1.2.yaml')?.text).toBe(mine);
    expect(other.flash?.text).toContain('your units-v1.2 stays as it is');
    expect(other.flash?.text).toContain('Your own files are in Recent.');
  });

  it('with the shipped ruleset, a receiver who edited theirs still replays the shipped one (opened as a new version)', async () => {
    const r = shareLink(sender(false), BASE);
    const other = receiverWithEdits();
    await receive(other, 'link', r.ok ? r.text : '');
    expect(other.ruleset.text).toBe(read('rulesets/units-v1.2.yaml'));
    expect(other.ruleset.path).toBe('rulesets/units-v1.2-2.yaml');
    expect(other.evaluation.failures).toEqual([]);
  });

  describe('a broken link changes nothing and says why', () => {
    const good = (() => {
      const r = shareLink(sender(true), BASE);
      return r.ok ? r.text : '';
    })();
    const token = good.slice(good.indexOf('#share=') + 7);
    const [version, dict, check, data] = token.split('~') as [string, string, string, string];
    const flip = (s: string, i: number) => s.slice(0, i) + (s[i] === 'A' ? 'B' : 'A') + s.slice(i + 1);
    const bomb = deflateRawSync(Buffer.alloc(6_000_000, 32)).toString('base64url');
    const cases: [string, string, RegExp][] = [
      ['truncated', good.slice(0, good.length - 40), /broken or cut short/],
      [
        'a flipped character',
        `${BASE}#share=${version}~${dict}~${check}~${flip(data, Math.floor(data.length / 2))}`,
        /broken/,
      ],
      ['a wrong version', `${BASE}#share=rb9~${dict}~${check}~${data}`, /another version of Rulebench/],
      ['oversized', `${BASE}#share=rb1~-~${check}~${'A'.repeat(200_000)}`, /characters long/],
      ['a compression bomb', `${BASE}#share=rb1~-~${check}~${bomb}`, /unpacks to more than 4 MB/],
    ];
    for (const [what, link, message] of cases) {
      it(what, async () => {
        const other = receiverWithEdits();
        const before = {
          ruleset: other.ruleset,
          scenario: other.scenario,
          recent: other.recent.map((f) => `${f.path}:${f.text.length}`),
        };
        expect(await receive(other, 'link', link)).toBe(false);
        expect(other.flash).toMatchObject({ kind: 'error', text: expect.stringMatching(message) as string });
        expect(other.flash?.text).toContain('Your open files and edits are as they were');
        expect({
          ruleset: other.ruleset,
          scenario: other.scenario,
          recent: other.recent.map((f) => `${f.path}:${f.text.length}`),
        }).toEqual(before);
      });
    }
  });
});

describe('opening a text that is neither link nor bundle', () => {
  it("opens a scenario's text as a new file, as a file from disk", async () => {
    const other = bench();
    await receive(other, 'pasted.yaml', 'ruleset: units-v1.2\ntitle: Pasted\nactions:\n  - { from: c1, to: c5 }\n');
    expect(other.scenario?.path).toBe('scenarios/local/pasted.yaml');
    expect(other.evaluation.diagnostics).toEqual([]);
  });
});

describe('a variant is shared with the bases it extends', () => {
  const V11 = 'scenarios/units/13-v1.1-up-to-move.yaml';
  /** Sender: units-v1.2 edited (class 2 moves 1, so v1.1's first move, 2 squares, is refused), then the v1.1 scenario at step 1. */
  function variantSender(): Workbench {
    const wb = bench();
    wb.openShipped(SAMPLE);
    wb.setText(
      'ruleset',
      wb.ruleset.text.replace('speed: { 1: 4, 2: 3, 3: 2, 4: 1 }', 'speed: { 1: 4, 2: 1, 3: 2, 4: 1 }'),
    );
    wb.flush();
    wb.openShipped(V11);
    wb.flush();
    wb.seek(1);
    return wb;
  }

  it('a link carries the edited base; the receiver opens it beside their own and replays the same board', async () => {
    const from = variantSender();
    const plain = bench();
    plain.openShipped(V11);
    plain.flush();
    plain.seek(1);
    // The edited base matters: on the shipped base the first move is played.
    expect(boardOf(from)).not.toEqual(boardOf(plain));
    const link = shareLink(from, BASE);
    if (!link.ok) throw new Error(link.error);
    const to = receiverWithEdits();
    const mine = to.ruleset.text;
    expect(await receive(to, 'link', link.text)).toBe(true);
    to.flush();
    expect(boardOf(to)).toEqual(boardOf(from));
    // Their own edited units-v1.2 is untouched: the received base opened under a new name, and v1.1 extends that one.
    expect(to.files.rulesetById('units-v1.2')!.text).toBe(mine);
    expect(to.ruleset.text).toMatch(/^extends: units-v1\.2-\d+$/m);
  });

  it('a bundle embeds the edited base and names the shipped variant by hash', () => {
    const shared = shareBundle(variantSender());
    if (!shared.ok) throw new Error(shared.error);
    expect(shared.text).toContain('name: units-v1.2\n');
    expect(shared.text).toMatch(/name: units-v1\.1\n\s+sha256: /);
  });
});
