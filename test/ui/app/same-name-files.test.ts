/** Files of the same name are kept apart: each text from disk gets its own key (issue 10, deliverable 7). */
import { describe, expect, it } from 'vitest';
import { parseShippedList } from '../../../src/ui/app/catalog-model';
import { OpenFiles } from '../../../src/ui/app/open-files';
import { LocalStore } from '../../../src/ui/storage/local-store';
import { MapStorage } from '../../support/map-storage';

const UNITS = 'rulesets/units-v1.2.yaml';
const catalog = parseShippedList(
  { [`/${UNITS}`]: 'family: units\n' },
  { '/scenarios/units/01-start.yaml': 'ruleset: units-v1.2\nactions: []\n' },
);
const RECORDED = 'scenarios/local/recorded.yaml';
const first = 'ruleset: units-v1.2\nactions:\n  - {move: a1-a2}\n';
const second = 'ruleset: units-v1.2\nactions:\n  - {move: b1-b2}\n';

function files() {
  return new OpenFiles(catalog, new LocalStore(new MapStorage()), () => 1000);
}

describe('two files of one name', () => {
  it('get distinct keys, and both texts stay in Recent', () => {
    const f = files();
    f.open(f.diskFile('scenario', RECORDED, first));
    f.scenario!.text += '# my edit\n';
    f.open(f.diskFile('scenario', RECORDED, second));
    expect(f.scenario!.path).toBe('scenarios/local/recorded-2.yaml');
    const texts = Object.fromEntries(f.recent.filter((r) => r.kind === 'scenario').map((r) => [r.path, r.text]));
    expect(texts[RECORDED]).toBe(first + '# my edit\n');
    expect(texts['scenarios/local/recorded-2.yaml']).toBe(second);
    expect(f.diskFile('scenario', RECORDED, 'ruleset: units-v1.2\n').path).toBe('scenarios/local/recorded-3.yaml');
  });

  it('the same text opened again keeps its key', () => {
    const f = files();
    f.open(f.diskFile('scenario', RECORDED, first));
    expect(f.diskFile('scenario', RECORDED, first).path).toBe(RECORDED);
  });

  it('a ruleset from disk named like a shipped one, with another text, does not take the shipped key', () => {
    const f = files();
    expect(f.diskFile('ruleset', UNITS, 'family: units\n').path).toBe(UNITS);
    expect(f.diskFile('ruleset', UNITS, 'family: units\ntitle: mine\n').path).toBe('rulesets/units-v1.2-2.yaml');
  });
});
