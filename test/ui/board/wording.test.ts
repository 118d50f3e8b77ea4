/** Words the board and its status line show a designer, from plain functions. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../../src/ui/app/evaluate';
import { logEntries } from '../../../src/ui/app/replay-view';
import { boardStatus } from '../../../src/ui/app/status';
import { outcomeText, turnText } from '../../../src/ui/board/actions';
import { tabIndexOf } from '../../../src/ui/board/board-element';
import { badgeSpot } from '../../../src/ui/dice-pond/dice-board';
import { coverSquares, pondBounds } from '../../../src/ui/dice-pond/model';
import { roundParts } from '../../../src/ui/tafl/model';
import { ROOT, shippedGame } from '../../support/rulesets';

const read = (p: string) => readFileSync(join(ROOT, p), 'utf8');

function replayOf(scenarioPath: string) {
  const text = read(scenarioPath);
  const id = /^ruleset:\s*(\S+)/m.exec(text)![1];
  const r = evaluate({
    ruleset: { path: `rulesets/${id}.yaml`, text: read(`rulesets/${id}.yaml`) },
    scenario: { path: scenarioPath, text },
    otherRuleset: () => undefined,
  });
  expect(r.diagnostics).toEqual([]);
  return r.replay!.replay;
}

describe('how a game ended, said once', () => {
  const facts = { plies: 10, out: [], scoresFor: {} };
  const ended = (winner: string, reason: string) => ({ winner, code: 'x', returns: {}, reason });

  it("says who won from the outcome's winner, and why from its reason", () => {
    expect(outcomeText(ended('south', 'north has no units left'), facts)).toBe('south won: north has no units left');
    expect(outcomeText(ended('draw', 'the ply limit of 200 was reached'), facts)).toBe(
      'Draw: the ply limit of 200 was reached',
    );
  });

  it('names a winning team as a team (a name players score for that is no player)', () => {
    const teams = { ...facts, scoresFor: { p1: 'A', p2: 'B', p3: 'A', p4: 'B' } };
    expect(outcomeText(ended('A', 'team B has no pawns left on the pond'), teams)).toBe(
      'team A won: team B has no pawns left on the pond',
    );
    expect(
      outcomeText(ended('south', 'north has no units left'), {
        ...facts,
        scoresFor: { south: 'south', north: 'north' },
      }),
    ).toBe('south won: north has no units left');
  });

  it('says a match by its score in rounds won, the winner first', () => {
    const match = (winner: string) => ({ ...ended(winner, 'the reason'), rounds: [] });
    expect(outcomeText(match('B'), { ...facts, score: { A: 2, B: 4 } })).toBe('B won the match 4–2');
    expect(outcomeText(match('draw'), { ...facts, score: { A: 3, B: 3 } })).toBe(
      'Match drawn 3–3: no player won enough rounds',
    );
  });

  it('the status line above the board says a match result once', () => {
    const replay = replayOf('scenarios/escape-death/10-match-end.yaml');
    const end = replay.stateAt(replay.steps.length);
    const turn = boardStatus(replay, end, replay.steps.length).turn;
    expect(turn).toMatch(/won the match/);
    expect(turn.match(/won/g)).toHaveLength(1);
  });
});

describe('who rolls', () => {
  it('names the player (or team) to roll instead of "a roll is due"', () => {
    const dice = shippedGame('dice-cubes');
    const s = dice.setup(
      {
        toMove: 'p2',
        phase: 'play',
        dice: [
          { at: '0,0', value: 6 },
          { at: '1,0', value: 2 },
        ],
        pawns: [
          { at: '0,0', owner: 'p1' },
          { at: '1,0', owner: 'p2' },
        ],
      },
      3,
    );
    expect(turnText(dice, s)).toBe('p2 to roll');
  });

  it('the status line says which team rolls in the 4-player game', () => {
    const replay = replayOf('scenarios/dice-cubes/12-four-player-team-turn.yaml');
    const end = replay.stateAt(replay.steps.length);
    expect(boardStatus(replay, end, replay.steps.length).turn).toBe('team B to roll');
  });
});

describe('match rounds set by a setup', () => {
  it('says "not played here" once for a run of unknown rounds', () => {
    const parts = roundParts([
      { round: 1, winner: 'unknown', side: 'unknown' },
      { round: 2, winner: 'unknown', side: 'unknown' },
      { round: 3, winner: 'A', side: 'skulls' },
      { round: 4, winner: 'draw' },
    ]);
    expect(parts.map((p) => p.text)).toEqual(['1–2 not played here', '3 A', '4 drawn']);
    expect(roundParts([{ round: 1, winner: 'unknown', side: 'unknown' }]).map((p) => p.text)).toEqual([
      '1 not played here',
    ]);
  });
});

describe('the move log names who acted', () => {
  it("shows p3 on p3's pawn move and group in the 4-player game, not the team's first player", () => {
    const entries = logEntries(replayOf('scenarios/dice-cubes/12-four-player-team-turn.yaml'));
    const byLabel = new Map(entries.map((e) => [e.label, e.player]));
    expect(byLabel.get('0,1→1,1')).toBe('p3');
    expect(byLabel.get('0,0→1,0')).toBe('p1');
    expect(byLabel.get('p3 3 lower')).toBe('p3');
    expect(byLabel.get('p1 3 raise 1,0')).toBe('p1');
  });
});

describe('keyboard order with a piece picked up', () => {
  it('puts the picked piece first, then its targets, then the other stops', () => {
    const targets = new Map([
      ['c5', 1],
      ['a3', 1],
    ]);
    expect(tabIndexOf('c1', true, 'c1', targets)).toBe(1);
    expect(tabIndexOf('c5', true, 'c1', targets)).toBe(2);
    expect(tabIndexOf('d1', true, 'c1', targets)).toBe(0);
    expect(tabIndexOf('b2', false, 'c1', targets)).toBe(-1);
    expect(tabIndexOf('c5', true, null, targets)).toBe(0);
  });
});

describe("D'ice pond geometry", () => {
  it('a pawn badge stays clear of every pip of its die and of the neighbouring dice', () => {
    const c = 40;
    const die = c * 0.78;
    const pipReach = die * 0.27 + die * 0.09; // pip centre offset + radius
    for (const shape of ['circle', 'square', 'diamond', 'triangle'] as const) {
      const { bx, by, r } = badgeSpot(0, 0, c, shape);
      const reach = r * (shape === 'triangle' ? 1.25 : shape === 'diamond' ? 1.2 : 1);
      expect(bx + reach).toBeLessThan(-pipReach);
      expect(by + reach).toBeLessThan(-pipReach);
      expect(bx - reach).toBeGreaterThan(-c + die / 2); // short of the die in the next cell
      expect(by - reach).toBeGreaterThan(-c + die / 2);
    }
  });

  it('targets inside the free ring do not widen the drawn window', () => {
    const b = pondBounds(['0,0', '1,0', '0,1'], 5);
    expect(coverSquares(b, ['-1,0', '2,1', '0,2'], 5)).toEqual(b);
    expect(coverSquares(b, ['5,5'], 5)).toMatchObject({ maxX: 5, maxY: 5 });
  });
});
