import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRuleset } from '../../../src/engine/loader/ruleset';
import { actionEntries, explain, targets } from '../../../src/ui/board/actions';
import { describeSquare, matchStatus, pieceLook, pieceTypes, specialSquares } from '../../../src/ui/tafl/model';
import { ROOT, shippedGame } from '../../support/rulesets';

describe('tafl board model', () => {
  const ed = shippedGame('escape-death');
  const cph = shippedGame('hnefatafl-copenhagen');

  it("marks the centre, corners and corner zones from the ruleset's square roles", () => {
    const sq = specialSquares(ed);
    expect(['f6', 'a1', 'k11', 'a2', 'b1', 'j11', 'k10', 'e5'].map((s) => sq.kindOf(s))).toEqual([
      'centre',
      'corner',
      'corner',
      'zone',
      'zone',
      'zone',
      'zone',
      'plain',
    ]);
    expect(sq.present).toEqual(['centre', 'corner', 'zone']);
    const c = specialSquares(cph);
    expect(c.kindOf('f6')).toBe('centre');
    expect(c.kindOf('a2')).toBe('plain');
    expect(c.present).toEqual(['centre', 'corner']);
  });

  const lookAt = (game: typeof ed, at: string) =>
    pieceLook(
      game,
      game.view(game.start(0)).pieces.find((p) => p.at === at)!,
    );

  it("draws each piece from its roles and its type's drawing: the side by brightness, the royal piece crowned, strength 4 with a second rim", () => {
    expect(lookAt(ed, 'f6')).toEqual({ drawing: 'skull', tone: 'light', royal: true, strong: false, letter: '' });
    expect(lookAt(ed, 'e5')).toEqual({ drawing: 'skull', tone: 'light', royal: false, strong: false, letter: '' });
    expect(lookAt(ed, 'd1')).toEqual({ drawing: 'tombstone', tone: 'dark', royal: false, strong: false, letter: '' });
    expect(lookAt(cph, 'f6')).toEqual({ drawing: 'disc', tone: 'light', royal: true, strong: true, letter: '' });
    expect(lookAt(cph, 'a4')).toMatchObject({ tone: 'dark', royal: false });
  });

  it('lists every piece type of the rules with its look, for the legend', () => {
    expect(pieceTypes(cph).map(({ type, look }) => [type, look.tone, look.royal, look.strong])).toEqual([
      ['attacker', 'dark', false, false],
      ['defender', 'light', false, false],
      ['king', 'light', true, true],
    ]);
  });

  it('draws the same shapes when a ruleset renames its piece types (the drawing belongs to the type)', () => {
    // Every type name is renamed, the `drawing:` values are not (they name drawings, not types).
    const text = readFileSync(join(ROOT, 'rulesets/escape-death.yaml'), 'utf8')
      .replace(/\bjeweled-skull\b/g, 'crowned-bone')
      .replace(/(?<!drawing: )\bskull\b/g, 'bone')
      .replace(/(?<!drawing: )\btombstone\b/g, 'stone');
    expect(text).toContain('drawing: skull');
    const rs = loadRuleset(text, 'rulesets/renamed.yaml');
    if (!rs.ok) throw new Error(rs.diagnostics.map((d) => d.message).join('\n'));
    const renamed = rs.game;
    const types = new Set(renamed.view(renamed.start(0)).pieces.map((p) => String(p.type)));
    expect(types).toEqual(new Set(['crowned-bone', 'bone', 'stone']));
    for (const p of ed.view(ed.start(0)).pieces) expect(lookAt(renamed, p.at)).toEqual(lookAt(ed, p.at));
  });

  it('letters the plain types of a side that has more than one', () => {
    const text = readFileSync(join(ROOT, 'rulesets/hnefatafl-copenhagen.yaml'), 'utf8').replace(
      /^(\s*)defender: \{ side: defenders,(.*)$/m,
      '$1defender: { side: defenders,$2\n$1guard: { side: defenders,$2',
    );
    const rs = loadRuleset(text, 'rulesets/guards.yaml');
    if (!rs.ok) throw new Error(rs.diagnostics.map((d) => d.message).join('\n'));
    expect(pieceLook(rs.game, { at: 'd6', owner: 'defenders', type: 'guard' }).letter).toBe('G');
    expect(pieceLook(rs.game, { at: 'd6', owner: 'defenders', type: 'defender' }).letter).toBe('D');
    expect(pieceLook(rs.game, { at: 'a4', owner: 'attackers', type: 'attacker' }).letter).toBe('');
  });

  it('names squares with the piece, the side and the special square', () => {
    const s = ed.start(0);
    const p = (at: string) => ed.view(s).pieces.find((x) => x.at === at);
    const sq = specialSquares(ed);
    expect(describeSquare(ed, 'f6', p('f6'), sq)).toBe('f6: jeweled skull (skulls, royal), on the centre');
    expect(describeSquare(ed, 'a2', undefined, sq)).toBe('a2: empty corner zone');
    expect(describeSquare(ed, 'd1', p('d1'), sq)).toBe('d1: tombstone (tombstones)');
  });

  it('shows an Escape Death match: round, who plays which side, score; none for Copenhagen', () => {
    const m = matchStatus(ed, ed.view(ed.start(0)))!;
    expect(m.round).toBe(1);
    expect(m.rounds).toBe(6);
    expect(m.sides).toEqual([
      ['A', 'skulls'],
      ['B', 'tombstones'],
    ]);
    expect(m.score).toEqual([
      ['A', 0],
      ['B', 0],
    ]);
    expect(m.results).toEqual([]);
    expect(matchStatus(cph, cph.view(cph.start(0)))).toBeNull();
  });

  it('shows a finished round as the player who won it, after the swap too', () => {
    const facts = {
      plies: 0,
      round: { number: 5, of: 6 },
      score: { A: 2, B: 2 },
      out: [],
      scoresFor: { tombstones: 'A', skulls: 'B' },
    };
    const m = matchStatus(ed, {
      pieces: [],
      toMove: 'tombstones',
      facts,
      info: { sides: { A: 'tombstones', B: 'skulls' }, roundResults: ['skulls', 'tombstones', 'draw', 'skulls'] },
    })!;
    expect(m.results).toEqual([
      { round: 1, winner: 'A', side: 'skulls' },
      { round: 2, winner: 'B', side: 'tombstones' },
      { round: 3, winner: 'draw' },
      { round: 4, winner: 'B', side: 'skulls' },
    ]);
    expect(m.sides).toEqual([
      ['A', 'tombstones'],
      ['B', 'skulls'],
    ]);
  });

  it('keeps tombstones out of the corner zones, with the reason on hover', () => {
    const s = ed.start(0);
    const t = targets(ed, s, 'd1');
    expect(t.has('b1')).toBe(false);
    expect(t.has('c1')).toBe(true);
    expect(explain(ed, s, { from: 'd1', to: 'b1' })).toMatch(/corner zone/);
    expect(actionEntries(ed, s).every((e) => e.object.from !== 'f6')).toBe(true);
  });
});
