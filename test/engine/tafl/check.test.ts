/** `check`: the mistakes a schema cannot see, each with its path and a message saying what was expected. */
import { describe, expect, it } from 'vitest';
import { familyValidator } from '../../../src/engine/loader/ajv';
import { taflFamily } from '../../../src/engine/tafl';
import type { MatchRules, TaflRules } from '../../../src/engine/tafl/rules';
import { problemsOf, rulesetDoc, type TaflDoc } from './helpers';

/** The shipped Copenhagen ruleset with changes, validated (defaults filled in), then checked. */
function problems(change: (doc: TaflDoc) => void): string[] {
  const doc = rulesetDoc('hnefatafl-copenhagen');
  change(doc);
  const validate = familyValidator('tafl')!;
  if (!validate(doc)) throw new Error(JSON.stringify(validate.errors));
  return taflFamily.check(doc as unknown as TaflRules).map((p) => `${p.path.join('.')}: ${p.message}`);
}

describe('tafl check', () => {
  it('accepts the shipped rulesets', () => {
    expect(problemsOf(rulesetDoc('hnefatafl-copenhagen'))).toEqual([]);
    expect(problemsOf(rulesetDoc('escape-death'))).toEqual([]);
  });

  it('setup: squares off the board, twice, unknown types, squares a type may not stand on', () => {
    expect(
      problems((d) => {
        d.setup!.attacker[0] = 'l4';
        d.setup!.defender.push('e1');
        d.setup!.rook = ['b2'];
        d.setup!.defender.push('a1');
      }),
    ).toEqual([
      'setup.attacker.0: "l4" is not a square of this 11×11 board; expected a1 … k11',
      'setup.rook: "rook" is not a piece type of this ruleset; expected one of attacker, defender, king',
      'setup.defender.12: e1 already holds the attacker; each square holds at most one piece',
      'setup.defender.13: defenders may not stand on the corner a1; expected another square, or allow them in `squares.corners.stop`',
    ]);
    // Every group that bars the square is named, with the list to change.
    expect(
      problems((d) => {
        d.squares.cornerZones = { at: ['a1'], stop: ['attackers'] };
        d.setup!.defender.push('a1');
      }),
    ).toEqual([
      'setup.defender.12: defenders may not stand on the corner / corner zone a1; expected another square, or allow them in `squares.corners.stop` and `squares.cornerZones.stop`',
    ]);
  });

  it('setup: exactly one royal piece, pieces of both sides', () => {
    expect(
      problems((d) => {
        d.setup!.king = [];
      }),
    ).toEqual(['setup: the starting position must hold exactly one king (the royal piece); it holds 0']);
    expect(
      problems((d) => {
        d.setup!.attacker = [];
      }),
    ).toEqual(['setup: the starting position has no piece of the attackers (attackers)']);
  });

  it('layout: rows, widths, legend', () => {
    const rows = [
      '...aaaaa...',
      '.....a.....',
      '...........',
      'a....d....a',
      'a...ddd...a',
      'aa.ddkdd.aa',
      'a...ddd...a',
      'a....d....a',
      '...........',
      '.....a.....',
      '...aaaaa...',
    ];
    expect(
      problems((d) => {
        delete d.setup;
        d.layout = { legend: { a: 'attacker', d: 'defender', k: 'king' }, rows };
      }),
    ).toEqual([]);
    expect(
      problems((d) => {
        delete d.setup;
        d.layout = {
          legend: { a: 'attacker', d: 'defender', k: 'king', q: 'queen' },
          rows: [...rows.slice(0, 10), '...aaxaa....'],
        };
      }),
    ).toEqual([
      'layout.legend.q: "queen" is not a piece type of this ruleset; expected one of attacker, defender, king',
      'layout.rows.10: row 11 (rank 1) has 12 characters; the board is 11 squares wide',
    ]);
    // A missing row shifts every rank: only the row count is reported, not the pieces it would misplace.
    expect(
      problems((d) => {
        delete d.setup;
        d.layout = { legend: { a: 'attacker', d: 'defender', k: 'king' }, rows: rows.slice(1) };
      }),
    ).toEqual(['layout.rows: the layout has 10 rows; the 11×11 board needs 11 (top rank first)']);
    // Rows all of another width than the board: one problem naming both fixes.
    expect(
      problems((d) => {
        delete d.setup;
        d.board.width = 12;
        d.layout = { legend: { a: 'attacker', d: 'defender', k: 'king' }, rows };
      }),
    ).toEqual([
      'layout.rows: every row has 11 characters, but the board is 12 squares wide (board.width); expected rows of 12 characters, or board.width: 11',
    ]);
    expect(
      problems((d) => {
        d.layout = { legend: { a: 'attacker' }, rows };
      }),
    ).toEqual([
      'layout: give the starting position once: either `setup` (squares per piece type) or `layout` (rows), not both',
    ]);
    expect(
      problems((d) => {
        delete d.setup;
      }),
    ).toEqual([
      ': the starting position is missing: add `setup` (squares per piece type) or `layout` (rows of characters)',
    ]);
  });

  it("squares: a side's name where the side's role is meant", () => {
    expect(
      problems((d) => {
        d.sides.defenders = 'swedes';
        d.squares.corners.stop = ['swedes'];
      }),
    ).toEqual([
      `squares.corners.stop.0: "swedes" is the name of the defenders' side; expected defenders (all their pieces) or one of their piece types: defender, king`,
    ]);
  });

  it('squares: outside the board, unknown piece names', () => {
    expect(
      problems((d) => {
        d.squares.centre.at = ['m6'];
        d.squares.cornerZones.at = ['a2', 'a12'];
        d.squares.corners.hostileWhenEmpty = ['all', 'knight'];
      }),
    ).toEqual([
      'squares.centre.at.0: "m6" is not a square of this 11×11 board; expected a1 … k11',
      'squares.corners.hostileWhenEmpty.1: "knight" is neither a piece type of this ruleset nor a group of pieces; expected one of attacker, defender, king, all, royal, attackers, defenders',
      'squares.cornerZones.at.1: "a12" is not a square of this 11×11 board; expected a1 … k11',
    ]);
  });

  it("pieces: one royal type, on the defenders' side; both sides have a type", () => {
    expect(
      problems((d) => {
        d.pieces.defender.royal = true;
      }),
    ).toContain('pieces.king.royal: only one piece type can be royal; defender and king both are');
    expect(
      problems((d) => {
        d.pieces.king.side = 'attackers';
      }),
    ).toContain(
      'pieces.king.side: the royal piece (king) must belong to the defenders: the attackers win by capturing it',
    );
    expect(
      problems((d) => {
        d.sides.defenders = 'attackers';
      }),
    ).toEqual([
      'sides.defenders: both sides are called "attackers"; give the attackers and the defenders different names',
    ]);
    expect(
      problems((d) => {
        d.sides.defenders = 'draw';
        d.match = { players: ['attackers', 'B'] };
      }),
    ).toEqual([
      'sides.defenders: "draw" cannot be a side\'s name: scenarios use it to mean a drawn game; expected another name',
      'match.players.0: "attackers" is already the name of a side; give the match players names of their own',
    ]);
    expect(
      problems((d) => {
        d.match = { players: ['A', 'chance'] };
      }),
    ).toEqual([
      'match.players.1: "chance" cannot be a match player\'s name: scenarios use it to mean a roll being due; expected another name',
    ]);
  });

  it('end: thresholds that can never be met or are met before the first move', () => {
    expect(
      problems((d) => {
        d.end.defendersFewerThan = 14;
        d.end.attackersFewerThan = 30;
      }),
    ).toEqual([
      'end.defendersFewerThan: the defenders (defenders) would lose before the first move: the threshold is 14 but the start has only 13 of their pieces; expected at most 13 (0 turns the rule off)',
      'end.attackersFewerThan: the attackers (attackers) would lose before the first move: the threshold is 30 but the start has only 24 of their pieces; expected at most 24 (0 turns the rule off)',
    ]);
    expect(
      problems((d) => {
        d.end.cornersHeld = 5;
      }),
    ).toEqual([
      'end.cornersHeld: the defenders would need 5 corners but the board has 4 (squares.corners.at); expected at most 4, or 0 to turn the corner win off',
    ]);
    expect(
      problems((d) => {
        d.end.cornersHeld = 2;
      }),
    ).toEqual([
      'end.cornersHeld: the corner win needs 2 corners held by the defenders, but at most 1 of their pieces can ever stand on corners at once; allow more of them in squares.corners.stop (and squares.cornerZones.stop), or lower cornersHeld',
    ]);
    expect(
      problems((d) => {
        d.squares.corners.stop = ['defender'];
      }),
    ).toEqual([
      'end.royalInCorner: the corner win needs the king in a corner, but it may not stop on any corner; allow it in squares.corners.stop',
    ]);
    // The list named is the one that bars it: here the corner zones, which cover the corners.
    expect(
      problems((d) => {
        d.squares.cornerZones = { at: ['a1', 'a11', 'k1', 'k11'], stop: ['defender'] };
      }),
    ).toEqual([
      'end.cornersHeld: the corner win needs 1 corner held by the defenders, but at most 0 of their pieces can ever stand on corners at once; allow more of them in squares.corners.stop (and squares.cornerZones.stop), or lower cornersHeld',
      'end.royalInCorner: the corner win needs the king in a corner, but it may not stop on any corner; allow it in squares.cornerZones.stop',
    ]);
    expect(
      problems((d) => {
        d.pieces.king.royal = false;
      }),
    ).toEqual([
      'setup.king.0: kings may not stand on the throne f6; expected another square, or allow them in `squares.centre.stop`',
      'end.cornersHeld: the corner win needs 1 corner held by the defenders, but at most 0 of their pieces can ever stand on corners at once; allow more of them in squares.corners.stop (and squares.cornerZones.stop), or lower cornersHeld',
      'end.royalInCorner: the corner win asks for the royal piece in a corner, but no piece type is royal; mark one `royal: true` or set royalInCorner: false',
      'end.edgeFort: edgeFort is about the royal piece, but no piece type is royal; mark one `royal: true` or set edgeFort: false',
    ]);
  });

  it('match: rounds, swap point and wins needed must fit together', () => {
    const m = (match: Partial<MatchRules>) =>
      problems((d) => {
        d.match = match;
      });
    expect(m({ rounds: 6, swapAfter: 7 })).toEqual([
      'match.swapAfter: the players would swap sides after round 7, but the match has only 6 rounds; expected at most 6 (equal: they never swap)',
    ]);
    expect(m({ rounds: 6, winsNeeded: 7 })).toEqual([
      'match.winsNeeded: nobody can win 7 of 6 rounds; expected at most 6',
    ]);
    expect(m({ rounds: 6, winsNeeded: 3 })).toEqual([
      'match.winsNeeded: with 3 wins needed out of 6 rounds both players could reach it; expected more than 3',
    ]);
  });

  it('the loader reports them at their place in the file', () => {
    const doc = rulesetDoc('escape-death');
    doc.squares.cornerZones.at!.push('l12');
    expect(problemsOf(doc)).toEqual([
      expect.stringMatching(/^variant\.yaml:\d+:\d+: "l12" is not a square of this 11×11 board; expected a1 … k11$/),
    ]);
  });
});
