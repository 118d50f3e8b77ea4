import { describe, expect, it } from 'vitest';
import { actionEntries, explain, targets } from '../../../src/ui/board/actions';
import { describeSquare, matchStatus, pieceLook, specialSquares } from '../../../src/ui/tafl/model';
import { shippedGame } from '../../support/rulesets';

describe('tafl board model', () => {
  const ed = shippedGame('escape-death');
  const cph = shippedGame('hnefatafl-copenhagen');

  it('marks the centre, corners and corner zones from the ruleset\'s square roles', () => {
    const sq = specialSquares(ed);
    expect(['f6', 'a1', 'k11', 'a2', 'b1', 'j11', 'k10', 'e5'].map((s) => sq.kindOf(s))).toEqual(['centre', 'corner', 'corner', 'zone', 'zone', 'zone', 'zone', 'plain']);
    expect(sq.present).toEqual(['centre', 'corner', 'zone']);
    const c = specialSquares(cph);
    expect(c.kindOf('f6')).toBe('centre');
    expect(c.kindOf('a2')).toBe('plain');
    expect(c.present).toEqual(['centre', 'corner']);
  });

  it('draws each piece type distinctly; the sides differ in brightness', () => {
    const look = (game: typeof ed, at: string) => pieceLook(game, game.view(game.start(0)).pieces.find((p) => p.at === at)!);
    expect(look(ed, 'f6')).toMatchObject({ glyph: 'jeweled-skull', tone: 'light', royal: true });
    expect(look(ed, 'e5')).toMatchObject({ glyph: 'skull', tone: 'light', royal: false });
    expect(look(ed, 'd1')).toMatchObject({ glyph: 'tombstone', tone: 'dark' });
    expect(look(cph, 'f6')).toMatchObject({ glyph: 'king', tone: 'light', royal: true });
    expect(look(cph, 'd6')).toMatchObject({ glyph: 'disc', tone: 'light' });
    expect(look(cph, 'a4')).toMatchObject({ glyph: 'disc', tone: 'dark' });
  });

  it('names squares with the piece, the side and the special square', () => {
    const s = ed.start(0);
    const p = (at: string) => ed.view(s).pieces.find((x) => x.at === at);
    const sq = specialSquares(ed);
    expect(describeSquare(ed, 'f6', p('f6'), sq)).toBe("f6: jeweled skull (skulls, royal), on the centre");
    expect(describeSquare(ed, 'a2', undefined, sq)).toBe('a2: empty corner zone');
    expect(describeSquare(ed, 'd1', p('d1'), sq)).toBe("d1: tombstone (tombstones)");
  });

  it('shows an Escape Death match: round, who plays which side, score; none for Copenhagen', () => {
    const m = matchStatus(ed, ed.view(ed.start(0)))!;
    expect(m.round).toBe(1);
    expect(m.rounds).toBe(6);
    expect(m.sides).toEqual([['A', 'skulls'], ['B', 'tombstones']]);
    expect(m.score).toEqual([['A', 0], ['B', 0]]);
    expect(m.results).toEqual([]);
    expect(matchStatus(cph, cph.view(cph.start(0)))).toBeNull();
  });

  it('shows a finished round as the player who won it, after the swap too', () => {
    const m = matchStatus(ed, { pieces: [], toMove: 'tombstones', info: { round: 5, score: { A: 2, B: 2 }, sides: { A: 'tombstones', B: 'skulls' }, roundResults: ['skulls', 'tombstones', 'draw', 'skulls'] } })!;
    expect(m.results).toEqual([
      { round: 1, winner: 'A', side: 'skulls' },
      { round: 2, winner: 'B', side: 'tombstones' },
      { round: 3, winner: 'draw' },
      { round: 4, winner: 'B', side: 'skulls' },
    ]);
    expect(m.sides).toEqual([['A', 'tombstones'], ['B', 'skulls']]);
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
