/** A semantic-diff entry's key, placed in a ruleset text for "open it in the editor". */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { keyPosition } from '../../../src/ui/compare/key-position';
import { ROOT } from '../../support/rulesets';

const v12 = readFileSync(join(ROOT, 'rulesets/units-v1.2.yaml'), 'utf8');
const lineOf = (text: string, re: RegExp) => text.split('\n').findIndex((l) => re.test(l)) + 1;

describe('key positions of diff entries', () => {
  it('a written key is placed at its own line and column', () => {
    const p = keyPosition(v12, 'rulesets/units-v1.2.yaml', { path: 'move.distance', kind: 'rule' });
    expect(p).toEqual({ line: lineOf(v12, /^\s+distance: exact/), col: 3, written: true });
  });

  it('a table entry is placed at its entry key (move.speed.1 in a flow map)', () => {
    const p = keyPosition(v12, 'rulesets/units-v1.2.yaml', { path: 'move.speed.1', kind: 'rule' })!;
    expect(p.line).toBe(lineOf(v12, /^\s+speed: \{ 1: 4/));
    expect(p.written).toBe(true);
    expect(p.col).toBe(v12.split('\n')[p.line - 1].indexOf('1: 4') + 1);
  });

  it('a key left out (its default applies) is placed at the nearest written key, and said so', () => {
    const p = keyPosition(v12, 'rulesets/units-v1.2.yaml', { path: 'combat.after.1.2', kind: 'rule' })!;
    expect(p.written).toBe(false);
    expect(p.line).toBe(lineOf(v12, /^\s+1: \{ 4: 3 \}/));
  });

  it('the start position is placed at setup:', () => {
    const p = keyPosition(v12, 'rulesets/units-v1.2.yaml', { path: 'setup', kind: 'position' })!;
    expect(p).toMatchObject({ line: lineOf(v12, /^setup:/), col: 1, written: true });
  });

  it('a text that does not parse has no positions', () => {
    expect(keyPosition('family: [units', 'rulesets/x.yaml', { path: 'move', kind: 'rule' })).toBeNull();
  });
});
