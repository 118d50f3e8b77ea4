/**
 * A check's `toMove` takes the values a setup's `toMove` takes, meaning the same (issue 11, item 8):
 * in D'ice Cubes `setup: { toMove: p2 }` starts p2's turn with its roll, so `toMove: p2` holds while
 * that roll is due; `chance` holds then too; `none` once the game is over. Board games are unchanged.
 */
import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../../src/engine/loader/diagnostics';
import { loadScenario } from '../../../src/engine/scenario/load';
import { replayScenario, type CheckResult } from '../../../src/engine/scenario/replay';
import { resolver } from '../../support/rulesets';

function checksOf(text: string): CheckResult[] {
  const loaded = loadScenario(text, 'sc.yaml', resolver);
  if (!loaded.ok) throw new Error(loaded.diagnostics.map(formatDiagnostic).join('\n'));
  return [...replayScenario(loaded).checks];
}

const verdicts = (text: string) => checksOf(text).map((c) => [c.after, c.expected, c.ok]);

const POND = `  dice:
    - { at: "0,0", value: 2 }
    - { at: "1,0", value: 3 }
    - { at: "3,0", value: 3 }
    - { at: "4,0", value: 4 }
  pawns:
    - { at: "0,0", owner: p1 }
    - { at: "3,0", owner: p2 }
`;

describe("D'ice Cubes, two players: toMove names whose roll is due", () => {
  const scenario = (expect: string) => `ruleset: dice-cubes\nsetup:\n  toMove: p2\n${POND}expect:\n${expect}`;

  it("toMove: p2 and toMove: chance hold while p2's roll is due, as setup: { toMove: p2 } starts it", () => {
    expect(verdicts(scenario('  - { after: 0, toMove: p2 }\n  - { after: 0, toMove: chance }\n'))).toEqual([
      [0, 'p2', true],
      [0, 'chance', true],
    ]);
  });

  it("toMove: p1 fails while p2's roll is due, and says whose roll it is", () => {
    const [check] = checksOf(scenario('  - { after: 0, toMove: p1 }\n'));
    expect(check).toMatchObject({ ok: false, expected: 'p1', actual: 'chance (the roll of p2)' });
  });

  it('after the roll the player named is the one who moves; chance no longer holds', () => {
    const text = `ruleset: dice-cubes\nsetup:\n  toMove: p2\n${POND}actions:\n  - { roll: [3, 5] }\nexpect:\n  - { after: 1, toMove: p2 }\n  - { after: 1, toMove: chance }\n`;
    const checks = checksOf(text);
    expect(checks.map((c) => [c.expected, c.ok, c.actual])).toEqual([
      ['p2', true, 'p2'],
      ['chance', false, 'p2'],
    ]);
  });

  it('none holds once the game is over, and no player does', () => {
    // p2 has no pawn: the setup's position is already won by p1.
    const text = `ruleset: dice-cubes\nsetup:\n  toMove: p1\n  dice:\n    - { at: "0,0", value: 2 }\n    - { at: "1,0", value: 3 }\n  pawns:\n    - { at: "0,0", owner: p1 }\n    - { at: "1,0", owner: p1 }\nexpect:\n  - { toMove: none }\n  - { toMove: p1 }\n  - { toMove: chance }\n`;
    expect(checksOf(text).map((c) => c.ok)).toEqual([true, false, false]);
  });
});

describe("D'ice Cubes, teams: every player of the team whose roll is due", () => {
  const text = (who: string) => `ruleset: dice-cubes-4p
setup:
  toMove: p3
  dice:
    - { at: "0,0", value: 2 }
    - { at: "1,0", value: 3 }
    - { at: "0,1", value: 4 }
    - { at: "1,1", value: 5 }
  pawns:
    - { at: "0,0", owner: p1 }
    - { at: "1,0", owner: p2 }
    - { at: "0,1", owner: p3 }
    - { at: "1,1", owner: p4 }
expect:
  - { after: 0, toMove: ${who} }
`;

  it("setup: { toMove: p3 } starts team A's turn: p1 and p3 hold, p2 and p4 do not", () => {
    expect(['p1', 'p2', 'p3', 'p4', 'chance'].map((who) => checksOf(text(who))[0].ok)).toEqual([
      true,
      false,
      true,
      false,
      true,
    ]);
  });

  it('a failing check names both rollers', () => {
    expect(checksOf(text('p2'))[0].actual).toBe('chance (the roll of p1 and p3)');
  });
});

describe('board games: toMove is the player to move, none at the end', () => {
  it('units: south, then north; a won game has none', () => {
    const text = `ruleset: units-v1.2
setup:
  toMove: south
  pieces:
    - { at: c1, owner: south, class: 1 }
    - { at: c5, owner: north, class: 4 }
    - { at: h8, owner: north, class: 2 }
actions:
  - { from: c1, to: c5 }
expect:
  - { after: 0, toMove: south }
  - { after: 0, toMove: chance }
  - { after: 1, toMove: north }
`;
    expect(verdicts(text)).toEqual([
      [0, 'south', true],
      [0, 'chance', false],
      [1, 'north', true],
    ]);
  });
});
