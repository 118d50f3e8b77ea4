/**
 * The evaluation declared as data (`evaluation:` in a ruleset): each term on a
 * hand-made position, then the families' defaults on shipped rulesets, and a
 * ruleset's own terms replacing the family's term by term.
 */
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../../src/engine/bots/evaluate';
import type { EvaluationSpec } from '../../../src/engine/evaluation';
import { CHANCE, type DieView, type Game, type PieceView } from '../../../src/engine/game';
import { MAX_BOARD_SIDE, squarePoint } from '../../../src/engine/grid';
import { compileRules } from '../../support/rules';
import { shippedGame } from '../../support/rulesets';

const SIDES = { scoresFor: { south: 'south', north: 'north' } };

/** South against north on the largest grid at a chance node (no mobility term), with `evaluation` as the ruleset's. */
function value(evaluation: EvaluationSpec, pieces: PieceView[], dice: DieView[] = []): number {
  const game = {
    winners: ['south', 'north'],
    maxActions: 10,
    rules: { evaluation },
    pointOf: (name: string) => squarePoint(name, MAX_BOARD_SIDE, MAX_BOARD_SIDE),
    outcome: () => null,
    toMove: () => CHANCE,
    view: () => ({ pieces, dice, toMove: 'chance', facts: { plies: 0, out: [], ...SIDES }, info: {} }),
  } as unknown as Game<null>;
  return evaluate(game, null, new Int32Array(10)).south;
}

/** (own − other) / (own + other), the lead of south's points over north's. */
const lead = (south: number, north: number) => (south - north) / (south + north);
const NO_MOBILITY = { mobility: 0 };

describe('an evaluation declared as data', () => {
  it('values pieces by the attribute `material.by` names; a kind left out is worth 1', () => {
    const pieces = [
      { at: 'a1', owner: 'south', type: 'king' },
      { at: 'a2', owner: 'south', type: 'guard' },
      { at: 'a3', owner: 'north', type: 'guard' },
    ];
    expect(value({ ...NO_MOBILITY, material: { by: 'type', values: { king: 3 } } }, pieces)).toBeCloseTo(
      lead(4, 1),
      12,
    );
    // Without `by` every piece is 1, whatever its kind.
    expect(value({ ...NO_MOBILITY, material: { values: { king: 3 } } }, pieces)).toBeCloseTo(lead(2, 1), 12);
  });

  it('adds weight / (1 + d) for a goal piece d squares from its nearest goal square', () => {
    // The king on c1 is 2 squares from a1 and 6 from f4: the nearest counts, 2 / (1 + 2).
    const pieces = [
      { at: 'c1', owner: 'south', type: 'king' },
      { at: 'h8', owner: 'north', type: 'guard' },
    ];
    const spec: EvaluationSpec = {
      ...NO_MOBILITY,
      material: { by: 'type', values: { king: 0 } },
      goals: [{ pieces: ['king'], to: ['a1', 'f4'], weight: 2 }],
    };
    expect(value(spec, pieces)).toBeCloseTo(lead(2 / 3, 1), 12);
    // One square closer is worth more.
    expect(value(spec, [{ ...pieces[0], at: 'b1' }, pieces[1]])).toBeGreaterThan(value(spec, pieces));
  });

  it('adds approach / (1 + d) for each piece d squares from the nearest piece of another name', () => {
    // a1 is 3 squares from d1, b1 2; d1 is 2 from b1: south 2 + 1/4 + 1/3, north 1 + 1/3.
    const pieces = [
      { at: 'a1', owner: 'south' },
      { at: 'b1', owner: 'south' },
      { at: 'd1', owner: 'north' },
    ];
    expect(value({ ...NO_MOBILITY, approach: 1 }, pieces)).toBeCloseTo(lead(2 + 1 / 4 + 1 / 3, 1 + 1 / 3), 12);
    expect(value({ ...NO_MOBILITY, approach: 0 }, pieces)).toBeCloseTo(lead(2, 1), 12);
  });

  it('adds `standing` per pip of the die a piece stands on', () => {
    const pieces = [
      { at: 'a1', owner: 'south' },
      { at: 'b1', owner: 'north' },
    ];
    const dice = [
      { at: 'a1', value: 5 },
      { at: 'b1', value: 1 },
      { at: 'c1', value: 6 },
    ];
    expect(value({ ...NO_MOBILITY, standing: 0.1 }, pieces, dice)).toBeCloseTo(lead(1.5, 1.1), 12);
    expect(value({ ...NO_MOBILITY, standing: 0 }, pieces, dice)).toBe(0);
  });
});

/** Copenhagen's rules as a ruleset that writes no evaluation (the loaded rules carry the family's). */
function copenhagenWithoutEvaluation(): Record<string, unknown> {
  const rules: Record<string, unknown> = { ...shippedGame('hnefatafl-copenhagen').rules };
  delete rules.evaluation;
  return rules;
}

describe("the families' default evaluations", () => {
  it('Units: every unit is worth 1, by class', () => {
    expect(shippedGame('units-v1.2').rules.evaluation).toEqual({ mobility: 0.01, material: { by: 'class' } });
  });

  it('Copenhagen: the king is worth its road to the corners; the other pieces 1', () => {
    expect(shippedGame('hnefatafl-copenhagen').rules.evaluation).toEqual({
      mobility: 0.01,
      material: { by: 'type', values: { king: 0 } },
      goals: [{ pieces: ['king'], to: ['a1', 'a11', 'k1', 'k11'], weight: 0.5 }],
    });
  });

  it('Escape Death: four corners to hold, so the skulls draw toward them too, at half weight', () => {
    const goals = (shippedGame('escape-death').rules.evaluation as EvaluationSpec).goals!;
    expect(goals.map((g) => [g.pieces, g.weight])).toEqual([
      [['jeweled-skull'], 0.5],
      [['skull'], 0.25],
    ]);
  });

  it('a tafl variant with edge escape draws the royal piece to every edge square', () => {
    const copenhagen = copenhagenWithoutEvaluation();
    const end = { ...(copenhagen.end as object), edgeEscape: true, edgeFort: false };
    const game = compileRules<Game>('tafl', { ...copenhagen, end }, 'edge');
    const goals = (game.rules.evaluation as EvaluationSpec).goals!;
    expect(goals[1].to).toHaveLength(40);
    expect(goals[1].to).toContain('f11');
  });

  it("D'ice Cubes: every pawn 1 and 0.1 a pip of the die under it", () => {
    expect(shippedGame('dice-cubes').rules.evaluation).toEqual({ mobility: 0.01, standing: 0.1 });
  });

  it("a ruleset's own terms replace the family's term by term", () => {
    const game = compileRules<Game>(
      'tafl',
      { ...copenhagenWithoutEvaluation(), evaluation: { material: { by: 'type', values: { defender: 2 } } } },
      'x',
    );
    const written = game.rules.evaluation as EvaluationSpec;
    expect(written.material).toEqual({ by: 'type', values: { defender: 2 } });
    // The goals are still the family's, and mobility is the schema's default.
    expect(written.goals).toHaveLength(1);
    expect(written.mobility).toBe(0.01);
  });
});

describe('a wrong evaluation is a positioned problem', () => {
  it('names a goal square that is not on the board, at its position', async () => {
    const { readFileSync } = await import('node:fs');
    const { loadRuleset } = await import('../../../src/engine/loader/ruleset');
    const { ROOT } = await import('../../support/rulesets');
    const copenhagen = readFileSync(`${ROOT}rulesets/hnefatafl-copenhagen.yaml`, 'utf8').trimEnd();
    const text = `${copenhagen}\nevaluation:\n  goals:\n    - { pieces: [king], to: [a1, m13] }\n`;
    const load = loadRuleset(text, 'rulesets/mine.yaml');
    expect(load.ok).toBe(false);
    if (load.ok) return;
    const line = copenhagen.split('\n').length + 3;
    expect(load.diagnostics.map((d) => [d.line, d.col, d.message])).toEqual([
      [line, 34, expect.stringContaining('goal square m13 is not a square of this board')],
    ]);
  });
});
