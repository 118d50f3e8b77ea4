import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseShippedList, shippedRuleset } from '../../../src/ui/app/catalog-model';
import { resolverOver } from '../../../src/ui/app/ruleset-resolver';
import { tidyHoverMarkdown } from '../../../src/ui/editor/hover-markdown';
import { scenarioFamily } from '../../../src/ui/editor/scenario-family';
import type { OpenFile } from '../../../src/ui/storage/session';

describe('tidyHoverMarkdown', () => {
  it('puts a rule and a heading between the description and the allowed values', () => {
    const raw =
      'Whether a unit may attack. The rule text does not say the attacker must win.\n\nAllowed Values:\n\n* `allowed`: yes\n* `forbidden`: no\n';
    expect(tidyHoverMarkdown(raw)).toBe(
      'Whether a unit may attack. The rule text does not say the attacker must win.\n\n---\n\n**Allowed values**\n\n* `allowed`: yes\n* `forbidden`: no\n',
    );
  });
  it('needs no rule when the hover starts with the values', () => {
    expect(tidyHoverMarkdown('Allowed Values:\n\n* `a`\n')).toBe('**Allowed values**\n\n* `a`\n');
  });
  it('leaves other text alone', () => {
    expect(tidyHoverMarkdown('Whose turn it is.')).toBe('Whose turn it is.');
  });
});

describe('scenarioFamily', () => {
  const root = new URL('../../../', import.meta.url);
  const read = (p: string) => readFileSync(new URL(p, root), 'utf8');
  const rulesets = Object.fromEntries(
    readdirSync(new URL('rulesets/', root))
      .filter((f) => f.endsWith('.yaml'))
      .map((f) => [`/rulesets/${f}`, read(`rulesets/${f}`)]),
  );
  const catalog = parseShippedList(rulesets, {});
  const file = (path: string, text: string): OpenFile => ({ kind: 'ruleset', path, text, origin: 'new' });
  const mine = file('rulesets/mine.yaml', 'family: dice-pond\ntitle: Mine\n');
  const recent = [
    file('rulesets/escape-death.yaml', 'family: units # edited into another family\n'),
    file('rulesets/my-variant.yaml', 'extends: hnefatafl-copenhagen\nplyLimit: 300\n'),
  ];
  // As the workbench resolves: the editor's ruleset, else a recent one, else the shipped one.
  const resolve = resolverOver((id) =>
    id === 'mine' ? mine : (recent.find((r) => r.path === `rulesets/${id}.yaml`) ?? shippedRuleset(catalog, id)),
  );
  const familyOf = (scenario: string) => scenarioFamily({ path: 'scenarios/local/s.yaml', text: scenario }, resolve);

  it('reads the family of the ruleset the scenario names: the editor’s, a recent one, a shipped one', () => {
    expect(familyOf('ruleset: mine\nsetup:\n  ')).toBe('dice-pond');
    expect(
      familyOf('# yaml-language-server: $schema=../../schemas/scenario.schema.json\nruleset: escape-death\n'),
    ).toBe('units');
    expect(familyOf('ruleset: "hnefatafl-copenhagen"\n')).toBe('tafl');
    expect(familyOf('ruleset: ../../rulesets/units-v1.2.yaml\nactions: [\n')).toBe('units');
  });

  it('reads it through the bases of a variant that leaves family: to them, and from any head YAML allows', () => {
    expect(familyOf('ruleset: my-variant\n')).toBe('tafl');
    expect(familyOf('\ufeff{ "ruleset": my-variant, actions: [] }')).toBe('tafl');
  });

  it('is null when the ruleset or its family is unknown', () => {
    expect(familyOf('title: no ruleset yet\n')).toBeNull();
    expect(familyOf('ruleset: nowhere\n')).toBeNull();
    expect(
      scenarioFamily({ path: 's.yaml', text: 'ruleset: x\n' }, () => ({
        text: 'family: chess\n',
        file: 'x.yaml',
        id: 'x',
      })),
    ).toBeNull();
  });
});
