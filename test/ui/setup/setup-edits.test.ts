// Setup mode's edits of a `setup:` block: place, take off, move, side to move; a die carries its pawn.
import { describe, expect, it } from 'vitest';
import type { SetupChoice } from '../../../src/engine/family';
import {
  effectivePhase,
  isChoice,
  moveSquare,
  place,
  removeTop,
  setKey,
  setPoolCount,
  standingOn,
} from '../../../src/ui/setup/setup-edits';

const unit = (owner: string, cls: number): SetupChoice => ({
  list: 'pieces',
  entry: { owner, class: cls },
  label: `${owner} class ${cls}`,
});
const die = (value: number): SetupChoice => ({ list: 'dice', entry: { value }, label: `die showing ${value}` });
const pawn = (owner: string): SetupChoice => ({ list: 'pawns', entry: { owner }, label: `${owner}'s pawn` });

describe('placing', () => {
  const start = { toMove: 'south', pieces: [{ at: 'c1', owner: 'south', class: 1 }] };

  it('adds a piece on an empty square, at the end of its list, square first', () => {
    const r = place(start, 'd5', unit('north', 4));
    expect(r).toEqual({
      ok: true,
      setup: {
        toMove: 'south',
        pieces: [
          { at: 'c1', owner: 'south', class: 1 },
          { at: 'd5', owner: 'north', class: 4 },
        ],
      },
    });
  });

  it('replaces what stood on the square, in its place in the list', () => {
    const r = place(
      {
        pieces: [
          { at: 'c1', owner: 'south', class: 1 },
          { at: 'e2', owner: 'south', class: 2 },
        ],
      },
      'c1',
      unit('north', 3),
    );
    expect(r.ok && r.setup.pieces).toEqual([
      { at: 'c1', owner: 'north', class: 3 },
      { at: 'e2', owner: 'south', class: 2 },
    ]);
  });

  it('never changes the block it is given', () => {
    const copy = structuredClone(start);
    place(start, 'd5', unit('north', 4));
    removeTop(start, 'c1');
    moveSquare(start, 'c1', 'c2');
    expect(start).toEqual(copy);
  });

  it("a pawn needs a die under it; a die's value is changed in place", () => {
    expect(place({ dice: [] }, '1,0', pawn('p1'))).toEqual({
      ok: false,
      error: 'a pawn stands on a die, and 1,0 has none; put a die there first',
    });
    const withDie = place({ dice: [{ at: '0,0', value: 6 }] }, '0,0', die(2));
    expect(withDie.ok && withDie.setup.dice).toEqual([{ at: '0,0', value: 2 }]);
    const withPawn = place({ dice: [{ at: '0,0', value: 6 }] }, '0,0', pawn('p2'));
    expect(withPawn.ok && withPawn.setup.pawns).toEqual([{ at: '0,0', owner: 'p2' }]);
  });
});

describe('taking off and moving', () => {
  const pond = {
    dice: [
      { at: '0,0', value: 6 },
      { at: '1,0', value: 3 },
    ],
    pawns: [{ at: '0,0', owner: 'p1' }],
  };

  it('takes the pawn off before its die, and a die takes its pawn with it', () => {
    const once = removeTop(pond, '0,0')!;
    expect(once).toEqual({ dice: pond.dice, pawns: [] });
    expect(removeTop(once, '0,0')).toEqual({ dice: [{ at: '1,0', value: 3 }], pawns: [] });
    expect(removeTop({ ...pond }, '5,5')).toBeNull();
    const both = removeTop({ dice: pond.dice, pawns: [] }, '0,0');
    expect(both?.dice).toEqual([{ at: '1,0', value: 3 }]);
  });

  it('moves a die with its pawn to an empty square, and refuses a taken one', () => {
    const r = moveSquare(pond, '0,0', '0,1');
    expect(r).toEqual({
      ok: true,
      setup: {
        dice: [
          { at: '0,1', value: 6 },
          { at: '1,0', value: 3 },
        ],
        pawns: [{ at: '0,1', owner: 'p1' }],
      },
    });
    expect(moveSquare(pond, '0,0', '1,0')).toEqual({
      ok: false,
      error: '1,0 is taken; remove what stands there first (Delete), or move it away',
    });
    expect(moveSquare(pond, '4,4', '0,1')).toEqual({ ok: false, error: '4,4 is empty: nothing to move' });
  });

  it('lists what stands on a square, top first', () => {
    expect(standingOn(pond, '0,0').map((s) => s.list)).toEqual(['pawns', 'dice']);
    expect(standingOn(pond, '2,2')).toEqual([]);
  });

  it("sets a value's count in the pool, and leaves a value out at 0", () => {
    expect(setPoolCount({ pool: { '5': 4 } }, 3, 2)).toEqual({ pool: { '5': 4, '3': 2 } });
    expect(setPoolCount({ pool: { '5': 4 } }, 5, 0)).toEqual({ pool: {} });
    expect(setPoolCount({}, 1, 1)).toEqual({ pool: { '1': 1 } });
  });

  it('sets the side to move and the phase', () => {
    expect(setKey(setKey({ dice: [] }, 'toMove', 'p2'), 'phase', 'pawns')).toEqual({
      dice: [],
      toMove: 'p2',
      phase: 'pawns',
    });
  });
});

describe("D'ice Cubes: the phase a setup is in", () => {
  it("is its phase:, else the schema's default: play with pawns, place with dice left in the pool, else pawns", () => {
    expect(effectivePhase({ phase: 'pawns', pool: { '5': 2 } })).toBe('pawns');
    expect(effectivePhase({ pawns: [{ at: '0,0', owner: 'p1' }], pool: { '5': 2 } })).toBe('play');
    expect(effectivePhase({ pool: { '5': 2 } })).toBe('place');
    expect(effectivePhase({ pool: { '5': 0 } })).toBe('pawns');
    expect(effectivePhase({})).toBe('pawns');
  });
});

describe('an entry is a choice', () => {
  it("when its list and every key but its square are the choice's", () => {
    expect(isChoice(unit('south', 1), 'pieces', { at: 'c1', owner: 'south', class: 1 })).toBe(true);
    expect(isChoice(unit('south', 1), 'pieces', { at: 'c1', owner: 'south', class: 2 })).toBe(false);
    expect(isChoice(unit('south', 1), 'pieces', { at: 'c1', owner: 'south', class: 1, extra: 1 })).toBe(false);
    expect(isChoice(die(5), 'pieces', { at: 'c1', value: 5 })).toBe(false);
  });
});
