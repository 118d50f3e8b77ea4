/**
 * The engine against a reference implementation written straight from our
 * reading of units-rules-v1.2.txt and the schema's switch descriptions, sharing
 * no engine code: on random switch combinations, boards, player counts and
 * positions, both must agree on every legal action, every fight and class
 * change, the turn order and the end.
 */
import { describe, expect, it } from 'vitest';
import { NOBODY } from '../../../src/engine/game';
import { Rng } from '../../../src/engine/rng';
import type { UnitsRules } from '../../../src/engine/units/rules';
import type { UnitsState } from '../../../src/engine/units/state';
import type { UnitsGame } from '../../../src/engine/units/units-game';
import { act, board, gameOf, legalMoves, position, withDefaults, type Piece } from './helpers';

// The reference implementation: the rules as a map of units, no tables, no encoding.

const STEPS: Record<string, [number, number]> = {
  n: [0, 1],
  ne: [1, 1],
  e: [1, 0],
  se: [1, -1],
  s: [0, -1],
  sw: [-1, -1],
  w: [-1, 0],
  nw: [-1, 1],
};

interface RefState {
  units: Map<string, { owner: string; cls: number }>;
  toMove: string | null;
  ply: number;
  winner: string | null; // player, 'draw', or null while the game goes on
}

const name = (f: number, r: number) => String.fromCharCode(97 + f) + (r + 1);
const coords = (sq: string): [number, number] => [sq.charCodeAt(0) - 97, Number(sq.slice(1)) - 1];

/** 'attacker' | 'defender' | 'tie' for attacker class a on defender class d. */
function fightResult(r: UnitsRules, a: number, d: number): 'attacker' | 'defender' | 'tie' {
  if ((r.combat.beats[String(a)] ?? []).includes(d)) return 'attacker';
  if ((r.combat.beats[String(d)] ?? []).includes(a)) return 'defender';
  return 'tie';
}

function mayLandOn(r: UnitsRules, st: RefState, me: string, cls: number, sq: string): boolean {
  const w = st.units.get(sq);
  if (!w) return true;
  if (w.owner === me) return false;
  const res = fightResult(r, cls, w.cls);
  if (res === 'tie') return r.combat.sameClass !== 'illegal';
  if (res === 'defender') return r.combat.losingAttack === 'allowed';
  return true;
}

function refActions(r: UnitsRules, st: RefState, me: string): string[] {
  const out: string[] = [];
  const { width, height } = r.board;
  for (const [sq, u] of st.units) {
    if (u.owner !== me) continue;
    const k = r.move.speed[String(u.cls)];
    if (r.actions.includes('move')) {
      const [f0, r0] = coords(sq);
      for (const dir of r.move.directions) {
        const [df, dr] = STEPS[dir];
        const line: string[] = [];
        for (let f = f0 + df, q = r0 + dr; f >= 0 && f < width && q >= 0 && q < height; f += df, q += dr)
          line.push(name(f, q));
        const clearBefore = (i: number) => r.move.jump || line.slice(0, i).every((x) => !st.units.has(x));
        if (r.move.distance === 'up-to') {
          for (let i = 0; i < Math.min(k, line.length); i++) {
            if (!clearBefore(i)) break;
            if (mayLandOn(r, st, me, u.cls, line[i])) out.push(`${sq}-${line[i]}`);
          }
          continue;
        }
        let i: number;
        if (line.length >= k) i = k - 1;
        else if (line.length === 0 || r.move.edge === 'forbid') continue;
        else {
          i = line.length - 1;
          while (i >= 0 && st.units.get(line[i])?.owner === me) i--;
          if (i < 0) continue;
        }
        if (clearBefore(i) && mayLandOn(r, st, me, u.cls, line[i])) out.push(`${sq}-${line[i]}`);
      }
    }
    if (r.actions.includes('turn') && r.turn.rotation[String(u.cls)] !== undefined) out.push(`turn ${sq}`);
  }
  return out.sort();
}

const alive = (r: UnitsRules, st: RefState) =>
  r.players.filter((p) => [...st.units.values()].some((u) => u.owner === p));

function refSettle(r: UnitsRules, st: RefState): boolean {
  const a = alive(r, st);
  if (a.length > 1) return false;
  st.winner = a.length === 1 ? a[0] : 'draw';
  st.toMove = null;
  return true;
}

/** The player to move must be able to act (noLegalAction). */
function refStartTurn(r: UnitsRules, st: RefState): void {
  let passes = 0;
  while (refActions(r, st, st.toMove!).length === 0) {
    const p = st.toMove!;
    if (r.noLegalAction === 'out') {
      for (const [sq, u] of [...st.units]) if (u.owner === p) st.units.delete(sq);
      if (refSettle(r, st)) return;
    } else if (++passes >= alive(r, st).length) {
      st.winner = 'draw';
      st.toMove = null;
      return;
    }
    st.toMove = refNext(r, st, p);
  }
}

function refNext(r: UnitsRules, st: RefState, p: string): string {
  const n = r.players.length;
  let i = r.players.indexOf(p);
  do i = (i + 1) % n;
  while (!alive(r, st).includes(r.players[i]));
  return r.players[i];
}

function refApply(r: UnitsRules, st: RefState, action: string): void {
  const me = st.toMove!;
  if (action.startsWith('turn ')) {
    const sq = action.slice(5);
    const u = st.units.get(sq)!;
    st.units.set(sq, { owner: u.owner, cls: r.turn.rotation[String(u.cls)] });
  } else {
    const [a, b] = action.split('-') as [string, string];
    const u = st.units.get(a)!;
    const w = st.units.get(b);
    const after = (win: number, lose: number) =>
      r.combat.classChange === 'keep' ? win : r.combat.after[String(win)][String(lose)];
    if (!w) {
      st.units.delete(a);
      st.units.set(b, u);
    } else {
      const res = fightResult(r, u.cls, w.cls);
      if (res === 'attacker') {
        st.units.delete(a);
        st.units.set(b, { owner: u.owner, cls: after(u.cls, w.cls) });
      } else if (res === 'defender') {
        st.units.delete(a);
        st.units.set(b, { owner: w.owner, cls: after(w.cls, u.cls) });
      } else if (r.combat.sameClass === 'both-removed') {
        st.units.delete(a);
        st.units.delete(b);
      } // bounce: nothing changes
    }
  }
  st.ply++;
  if (refSettle(r, st)) return;
  st.toMove = refNext(r, st, me);
  // A player with no legal action at the start of its turn is out (or passes), and a win on
  // the last ply the limit allows is a win (our readings, in the schema's descriptions).
  refStartTurn(r, st);
  if (st.winner === null && st.ply >= r.plyLimit) {
    st.winner = 'draw';
    st.toMove = null;
  }
}

function engineView(game: UnitsGame, s: UnitsState) {
  const o = game.outcome(s);
  return { board: board(game, s), toMove: game.view(s).toMove, winner: o ? o.winner : null };
}

function refView(st: RefState) {
  const b: Record<string, string> = {};
  for (const [sq, u] of st.units) b[sq] = `${u.owner} ${u.cls}`;
  return { board: b, toMove: st.toMove ?? 'none', winner: st.winner };
}

/** Random rules: switches, tables, board and players, always valid for `check`. */
function randomRules(rng: Rng): Record<string, unknown> {
  const pick = <T>(xs: readonly T[]): T => xs[rng.below(xs.length)];
  const players = pick([
    ['south', 'north'],
    ['south', 'west', 'north', 'east'],
    ['a', 'b', 'c'],
  ]);
  const width = 3 + rng.below(8);
  const height = 3 + rng.below(8);
  const dirs = ['n', 'ne', 'e', 'se', 's', 'sw', 'w', 'nw'].filter(() => rng.below(3) > 0);
  const beats: Record<string, number[]> = { 1: [], 2: [], 3: [], 4: [] };
  const after: Record<string, Record<string, number>> = {};
  for (let a = 1; a <= 4; a++) {
    for (let d = a + 1; d <= 4; d++) {
      const x = rng.below(3); // 0: a beats d, 1: d beats a, 2: neither
      const [w, l] = x === 0 ? [a, d] : [d, a];
      if (x === 2) continue;
      beats[w].push(l);
      (after[w] ??= {})[l] = 1 + rng.below(4);
    }
  }
  const rotation: Record<string, number> = {};
  for (let c = 1; c <= 4; c++) if (rng.below(4) > 0) rotation[c] = 1 + ((c + rng.below(3)) % 4);
  return {
    board: { width, height },
    players,
    setup: players.map((p, i) => ({ at: name(i % width, Math.floor(i / width)), owner: p, class: 1 })),
    actions: pick([['move', 'turn'], ['move'], ['move', 'turn']]),
    move: {
      speed: { 1: 1 + rng.below(6), 2: 1 + rng.below(4), 3: 1 + rng.below(3), 4: 1 + rng.below(2) },
      directions: dirs.length > 0 ? dirs : ['n'],
      distance: pick(['exact', 'up-to']),
      jump: rng.below(2) === 0,
      edge: pick(['stop', 'forbid']),
    },
    combat: {
      beats,
      losingAttack: pick(['allowed', 'forbidden']),
      sameClass: pick(['illegal', 'both-removed', 'bounce']),
      classChange: pick(['table', 'keep']),
      after,
    },
    turn: { rotation },
    noLegalAction: pick(['out', 'pass']),
    plyLimit: 1 + rng.below(40),
  };
}

function randomPieces(rng: Rng, r: UnitsRules): Piece[] {
  const all: string[] = [];
  for (let f = 0; f < r.board.width; f++) for (let q = 0; q < r.board.height; q++) all.push(name(f, q));
  const pieces: Piece[] = [];
  for (const p of r.players) {
    const n = 1 + rng.below(4);
    for (let i = 0; i < n && all.length > 0; i++) {
      const sq = all.splice(rng.below(all.length), 1)[0];
      pieces.push({ at: sq, owner: p, class: 1 + rng.below(4) });
    }
  }
  return pieces;
}

describe('the engine against the reference', () => {
  it('agrees on legal actions, fights, class changes, turn order and the end, for random switches and positions', () => {
    const rng = Rng.seeded(20240611);
    let checkedPlies = 0;
    for (let game = 0; game < 300; game++) {
      const doc = randomRules(rng);
      const rules = withDefaults(doc);
      const g = gameOf(doc, `reference-${game}`);
      const pieces = randomPieces(rng, rules);
      const toMove = pieces[rng.below(pieces.length)].owner;
      const s = position(g, pieces, toMove);
      const st: RefState = {
        units: new Map(pieces.map((p) => [p.at, { owner: p.owner, cls: p.class }])),
        toMove,
        ply: 0,
        winner: null,
      };
      if (!refSettle(rules, st)) refStartTurn(rules, st);
      const ctx = (what: string) =>
        `${what} — rules ${JSON.stringify(doc)} start ${JSON.stringify(pieces)} to move ${toMove}`;
      expect(engineView(g, s), ctx('start')).toEqual(refView(st));
      const log: string[] = [];
      while (st.toMove !== null) {
        const legal = legalMoves(g, s).sort();
        expect(legal, ctx(`legal actions after ${log.join(', ')}`)).toEqual(refActions(rules, st, st.toMove));
        const a = legal[rng.below(legal.length)];
        log.push(a);
        const obj = a.startsWith('turn ') ? { turn: a.slice(5) } : { from: a.split('-')[0], to: a.split('-')[1] };
        expect(act(g, s, obj)).toBeNull();
        refApply(rules, st, a);
        expect(engineView(g, s), ctx(`after ${log.join(', ')}`)).toEqual(refView(st));
        checkedPlies++;
      }
      expect(g.toMove(s)).toBe(NOBODY);
      expect(legalMoves(g, s)).toEqual([]);
    }
    expect(checkedPlies).toBeGreaterThan(1000);
  });
});
