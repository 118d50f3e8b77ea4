/** The schema fragment documents every switch with its default; the shipped rulesets quote the rule text key by key. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { dicePondFamily } from '../../../src/engine/dice-pond';
import { FOUR_PLAYERS, withDefaults } from './helpers';

type Schema = Record<string, unknown>;
const fragment = dicePondFamily.schema as Schema;

/** Every property schema of the fragment, with its path. */
function properties(node: Schema, path: string): [string, Schema][] {
  const out: [string, Schema][] = [];
  for (const [name, p] of Object.entries((node.properties ?? {}) as Record<string, Schema>)) {
    out.push([`${path}${name}`, p], ...properties(p, `${path}${name}.`));
  }
  return out;
}

const text = (id: string) => readFileSync(new URL(`../../../rulesets/${id}.yaml`, import.meta.url), 'utf8');

describe('schema fragment', () => {
  const props = [
    ...properties(fragment, ''),
    ...Object.values(fragment.definitions as Record<string, Schema>).flatMap((d) => properties(d, 'definitions.')),
  ];

  it('describes every property for designers', () => {
    expect(
      props.filter(([, p]) => typeof p.description !== 'string' || p.description.length < 20).map(([k]) => k),
    ).toEqual([]);
  });

  it('closes every object (additionalProperties: false)', () => {
    const open = props
      .filter(([, p]) => p.type === 'object' && p.additionalProperties !== false && !p.propertyNames)
      .map(([k]) => k);
    expect(open).toEqual([]);
  });

  it('gives every top-level switch and every nested switch a default (teams: none)', () => {
    const top = properties(fragment, '').filter(([k, p]) => !k.includes('.') || !('properties' in p));
    expect(top.filter(([, p]) => !('default' in p)).map(([k]) => k)).toEqual([]);
  });

  it('the defaults are the default readings of the rule text', () => {
    const r = withDefaults({});
    expect(r).toMatchObject({
      players: ['p1', 'p2'],
      teams: [],
      pawnsPerPlayer: 2,
      dice: { white: { 1: 5, 2: 5, 3: 5, 4: 5, 5: 4, 6: 1 }, whiteTotal: 25, top: 6, blue: 4, bluePerPawn: 2 },
      pond: { maxDicePerLine: 5 },
      placement: { first: { value: 6, at: '0,0' }, dicePerTurn: 2, adjacency: 'orthogonal', order: 'rotation' },
      pawnPlacement: { order: 'rotation' },
      movement: { adjacency: 'orthogonal' },
      sixPower: { raise: true, add: 'unlimited' },
      elimination: { simultaneous: 'draw' },
      teamPlay: { sameValueGroups: 'team-chooses', outPlayerGroups: 'discard' },
      turnLimit: 200,
    });
  });
});

describe('shipped rulesets', () => {
  it('dice-cubes is the defaults, every key written out', () => {
    const { title: _t, description: _d, ...keys } = parse(text('dice-cubes')) as Schema;
    expect(withDefaults(keys)).toEqual(withDefaults({}));
    expect(Object.keys(keys).sort()).toEqual(Object.keys(withDefaults({})).sort());
  });

  it('dice-cubes-4p is the defaults with two teams of one-pawn players', () => {
    const { title: _t, description: _d, ...keys } = parse(text('dice-cubes-4p')) as Schema;
    expect(withDefaults(keys)).toEqual(withDefaults(FOUR_PLAYERS));
  });

  it.each(['dice-cubes', 'dice-cubes-4p'])(
    '%s: a comment above every key quotes the rule text or names the reading',
    (id) => {
      const lines = text(id).split('\n');
      expect(lines[0]).toBe('# yaml-language-server: $schema=../schemas/ruleset.schema.json');
      const uncommented: string[] = [];
      lines.forEach((line, i) => {
        const key = /^\s*([a-zA-Z]+):/.exec(line);
        if (!key || ['family', 'title', 'description'].includes(key[1])) return;
        let j = i - 1;
        while (j >= 0 && /^\s*#/.test(lines[j]) && !/"|Reading|Not a rule/.test(lines[j])) j--;
        const commented = j >= 0 && /^\s*#/.test(lines[j]);
        const nested = /^\s*-/.test(lines[i - 1] ?? '') || /^\s+- \{/.test(line);
        if (!commented && !nested) uncommented.push(`${i + 1}: ${line.trim()}`);
      });
      expect(uncommented).toEqual([]);
    },
  );
});
