/**
 * An independent audit of the Units engine against rules.md §1: a reference
 * implementation written straight from the spec table (differential test on random
 * positions and random switch combinations), plus the corners the other test files do
 * not reach (the edge rule's boundaries and fall-backs, defenders that survive, switch
 * combinations, 4-player skipping, limits).
 */
import { describe, expect, it } from 'vitest';
import { NOBODY } from '../../../src/engine/game';
import { formatDiagnostic } from '../../../src/engine/loader/diagnostics';
import { loadRuleset } from '../../../src/engine/loader/ruleset';
import { unitsFamily } from '../../../src/engine/units';
import { Rng } from '../../../src/engine/rng';
import type { UnitsRules } from '../../../src/engine/units/rules';
import type { UnitsState } from '../../../src/engine/units/state';
import type { UnitsGame } from '../../../src/engine/units/units-game';
import { act, board, gameOf, legalMoves, position, shipped, withDefaults, type Piece } from './helpers';

const S = (at: string, c: number) => ({ at, owner: 'south', class: c });
const N = (at: string, c: number) => ({ at, owner: 'north', class: c });
const U = (owner: string, at: string, c: number) => ({ at, owner, class: c });
const from = (moves: string[], sq: string) => moves.filter((m) => m.startsWith(`${sq}-`)).sort();

// ---------------------------------------------------------------------------
// Reference implementation, written from rules.md §1 only (no engine code).
// ---------------------------------------------------------------------------

const STEPS: Record<string, [number, number]> = { n: [0, 1], ne: [1, 1], e: [1, 0], se: [1, -1], s: [0, -1], sw: [-1, -1], w: [-1, 0], nw: [-1, 1] };

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
    const k = r.move.speed[String(u.cls)]!;
    if (r.actions.includes('move')) {
      const [f0, r0] = coords(sq);
      for (const dir of r.move.directions) {
        const [df, dr] = STEPS[dir]!;
        const line: string[] = [];
        for (let f = f0 + df, q = r0 + dr; f >= 0 && f < width && q >= 0 && q < height; f += df, q += dr) line.push(name(f, q));
        const clearBefore = (i: number) => r.move.jump || line.slice(0, i).every((x) => !st.units.has(x));
        if (r.move.distance === 'up-to') {
          for (let i = 0; i < Math.min(k, line.length); i++) {
            if (!clearBefore(i)) break;
            if (mayLandOn(r, st, me, u.cls, line[i]!)) out.push(`${sq}-${line[i]}`);
          }
          continue;
        }
        let i: number;
        if (line.length >= k) i = k - 1;
        else if (line.length === 0 || r.move.edge === 'forbid') continue;
        else {
          i = line.length - 1;
          while (i >= 0 && st.units.get(line[i]!)?.owner === me) i--;
          if (i < 0) continue;
        }
        if (clearBefore(i) && mayLandOn(r, st, me, u.cls, line[i]!)) out.push(`${sq}-${line[i]}`);
      }
    }
    if (r.actions.includes('turn') && r.turn.rotation[String(u.cls)] !== undefined) out.push(`turn ${sq}`);
  }
  return out.sort();
}

const alive = (r: UnitsRules, st: RefState) => r.players.filter((p) => [...st.units.values()].some((u) => u.owner === p));

function refSettle(r: UnitsRules, st: RefState): boolean {
  const a = alive(r, st);
  if (a.length > 1) return false;
  st.winner = a.length === 1 ? a[0]! : 'draw';
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
  while (!alive(r, st).includes(r.players[i]!));
  return r.players[i]!;
}

function refApply(r: UnitsRules, st: RefState, action: string): void {
  const me = st.toMove!;
  if (action.startsWith('turn ')) {
    const sq = action.slice(5);
    const u = st.units.get(sq)!;
    st.units.set(sq, { owner: u.owner, cls: r.turn.rotation[String(u.cls)]! });
  } else {
    const [a, b] = action.split('-') as [string, string];
    const u = st.units.get(a)!;
    const w = st.units.get(b);
    const after = (win: number, lose: number) => (r.combat.classChange === 'keep' ? win : r.combat.after[String(win)]![String(lose)]!);
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
  // "a side that has no legal action at the start of its turn has lost at that moment", and
  // "a win on the last ply allowed by a ply or turn limit is a win" (rules.md, All games).
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
  const pick = <T>(xs: readonly T[]): T => xs[rng.below(xs.length)]!;
  const players = pick([['south', 'north'], ['south', 'west', 'north', 'east'], ['a', 'b', 'c']]);
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
      beats[w]!.push(l);
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
      const sq = all.splice(rng.below(all.length), 1)[0]!;
      pieces.push({ at: sq, owner: p, class: 1 + rng.below(4) });
    }
  }
  return pieces;
}

describe('differential: the engine against a reference written from rules.md §1', () => {
  it('agrees on legal actions, fights, class changes, turn order and the end, for random switches and positions', () => {
    const rng = Rng.seeded(20240611);
    let checkedPlies = 0;
    for (let game = 0; game < 300; game++) {
      const doc = randomRules(rng);
      const rules = withDefaults(doc);
      const g = gameOf(doc, `audit-${game}`);
      const pieces = randomPieces(rng, rules);
      const toMove = pieces[rng.below(pieces.length)]!.owner;
      const s = position(g, pieces, toMove);
      const st: RefState = { units: new Map(pieces.map((p) => [p.at, { owner: p.owner, cls: p.class }])), toMove, ply: 0, winner: null };
      if (!refSettle(rules, st)) refStartTurn(rules, st);
      const ctx = (what: string) => `${what} — rules ${JSON.stringify(doc)} start ${JSON.stringify(pieces)} to move ${toMove}`;
      expect(engineView(g, s), ctx('start')).toEqual(refView(st));
      const log: string[] = [];
      while (st.toMove !== null) {
        const legal = legalMoves(g, s).sort();
        expect(legal, ctx(`legal actions after ${log.join(', ')}`)).toEqual(refActions(rules, st, st.toMove));
        const a = legal[rng.below(legal.length)]!;
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

// ---------------------------------------------------------------------------
// Corners, one by one.
// ---------------------------------------------------------------------------

const g = shipped('units-v1.2');

describe('after a fight: the table applies to a defender that survives', () => {
  it.each([
    // attacker class, defender class (which beats it), the defender's new class
    [4, 1, 3], [1, 2, 1], [1, 3, 2], [2, 3, 1], [3, 4, 1], [2, 4, 2],
  ])('class %i attacks class %i and loses: the defender stays and becomes class %i', (a, d, becomes) => {
    const speed = [0, 4, 3, 2, 1][a]!;
    const to = `a${1 + speed}`;
    const s = position(g, [S('a1', a), S('h1', 4), N(to, d), N('h8', 4)]);
    expect(act(g, s, { from: 'a1', to })).toBeNull();
    expect(board(g, s)).toEqual({ [to]: `north ${becomes}`, h1: 'south 4', h8: 'north 4' });
    expect(g.view(s).toMove).toBe('north');
    expect(g.lastEvents(s).map((e) => e.text)).toEqual([
      `south's class ${a} from a1 attacks north's class ${d} on ${to} and loses: it is removed, and the defender becomes class ${becomes}`,
    ]);
  });
});

describe('edge rule corners', () => {
  it('a line that ends exactly at the speed is not an edge case: an own unit there makes the move illegal', () => {
    // d4 north: d5 d6 d7 d8, exactly 4 squares for class 1.
    const s = position(g, [S('d4', 1), S('d8', 2), N('a1', 2)]);
    expect(from(legalMoves(g, s), 'd4').filter((m) => m.startsWith('d4-d'))).toEqual(['d4-d1']);
    expect(act(g, s, { from: 'd4', to: 'd8' })).toBe("d8 holds south's own unit; a unit may never land on a square held by an own unit");
    expect(act(g, s, { from: 'd4', to: 'd7' })).toBe('class 1 must move exactly 4 squares; d4→d7 is 3 squares');
  });

  it('one square short of the speed, the edge rule falls back', () => {
    const s = position(g, [S('d5', 1), S('d8', 2), N('a1', 2)]);
    expect(from(legalMoves(g, s), 'd5').filter((m) => m.startsWith('d5-d'))).toEqual(['d5-d1', 'd5-d7']);
  });

  it('on a diagonal too: the line ends where either coordinate leaves the board', () => {
    const s = position(g, [S('f3', 1), S('h5', 2), N('a1', 2)]);
    expect(from(legalMoves(g, s), 'f3')).toEqual(['f3-b3', 'f3-b7', 'f3-d1', 'f3-f1', 'f3-f7', 'f3-g4', 'f3-h1', 'f3-h3']);
    expect(act(g, s, { from: 'f3', to: 'g4' })).toBeNull();
    expect(board(g, s)).toEqual({ g4: 'south 1', h5: 'south 2', a1: 'north 2' });
  });

  it('the fall-back square holding a same-class enemy makes the move illegal: no further falling back', () => {
    const s = position(g, [S('g5', 1), S('g8', 2), N('g7', 1), N('a1', 2)]);
    expect(from(legalMoves(g, s), 'g5').filter((m) => m.startsWith('g5-g'))).toEqual(['g5-g1']);
    expect(act(g, s, { from: 'g5', to: 'g7' })).toBe('class 1 cannot fight class 1 (same class; combat.sameClass: illegal)');
    expect(act(g, s, { from: 'g5', to: 'g6' })).toBe(
      'there is no move going n from g5: class 1 moves 4 squares and the board ends after 3 squares, so the unit would stop on g7 (the farthest square of the line not held by an own unit), but class 1 cannot fight class 1 (same class; combat.sameClass: illegal)',
    );
  });

  it('the square the edge rule picks may hold an enemy that wins: the attacker is removed', () => {
    const s = position(g, [S('g6', 1), S('a8', 4), N('g8', 2), N('a1', 2)]);
    expect(act(g, s, { from: 'g6', to: 'g8' })).toBeNull();
    expect(board(g, s)).toEqual({ a8: 'south 4', g8: 'north 1', a1: 'north 2' });
  });

  it('with losing attacks forbidden, a losing fight on the picked square is illegal and does not fall back', () => {
    const h = gameOf({ combat: { losingAttack: 'forbidden' } });
    const s = position(h, [S('g5', 1), S('g8', 2), N('g7', 3), N('a1', 2)]);
    expect(from(legalMoves(h, s), 'g5').filter((m) => m.startsWith('g5-g'))).toEqual(['g5-g1']);
    expect(act(h, s, { from: 'g5', to: 'g7' })).toBe('class 1 on g5 would lose to class 3 on g7, and losing attacks are not allowed (combat.losingAttack: forbidden)');
  });

  it('a speed larger than the board: the unit stops on the edge square', () => {
    const h = gameOf({ board: { width: 3, height: 10 }, move: { speed: { 1: 9, 2: 3, 3: 2, 4: 1 } }, setup: [S('a1', 1), N('c10', 4)] });
    const s = h.start(0);
    expect(from(legalMoves(h, s), 'a1')).toEqual(['a1-a10', 'a1-c1', 'a1-c3']);
    const t = position(h, [S('a2', 1), N('c10', 4)]);
    expect(from(legalMoves(h, t), 'a2')).toEqual(['a2-a1', 'a2-a10', 'a2-b1', 'a2-c2', 'a2-c4']);
  });
});

describe('switch combinations', () => {
  it('jump: false with edge: stop — the fall-back square must be reachable without passing over a unit', () => {
    const h = gameOf({ move: { jump: false } });
    const own = position(h, [S('g5', 1), S('g8', 2), N('a1', 2)]);
    expect(from(legalMoves(h, own), 'g5').filter((m) => m.startsWith('g5-g'))).toEqual(['g5-g1', 'g5-g7']);
    const blocked = position(h, [S('g5', 1), S('g8', 2), N('g6', 3), N('a1', 2)]);
    expect(from(legalMoves(h, blocked), 'g5').filter((m) => m.startsWith('g5-g'))).toEqual(['g5-g1']);
    expect(act(h, blocked, { from: 'g5', to: 'g7' })).toBe("g5→g7 passes over g6 (north's unit), and units may not jump (move.jump: false)");
    // An own unit on the way does not make the edge rule stop in front of it.
    const onTheWay = position(h, [S('g5', 1), S('g7', 2), N('a1', 2)]);
    expect(from(legalMoves(h, onTheWay), 'g5').filter((m) => m.startsWith('g5-g'))).toEqual(['g5-g1']);
  });

  it('jump: false with edge: forbid — only full-speed moves on a clear line', () => {
    const h = gameOf({ move: { jump: false, edge: 'forbid' } });
    const s = position(h, [S('g5', 1), N('g2', 3), N('a1', 2)]);
    expect(from(legalMoves(h, s), 'g5')).toEqual(['g5-c1', 'g5-c5']);
  });

  it('up-to (v1.1) with a same-class enemy in reach: only that square is refused, and the unit jumps it', () => {
    const v11 = shipped('units-v1.1');
    const s = position(v11, [S('a1', 2), N('a3', 2), N('h8', 1)]);
    expect(from(legalMoves(v11, s), 'a1').filter((m) => m.startsWith('a1-a'))).toEqual(['a1-a2', 'a1-a4']);
    expect(act(v11, s, { from: 'a1', to: 'a3' })).toBe('class 2 cannot fight class 2 (same class; combat.sameClass: illegal)');
  });

  it('up-to without jumping: a same-class enemy blocks the line and cannot be fought', () => {
    const h = gameOf({ move: { distance: 'up-to', jump: false } });
    const s = position(h, [S('a1', 2), N('a3', 2), N('h8', 1)]);
    expect(from(legalMoves(h, s), 'a1').filter((m) => m.startsWith('a1-a'))).toEqual(['a1-a2']);
  });

  it('up-to with bounce: the attacker stays on its square and the turn passes', () => {
    const h = gameOf({ move: { distance: 'up-to' }, combat: { sameClass: 'bounce' } });
    const s = position(h, [S('a1', 2), N('a2', 2), N('h8', 1)]);
    expect(act(h, s, { from: 'a1', to: 'a2' })).toBeNull();
    expect(board(h, s)).toEqual({ a1: 'south 2', a2: 'north 2', h8: 'north 1' });
    expect(h.plies(s)).toBe(1);
    expect(h.view(s).toMove).toBe('north');
  });

  it('v1.1: a survivor keeps its class whether it attacked or defended', () => {
    const v11 = shipped('units-v1.1');
    const s = position(v11, [S('a1', 2), S('h1', 4), N('a3', 3), N('h8', 4)]);
    expect(act(v11, s, { from: 'a1', to: 'a3' })).toBeNull();
    expect(board(v11, s)).toEqual({ a3: 'north 3', h1: 'south 4', h8: 'north 4' });
  });
});

describe('the end of the game', () => {
  it('a player left without a legal action loses as soon as the turn passes to it', () => {
    const h = gameOf({ actions: ['move'], move: { directions: ['n', 'e'] } });
    const s = position(h, [S('a1', 4), N('h7', 4)]);
    expect(act(h, s, { from: 'a1', to: 'a2' })).toBeNull();
    expect(act(h, s, { from: 'h7', to: 'h8' })).toBeNull();
    expect(h.view(s).toMove).toBe('south');
    expect(act(h, s, { from: 'a2', to: 'a3' })).toBeNull();
    expect(h.outcome(s)).toEqual({ winner: 'south', reason: 'north has no legal action' });
    expect(h.view(s).toMove).toBe('none');
    expect(h.plies(s)).toBe(3);
  });

  it('a draw by mutual removal: nobody to move, nothing more accepted', () => {
    const h = gameOf({ combat: { sameClass: 'both-removed' } });
    const s = position(h, [S('a1', 3), N('a3', 3)]);
    expect(act(h, s, { from: 'a1', to: 'a3' })).toBeNull();
    expect(h.view(s).toMove).toBe('none');
    expect(legalMoves(h, s)).toEqual([]);
    expect(act(h, s, { turn: 'a1' })).toBe('the game is over: it is drawn (no player has units left)');
  });

  it('a draw at the ply limit leaves nobody to move', () => {
    const h = gameOf({ plyLimit: 1 });
    const s = position(h, [S('a1', 4), N('h8', 4)]);
    expect(act(h, s, { turn: 'a1' })).toBeNull();
    expect(h.view(s).toMove).toBe('none');
    expect(legalMoves(h, s)).toEqual([]);
  });
});

describe('four players', () => {
  const g4 = shipped('units-v1.2-4p');

  it('a player put out out of turn is skipped when its turn comes', () => {
    const s = position(g4, [U('south', 'a1', 1), U('west', 'p16', 4), U('north', 'a5', 4), U('east', 'p1', 4)]);
    expect(act(g4, s, { from: 'a1', to: 'a5' })).toBeNull();
    const order = [g4.view(s).toMove];
    for (const sq of ['p16', 'p1', 'a5', 'p16']) {
      expect(act(g4, s, { turn: sq })).toBeNull();
      order.push(g4.view(s).toMove);
    }
    expect(order).toEqual(['west', 'east', 'south', 'west', 'east']);
  });

  it('two players put out by one fight are both skipped', () => {
    const h = gameOf({
      board: { width: 16, height: 16 },
      players: ['south', 'west', 'north', 'east'],
      combat: { sameClass: 'both-removed' },
      setup: [U('south', 'a1', 1), U('west', 'a16', 1), U('north', 'p16', 1), U('east', 'p1', 1)],
    });
    const s = position(h, [U('south', 'a1', 3), U('west', 'a16', 4), U('north', 'p16', 4), U('east', 'a3', 3)], 'east');
    expect(act(h, s, { from: 'a3', to: 'a1' })).toBeNull();
    expect(h.view(s).toMove).toBe('west');
    expect(h.view(s).info).toMatchObject({ out: ['south', 'east'] });
    expect(act(h, s, { turn: 'a16' })).toBeNull();
    expect(h.view(s).toMove).toBe('north');
    expect(act(h, s, { turn: 'p16' })).toBeNull();
    expect(h.view(s).toMove).toBe('west');
  });

  it('draws at ply 400, not before', () => {
    const s = position(g4, [U('south', 'a1', 4), U('west', 'a16', 4), U('north', 'p16', 4), U('east', 'p1', 4)]);
    const squares = ['a1', 'a16', 'p16', 'p1'];
    for (let i = 0; i < 399; i++) expect(act(g4, s, { turn: squares[i % 4]! })).toBeNull();
    expect(g4.outcome(s)).toBeNull();
    expect(g4.view(s).toMove).toBe('east');
    expect(act(g4, s, { turn: 'p1' })).toBeNull();
    expect(g4.outcome(s)).toEqual({ winner: 'draw', reason: 'the ply limit of 400 was reached' });
    expect(g4.view(s).toMove).toBe('none');
  });

  it('a win on ply 400 is a win', () => {
    // north and east are already out; south and west alternate.
    const s = position(g4, [U('south', 'a1', 4), U('west', 'a5', 1), U('west', 'p16', 1)]);
    for (let i = 0; i < 399; i++) expect(act(g4, s, { turn: i % 2 === 0 ? 'a1' : 'p16' })).toBeNull();
    expect(board(g4, s).a1).toBe('south 4'); // 200 turns: back to class 4
    expect(act(g4, s, { from: 'a5', to: 'a1' })).toBeNull();
    expect(g4.plies(s)).toBe(400);
    expect(g4.outcome(s)).toEqual({ winner: 'west', reason: 'west is the last player with units' });
  });
});

// ---------------------------------------------------------------------------
// The audit's findings, fixed: one block each.
// ---------------------------------------------------------------------------

describe('finding 1: the square the edge rule picks follows combat.sameClass', () => {
  // g5 going north: only g6 g7 g8 before the edge; south's own unit on g8 makes the edge rule stop on g7.
  const edgeFallBack = [S('g5', 1), S('g8', 2), N('g7', 1), N('a1', 2)];
  // h5 going north: h8 is the edge square, no own unit there.
  const edgeSquare = [S('h5', 1), S('a8', 4), N('h8', 1), N('a1', 2)];

  it('both-removed: landing there on a same-class enemy removes both units', () => {
    const h = gameOf({ combat: { sameClass: 'both-removed' } });
    const s = position(h, edgeFallBack);
    expect(from(legalMoves(h, s), 'g5').filter((m) => m.startsWith('g5-g'))).toEqual(['g5-g1', 'g5-g7']);
    expect(act(h, s, { from: 'g5', to: 'g6' })).toBe(
      'class 1 moves 4 squares, but going n from g5 the board ends after 3 squares: the unit stops on g7 (the farthest square of the line not held by an own unit), not on g6',
    );
    expect(act(h, s, { from: 'g5', to: 'g7' })).toBeNull();
    expect(board(h, s)).toEqual({ g8: 'south 2', a1: 'north 2' });
    expect(h.lastEvents(s).map((e) => e.kind)).toEqual(['both-removed']);
    const t = position(h, edgeSquare);
    expect(act(h, t, { from: 'h5', to: 'h8' })).toBeNull();
    expect(board(h, t)).toEqual({ a8: 'south 4', a1: 'north 2' });
  });

  it('bounce: the attacker goes back to its square and the turn is used', () => {
    const h = gameOf({ combat: { sameClass: 'bounce' } });
    const s = position(h, edgeFallBack);
    expect(from(legalMoves(h, s), 'g5').filter((m) => m.startsWith('g5-g'))).toEqual(['g5-g1', 'g5-g7']);
    expect(act(h, s, { from: 'g5', to: 'g7' })).toBeNull();
    expect(board(h, s)).toEqual(Object.fromEntries(edgeFallBack.map((u) => [u.at, `${u.owner} ${u.class}`])));
    expect(h.lastEvents(s).map((e) => e.text)).toEqual(["south's class 1 cannot beat north's class 1 on g7 and bounces back to g5"]);
    expect(h.view(s).toMove).toBe('north');
    const t = position(h, edgeSquare);
    expect(act(h, t, { from: 'h5', to: 'h8' })).toBeNull();
    expect(board(h, t).h5).toBe('south 1');
    expect(h.plies(t)).toBe(1);
  });

  it('the schema says so, for every sameClass', () => {
    const edge = (unitsFamily.schema as any).properties.move.properties.edge.description as string;
    expect(edge).toContain('with `combat.sameClass: illegal`');
    expect(edge).toContain('with `both-removed` or `bounce` that rule decides the fight');
  });
});

describe('finding 2: a player left without a legal action by the last allowed ply loses', () => {
  // Move only, north or east only: a unit on h8 has no move.
  const stuck = { actions: ['move'], move: { directions: ['n', 'e'] } };

  it('two players: a win on the last ply, not a draw (the reproducer stuck-on-last-ply)', () => {
    const h = gameOf({ ...stuck, plyLimit: 1 });
    const s = position(h, [S('a1', 4), N('h8', 4)], 'south');
    expect(act(h, s, { from: 'a1', to: 'a2' })).toBeNull();
    expect(h.plies(s)).toBe(1);
    expect(h.outcome(s)).toEqual({ winner: 'south', reason: 'north has no legal action' });
    expect(h.view(s).toMove).toBe('none');
    expect(h.lastEvents(s).map((e) => e.text)).toEqual([
      'north has no legal action and is out; its units leave the board',
      'south wins: north has no legal action',
    ]);
  });

  it('the same position one ply earlier than the limit ends the same way', () => {
    const h = gameOf({ ...stuck, plyLimit: 2 });
    const s = position(h, [S('a1', 4), N('h8', 4)], 'south');
    expect(act(h, s, { from: 'a1', to: 'a2' })).toBeNull();
    expect(h.outcome(s)).toEqual({ winner: 'south', reason: 'north has no legal action' });
  });

  it('a player who can act on the last ply still makes it a draw', () => {
    const h = gameOf({ ...stuck, plyLimit: 1 });
    const s = position(h, [S('a1', 4), N('g7', 4)], 'south');
    expect(act(h, s, { from: 'a1', to: 'a2' })).toBeNull();
    expect(h.outcome(s)).toEqual({ winner: 'draw', reason: 'the ply limit of 1 was reached' });
  });

  it('four players: the stuck player is out; with two or more left the limit still draws', () => {
    const four = { ...stuck, players: ['south', 'west', 'north', 'east'], board: { width: 8, height: 8 }, setup: [S('a1', 4), U('west', 'h8', 4), N('a3', 4), U('east', 'a5', 4)], plyLimit: 1 };
    const h = gameOf(four);
    const s = position(h, [S('a1', 4), U('west', 'h8', 4), N('a3', 4), U('east', 'a5', 4)], 'south');
    expect(act(h, s, { from: 'a1', to: 'b1' })).toBeNull();
    expect(h.outcome(s)).toEqual({ winner: 'draw', reason: 'the ply limit of 1 was reached' });
    expect(h.lastEvents(s).map((e) => e.text)).toContain('west has no legal action and is out; its units leave the board');
    expect(h.view(s).info).toMatchObject({ out: ['west'] });
  });

  it('with noLegalAction: pass a skipped turn wins nothing: the limit draws', () => {
    const h = gameOf({ ...stuck, plyLimit: 1, noLegalAction: 'pass' });
    const s = position(h, [S('a1', 4), N('h8', 4)], 'south');
    expect(act(h, s, { from: 'a1', to: 'a2' })).toBeNull();
    expect(h.outcome(s)).toEqual({ winner: 'draw', reason: 'the ply limit of 1 was reached' });
  });
});

describe('finding 3: board, setup and plyLimit follow the number of players when left out', () => {
  const load = (text: string) => loadRuleset(`family: units\ntitle: test\n${text}`, 'my.yaml');
  const errors = (text: string) => {
    const r = load(text);
    return r.ok ? [] : r.diagnostics.map(formatDiagnostic);
  };
  const rules = (game: { rules: unknown }) => game.rules as UnitsRules;

  it('four players named and nothing else: the whole board, the 4-player start and 400 plies', () => {
    const r = load('players: [south, west, north, east]\n');
    expect(r.ok).toBe(true);
    if (!r.ok) throw new Error(r.diagnostics.map(formatDiagnostic).join('\n'));
    const h = r.game as unknown as UnitsGame;
    expect(rules(h).board).toEqual({ width: 16, height: 16 });
    expect(rules(h).plyLimit).toBe(400);
    expect(h.view(h.start(0)).info).toMatchObject({ plyLimit: 400 });
    expect(board(h, h.start(0))).toEqual(board(shipped('units-v1.2-4p'), shipped('units-v1.2-4p').start(0)));
    // Opposite players face 1↔4 and 2↔3.
    expect(board(h, h.start(0))).toMatchObject({ g1: 'south 1', g16: 'north 4', a10: 'west 1', p10: 'east 4', h1: 'south 2', h16: 'north 3' });
  });

  it('two players: a quarter of the board, the 2-player start and 200 plies (one rule makes both starts)', () => {
    const h = gameOf({});
    expect(rules(h).board).toEqual({ width: 8, height: 8 });
    expect(rules(h).plyLimit).toBe(200);
    expect(board(h, h.start(0))).toEqual(board(g, g.start(0)));
  });

  it('keys written out win, and the start follows the board and the classes', () => {
    const h = gameOf({ players: ['south', 'west', 'north', 'east'], board: { width: 12, height: 10 }, plyLimit: 50 });
    expect(rules(h).plyLimit).toBe(50);
    expect(board(h, h.start(0))).toEqual({
      e1: 'south 1', f1: 'south 2', g1: 'south 3', h1: 'south 4',
      a7: 'west 1', a6: 'west 2', a5: 'west 3', a4: 'west 4',
      h10: 'north 1', g10: 'north 2', f10: 'north 3', e10: 'north 4',
      l4: 'east 1', l5: 'east 2', l6: 'east 3', l7: 'east 4',
    });
    expect(rules(gameOf({ players: ['south', 'west', 'north', 'east'], board: { width: 10 } })).board).toEqual({ width: 10, height: 16 });
    const own = gameOf({ players: ['south', 'west', 'north', 'east'], setup: [S('a1', 1), U('west', 'b1', 1), N('c1', 1), U('east', 'd1', 1)] });
    expect(board(own, own.start(0))).toEqual({ a1: 'south 1', b1: 'west 1', c1: 'north 1', d1: 'east 1' });
    expect(rules(own).board).toEqual({ width: 16, height: 16 });
    const three = gameOf({
      classes: 3,
      move: { speed: { 1: 3, 2: 2, 3: 1 } },
      combat: { beats: { 1: [3], 2: [1], 3: [2] }, after: { 1: { 3: 1 }, 2: { 1: 1 }, 3: { 2: 1 } } },
      turn: { rotation: { 1: 2, 2: 3, 3: 1 } },
    });
    expect(board(three, three.start(0))).toEqual({ c1: 'south 1', d1: 'south 2', e1: 'south 3', e8: 'north 1', d8: 'north 2', c8: 'north 3' });
  });

  it('the semantic checks see the filled-in values', () => {
    expect(errors('players: [south, west, north, east]\nsetup: [{ at: q1, owner: south, class: 1 }, { at: a2, owner: west, class: 1 }, { at: a3, owner: north, class: 1 }, { at: a4, owner: east, class: 1 }]\n')).toEqual([
      'my.yaml:4:15: "q1" is not a square of this 16×16 board; expected a1 … p16',
    ]);
    expect(errors('setup: [{ at: i1, owner: south, class: 1 }, { at: a2, owner: north, class: 1 }]\n')).toEqual([
      'my.yaml:3:15: "i1" is not a square of this 8×8 board; expected a1 … h8',
    ]);
    expect(errors('board: { width: 3 }\n')).toEqual([
      "my.yaml:3:8: the default setup puts 4 units per player (one of each class) in a row on the player's edge, but the board is only 3 squares wide; expected a board at least 4 squares wide, or a setup list",
    ]);
    expect(errors('players: [south, west, north, east]\nboard: { width: 5, height: 5 }\n')).toEqual([
      "my.yaml:4:8: the default setup puts 4 units per player in a row centred on each player's edge, and on this 5×5 board two players' units would both stand on a1; expected a larger board, or a setup list",
    ]);
  });

  it('other numbers of players: the board and the setup must be written out, and the messages say so', () => {
    expect(errors('players: [a, b, c]\n')).toEqual([
      'my.yaml:3:10: with 3 players board.width and board.height have no default (the board is 8×8 with 2 players and 16×16 with 4); expected board: { width: <files>, height: <ranks> }',
      "my.yaml:3:10: with 3 players there is no default setup (the rules place 2 players on opposite edges, or 4 players one on each edge); expected a setup list with every player's units",
    ]);
    // A setup without a board: only the board is asked for (its squares are checked once there is one).
    expect(errors('players: [a, b, c]\nsetup: [{ at: a1, owner: a, class: 1 }, { at: b1, owner: b, class: 1 }, { at: z9, owner: c, class: 1 }]\n')).toEqual([
      'my.yaml:3:10: with 3 players board.width and board.height have no default (the board is 8×8 with 2 players and 16×16 with 4); expected board: { width: <files>, height: <ranks> }',
    ]);
    expect(errors('players: [a, b, c]\nboard: { width: 6 }\nsetup: [{ at: a1, owner: a, class: 1 }, { at: b1, owner: b, class: 1 }, { at: c1, owner: c, class: 1 }]\n')).toEqual([
      'my.yaml:4:8: with 3 players board.height has no default (the board is 8×8 with 2 players and 16×16 with 4); expected board: { width: <files>, height: <ranks> }',
    ]);
    const ok = load('players: [a, b, c]\nboard: { width: 6, height: 6 }\nsetup: [{ at: a1, owner: a, class: 1 }, { at: b1, owner: b, class: 1 }, { at: c1, owner: c, class: 1 }]\n');
    expect(ok.ok && rules(ok.game as unknown as UnitsGame).plyLimit).toBe(300);
  });
});

describe('finding 4: messages', () => {
  it('a: when the square the edge rule picks is refused, there is no move in that direction, and the message says why', () => {
    const same = position(g, [S('g5', 1), S('g8', 2), N('g7', 1), N('a1', 2)]);
    expect(act(g, same, { from: 'g5', to: 'g6' })).toBe(
      'there is no move going n from g5: class 1 moves 4 squares and the board ends after 3 squares, so the unit would stop on g7 (the farthest square of the line not held by an own unit), but class 1 cannot fight class 1 (same class; combat.sameClass: illegal)',
    );
    const forbidden = gameOf({ combat: { losingAttack: 'forbidden' } });
    const losing = position(forbidden, [S('g5', 1), S('g8', 2), N('g7', 3), N('a1', 2)]);
    expect(act(forbidden, losing, { from: 'g5', to: 'g6' })).toBe(
      'there is no move going n from g5: class 1 moves 4 squares and the board ends after 3 squares, so the unit would stop on g7 (the farthest square of the line not held by an own unit), but class 1 on g5 would lose to class 3 on g7, and losing attacks are not allowed (combat.losingAttack: forbidden)',
    );
    const noJump = gameOf({ move: { jump: false } });
    const blocked = position(noJump, [S('g5', 1), S('g8', 2), N('g6', 3), N('a1', 2)]);
    expect(act(noJump, blocked, { from: 'g5', to: 'g6' })).toBe(
      "there is no move going n from g5: class 1 moves 4 squares and the board ends after 3 squares, so the unit would stop on g7 (the farthest square of the line not held by an own unit), but g5→g7 passes over g6 (north's unit), and units may not jump (move.jump: false)",
    );
  });

  it('b: distances always say "squares", and "1 square" for one', () => {
    const forbid = gameOf({ move: { edge: 'forbid' } });
    const s = position(forbid, [S('g7', 1), N('a1', 2)]);
    expect(act(forbid, s, { from: 'g7', to: 'g8' })).toBe('class 1 must move exactly 4 squares, and going n from g7 the board ends after 1 square (move.edge: forbid)');
    const t = position(g, [S('g7', 1), N('a1', 2)]);
    expect(act(g, t, { from: 'g7', to: 'g6' })).toBe('class 1 must move exactly 4 squares; g7→g6 is 1 square');
    const u = position(g, [S('g6', 1), S('g8', 2), N('a1', 2)]);
    expect(act(g, u, { from: 'g6', to: 'g5' })).toBe('class 1 must move exactly 4 squares; g6→g5 is 1 square');
  });

  it('c: a game won because the other player has no legal action says so, with 2 and with 4 players', () => {
    const two = gameOf({ actions: ['move'], move: { directions: ['n', 'e'] } });
    const s = position(two, [S('a1', 4), N('h7', 4)], 'south');
    expect(act(two, s, { from: 'a1', to: 'a2' })).toBeNull();
    expect(act(two, s, { from: 'h7', to: 'h8' })).toBeNull();
    expect(act(two, s, { from: 'a2', to: 'a3' })).toBeNull();
    expect(two.outcome(s)).toEqual({ winner: 'south', reason: 'north has no legal action' });
    expect(act(two, s, { from: 'a3', to: 'a4' })).toBe('the game is over: south won (north has no legal action)');

    const four = gameOf({
      actions: ['move'],
      move: { directions: ['n', 'e'] },
      players: ['south', 'west', 'north', 'east'],
      board: { width: 8, height: 8 },
      setup: [S('a1', 4), U('west', 'h8', 4), N('a3', 4), U('east', 'a5', 4)],
    });
    // Only south and west are left, and west (on h8) has no move.
    const t = position(four, [S('a1', 4), U('west', 'h8', 4)], 'south');
    expect(act(four, t, { from: 'a1', to: 'a2' })).toBeNull();
    expect(four.outcome(t)).toEqual({ winner: 'south', reason: 'south is the last player left: west has no legal action' });
    // Eliminations by capture keep their words.
    const h = shipped('units-v1.2-4p');
    const w = position(h, [S('a1', 1), U('west', 'a5', 4)]);
    expect(act(h, w, { from: 'a1', to: 'a5' })).toBeNull();
    expect(h.outcome(w)).toEqual({ winner: 'south', reason: 'south is the last player with units' });
  });
});
