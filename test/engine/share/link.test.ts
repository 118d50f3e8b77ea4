/** Share links: round trips, size for a typical edit, and every kind of broken link refused with its reason. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync, strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { contentHash } from '../../../src/engine/share/content-hash';
import {
  decodeShareLink,
  encodeShareLink,
  MAX_LINK_CHARS,
  MAX_PAYLOAD_BYTES,
  type SharePayload,
} from '../../../src/engine/share/link';
import { ROOT } from '../../support/rulesets';

const shippedText = (id: string) => readFileSync(join(ROOT, 'rulesets', `${id}.yaml`), 'utf8');
const shipped = (id: string) => (id === 'units-v1.2' ? shippedText(id) : undefined);
const scenario = {
  name: 'fight.yaml',
  text: readFileSync(join(ROOT, 'scenarios/units/01-class1-takes-class4.yaml'), 'utf8'),
};
/** A typical edit: two values changed. */
const edited = shippedText('units-v1.2')
  .replace('speed: { 1: 4, 2: 3', 'speed: { 1: 3, 2: 3')
  .replace(/^plyLimit: 200$/m, 'plyLimit: 150');

const payload: SharePayload = {
  scenario: { ...scenario, text: scenario.text.replace('units-v1.2', 'units-v1.2-edited') },
  rulesets: [{ name: 'units-v1.2-edited', text: edited }],
  step: 1,
  view: { kind: 'single' },
};

describe('share links', () => {
  it('round-trips a scenario, an edited ruleset, the step and the view', () => {
    const link = encodeShareLink(payload, { id: 'units-v1.2', text: shippedText('units-v1.2') });
    const back = decodeShareLink(`https://example.test/rulebench/#share=${link}`, shipped);
    expect(back).toEqual({ ok: true, payload });
  });

  it('a typical edit of a shipped ruleset, encoded against it, stays under 2,000 characters', () => {
    expect(edited).toContain('speed: { 1: 3, 2: 3');
    expect(edited).toContain('plyLimit: 150');
    const link = encodeShareLink(payload, { id: 'units-v1.2', text: shippedText('units-v1.2') });
    expect(link.length).toBeLessThan(2000);
    // Without the shipped text as dictionary the same payload is several times longer.
    expect(encodeShareLink(payload).length).toBeGreaterThan(2 * link.length);
  });

  it('a truncated link is refused as broken', () => {
    const link = encodeShareLink(payload);
    const cut = decodeShareLink(link.slice(0, link.length - 40), shipped);
    expect(cut).toMatchObject({ ok: false, problem: 'broken' });
  });

  it('a flipped character is refused as broken, wherever it is in the data', () => {
    const link = encodeShareLink(payload);
    const data = link.lastIndexOf('~') + 1;
    for (const at of [data + 5, data + Math.floor((link.length - data) / 2), link.length - 3]) {
      const ch = link[at] === 'A' ? 'B' : 'A';
      const flipped = link.slice(0, at) + ch + link.slice(at + 1);
      expect(decodeShareLink(flipped, shipped), `flipped at ${at}`).toMatchObject({ ok: false, problem: 'broken' });
    }
  });

  it('another format version is refused with a message naming it', () => {
    const link = encodeShareLink(payload).replace(/^rb1~/, 'rb7~');
    const r = decodeShareLink(link, shipped);
    expect(r).toMatchObject({ ok: false, problem: 'version' });
    expect(!r.ok && r.message).toContain('format rb7');
  });

  it('text that is no link is refused as such', () => {
    expect(decodeShareLink('hello', shipped)).toMatchObject({ ok: false, problem: 'not-a-link' });
  });

  it('a link made against another version of the shipped ruleset is refused before inflating', () => {
    const link = encodeShareLink(payload, {
      id: 'units-v1.2',
      text: shippedText('units-v1.2') + '\n# an older copy\n',
    });
    expect(decodeShareLink(link, shipped)).toMatchObject({ ok: false, problem: 'dictionary-differs' });
    expect(decodeShareLink(link, () => undefined)).toMatchObject({ ok: false, problem: 'dictionary-missing' });
  });

  it('an oversized link is refused before it is decoded', () => {
    expect(decodeShareLink('rb1~-~000000000000~' + 'A'.repeat(MAX_LINK_CHARS), shipped)).toMatchObject({
      ok: false,
      problem: 'too-long',
    });
  });

  it('a compression bomb stops at the cap instead of inflating whole', () => {
    // 16 MB of zeros compress to about 16 kB, well within a link's length; the cap is a quarter of it.
    const bomb = deflateSync(new Uint8Array(16 * 1024 * 1024), { level: 1 });
    expect(bomb.length).toBeLessThan(MAX_LINK_CHARS / 2);
    const b64 = btoa(String.fromCharCode(...bomb))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    let inflated = 0;
    const r = decodeShareLink(`rb1~-~${'0'.repeat(12)}~${b64}`, shipped, (bytes) => (inflated = bytes));
    expect(r).toMatchObject({ ok: false, problem: 'too-large' });
    // It stopped within one input piece (1 kB, at most ~1 MB inflated) of the cap, far below the 16 MB.
    expect(inflated).toBeGreaterThan(MAX_PAYLOAD_BYTES);
    expect(inflated).toBeLessThan(MAX_PAYLOAD_BYTES + 1.1e6);
  });

  it('a payload of the wrong shape is refused (a name with a folder in it)', () => {
    const bad = { ...payload, rulesets: [{ name: '../../etc/passwd', text: 'x' }] };
    const bytes = strToU8(JSON.stringify(bad));
    const data = btoa(String.fromCharCode(...deflateSync(bytes)))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    const check = contentHash(JSON.stringify(bad)).slice(0, 12);
    expect(decodeShareLink(`rb1~-~${check}~${data}`, shipped)).toMatchObject({ ok: false, problem: 'bad-payload' });
  });
});
