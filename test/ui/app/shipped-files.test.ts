/** The files Rulebench ships, as the workbench sees them: which path is shipped, whether an open file still has the shipped text, what a first visit opens. */
import { describe, expect, it } from 'vitest';
import { parseShippedList } from '../../../src/ui/app/catalog-model';
import { editedShipped, firstVisit, shippedFile, shippedKind, shippedText } from '../../../src/ui/app/shipped-files';

const UNITS = 'rulesets/units-v1.2.yaml';
const OTHER = 'rulesets/escape-death.yaml';
const SAMPLE = 'scenarios/units/01-start.yaml';
const catalog = parseShippedList(
  { [`/${OTHER}`]: 'family: tafl\n', [`/${UNITS}`]: 'family: units\n' },
  { [`/${SAMPLE}`]: 'ruleset: units-v1.2\nactions: []\n' },
);

describe('shipped files', () => {
  it('says which shipped list a path is in, and its text', () => {
    expect([
      shippedKind(catalog, UNITS),
      shippedKind(catalog, SAMPLE),
      shippedKind(catalog, 'rulesets/nope.yaml'),
    ]).toEqual(['ruleset', 'scenario', null]);
    expect(shippedText(catalog, 'scenario', SAMPLE)).toBe('ruleset: units-v1.2\nactions: []\n');
    expect(shippedText(catalog, 'scenario', UNITS)).toBeUndefined();
  });

  it('calls a file edited only when it is shipped and its text is no longer the shipped one', () => {
    expect(editedShipped(catalog, shippedFile('ruleset', UNITS, 'family: units\n'))).toBe(false);
    expect(editedShipped(catalog, shippedFile('ruleset', UNITS, 'family: units\n# mine\n'))).toBe(true);
    expect(
      editedShipped(catalog, { kind: 'ruleset', path: UNITS, text: 'family: units\n# mine\n', origin: 'disk' }),
    ).toBe(false);
    expect(editedShipped(catalog, null)).toBe(false);
  });

  it("opens units-v1.2 and its sample scenario on a first visit, whatever the catalog's order", () => {
    expect(firstVisit(catalog)).toEqual({
      ruleset: shippedFile('ruleset', UNITS, 'family: units\n'),
      scenario: shippedFile('scenario', SAMPLE, 'ruleset: units-v1.2\nactions: []\n'),
      position: 0,
      tab: 'ruleset',
    });
  });

  it('opens an empty new ruleset when nothing is shipped', () => {
    expect(firstVisit({ rulesets: [], scenarios: [] })).toMatchObject({
      ruleset: { path: 'rulesets/untitled.yaml', text: '', origin: 'new' },
      scenario: null,
    });
  });
});
