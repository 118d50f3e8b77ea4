/**
 * The compiled tafl game: `Game` over the lookup tables. `apply` and
 * `legalActions` touch only typed arrays; sentences (reasons, events,
 * notation) are built on demand from the state's numbers.
 */
import { badSquare, squareIndex, squareName, squarePoint } from '../grid';
import { NOBODY, type ActionObject, type Game, type GameEvent, type Outcome, type ParsedAction, type Point, type SetupProblem, type StateFacts, type StateView } from '../game';
import { findCaptures, captureAfterMove } from './captures';
import { endAfterMove, endAtSetup } from './end';
import { eventsOf } from './events';
import { explainMove } from './explain';
import { finishRound, playerOfSide, startRound } from './match';
import { generateMoves } from './moves';
import { outcomeOf } from './outcome';
import { pieceRoles, type PieceRole } from './piece-roles';
import type { TaflRules } from './rules';
import { stateFromSetup } from './scenario-setup';
import { deserializeState, serializeState } from './serialize';
import { cloneState, DRAWN, End, ONGOING, TaflState } from './state';
import { compileTables, type TaflTables } from './tables';

export class TaflGame implements Game<TaflState> {
  readonly family = 'tafl';
  readonly players: readonly string[];
  readonly winners: readonly string[];
  readonly maxActions: number;
  /** Each piece type's roles (side, royal, strength, power): what a renderer draws from. */
  readonly pieceRoles: Readonly<Record<string, PieceRole>>;
  private readonly t: TaflTables;

  constructor(readonly rules: TaflRules & Record<string, unknown>, readonly id: string) {
    this.t = compileTables(rules);
    this.pieceRoles = pieceRoles(rules);
    this.players = this.t.sideNames;
    // A match is won by a player (who played both sides), a single game by a side.
    this.winners = rules.match ? rules.match.players : this.players;
    // Every piece's every line, plus the spare entries `generateMoves` may write past the end.
    this.maxActions = this.t.n * (this.t.width + this.t.height - 2) + 4;
  }

  start(_seed: number): TaflState {
    const s = new TaflState(this.t.n, this.t.width, this.t.height);
    startRound(this.t, s);
    return s;
  }

  setup(spec: Record<string, unknown>, _seed: number): TaflState | SetupProblem[] {
    const s = stateFromSetup(this.t, this.rules, spec);
    if (Array.isArray(s)) return s;
    // A position that is already won or lost ends (the round) at once, as a move into it would.
    if (endAtSetup(this.t, s)) finishRound(this.t, this.rules.match, s);
    return s;
  }

  clone(s: TaflState): TaflState {
    return cloneState(s);
  }

  toMove(s: TaflState): number {
    return s.toMove < 0 ? NOBODY : s.toMove;
  }

  legalActions(s: TaflState, out: Int32Array): number {
    return generateMoves(this.t, s, out);
  }

  apply(s: TaflState, action: number): void {
    const t = this.t, n = t.n, board = s.board;
    const from = (action / n) | 0, to = action - from * n;
    const code = board[from]!, me = s.toMove;
    board[from] = 0;
    board[to] = code;
    const ff = t.fileOf[from]!, fr = t.rankOf[from]!, tf = t.fileOf[to]!, tr = t.rankOf[to]!;
    s.rowOcc[fr]! &= ~(1 << ff);
    s.colOcc[ff]! &= ~(1 << fr);
    s.rowOcc[tr]! |= 1 << tf;
    s.colOcc[tf]! |= 1 << tr;
    const i = s.where[from]!;
    s.list[i] = to;
    s.where[to] = i;
    if (code === t.royalCode) s.royal = to;
    s.lastFrom = from;
    s.lastTo = to;
    s.lastCode = code;
    s.roundChanged = false;
    s.winner = ONGOING;
    s.endWhy = End.None;
    if (t.repetition !== 0) {
      s.hashLo ^= t.zobLo[code * n + from]! ^ t.zobLo[code * n + to]! ^ t.sideLo;
      s.hashHi ^= t.zobHi[code * n + from]! ^ t.zobHi[code * n + to]! ^ t.sideHi;
    }
    captureAfterMove(t, s, to, me);
    s.plies++;
    s.roundPlies++;
    s.toMove = me ^ 1;
    if (endAfterMove(t, s, me, code, to)) finishRound(t, this.rules.match, s);
  }

  whyIllegal(s: TaflState, action: number): string | null {
    if (s.toMove < 0) {
      const o = this.outcome(s)!;
      if (this.rules.match) return `the game is over: ${o.reason}`;
      return `the game is over: ${o.winner === 'draw' ? 'drawn' : `${o.winner} won`} (${o.reason})`;
    }
    return explainMove(this.t, this.rules, s, action);
  }

  outcome(s: TaflState): Outcome | null {
    return s.toMove < 0 ? outcomeOf(this.t, this.rules, s) : null;
  }

  sampleChance(_s: TaflState): number {
    throw new Error('tafl has no chance events');
  }

  chanceProbability(_s: TaflState, _action: number): number {
    return 0;
  }

  parseAction(s: TaflState, obj: ActionObject): ParsedAction {
    const keys = Object.keys(obj);
    if (obj.from === undefined || obj.to === undefined) {
      return { ok: false, error: `{ ${keys.join(', ')} } is not a tafl action; expected a move { from: <square>, to: <square> }, e.g. ${this.exampleMove(s)}` };
    }
    const stray = keys.find((k) => k !== 'from' && k !== 'to');
    if (stray !== undefined) return { ok: false, error: `unknown key ${stray} in a tafl action; expected { from, to }` };
    const { width: w, height: h, n } = this.t;
    const from = squareIndex(obj.from, w, h), to = squareIndex(obj.to, w, h);
    if (from < 0) return { ok: false, error: `from: ${badSquare(obj.from, w, h)}` };
    if (to < 0) return { ok: false, error: `to: ${badSquare(obj.to, w, h)}` };
    return { ok: true, action: from * n + to };
  }

  /** A move to show in messages: one that is legal here, so it can be pasted; a1→a3 (on every board) once the game is over. */
  private exampleMove(s: TaflState): string {
    const legal = new Int32Array(this.maxActions);
    const m = this.formatAction(s, generateMoves(this.t, s, legal) > 0 ? legal[0]! : 2 * this.t.width);
    return `{ from: ${m.from}, to: ${m.to} }`;
  }

  formatAction(_s: TaflState, action: number): ActionObject {
    const { n, width } = this.t;
    return { from: squareName(Math.floor(action / n), width), to: squareName(action % n, width) };
  }

  notation(s: TaflState, action: number): string {
    const { n, width } = this.t;
    const from = Math.floor(action / n), to = action % n;
    let text = `${squareName(from, width)}-${squareName(to, width)}`;
    if (this.whyIllegal(s, action) !== null) return text;
    // Looks at a copy of the board with the piece moved: the state is only read.
    const t = this.t, board = s.board.slice(), found = new Int16Array(t.n);
    board[to] = board[from]!;
    board[from] = 0;
    const k = findCaptures(t, board, to, s.toMove, found);
    // As in the Copenhagen notation: the royal piece's capture ends the game and is not written.
    for (let i = 0; i < k; i++) if (board[found[i]!] !== t.royalCode) text += `x${squareName(found[i]!, width)}`;
    return text;
  }

  lastEvents(s: TaflState): readonly GameEvent[] {
    return eventsOf(this.t, this.rules, s);
  }

  scoresFor(s: TaflState, player: number): string {
    const m = this.rules.match;
    return m ? m.players[playerOfSide(this.t, m, s.round, player)] : this.players[player]!;
  }

  plies(s: TaflState): number {
    return s.plies;
  }

  view(s: TaflState): StateView {
    const t = this.t;
    const pieces = [];
    for (let sq = 0; sq < t.n; sq++) {
      const c = s.board[sq]!;
      if (c !== 0) pieces.push({ at: squareName(sq, t.width), owner: t.sideNames[t.codeSide[c]!]!, type: t.typeNames[c - 1]! });
    }
    const scoresFor = Object.fromEntries(this.players.map((side, p) => [side, this.scoresFor(s, p)]));
    const facts: StateFacts = { plies: s.roundPlies, out: [], scoresFor };
    const info: Record<string, unknown> = {};
    const m = this.rules.match;
    if (m) {
      facts.round = { number: s.round, of: m.rounds };
      facts.score = { [m.players[0]]: s.score[0]!, [m.players[1]]: s.score[1]! };
      // Who plays which side this round, and each finished round's winning side (`draw`; `unknown` before a scenario's setup).
      const sideOf = (player: string) => this.players.find((side) => scoresFor[side] === player)!;
      info.sides = Object.fromEntries(m.players.map((player) => [player, sideOf(player)]));
      facts.rounds = s.roundWinners.map((w) => (w >= 0 ? t.sideNames[w]! : w === DRAWN ? 'draw' : 'unknown'));
      info.roundResults = facts.rounds;
    }
    return { pieces, toMove: s.toMove < 0 ? 'none' : t.sideNames[s.toMove]!, facts, info };
  }

  isSquare(name: string): boolean {
    return squareIndex(name, this.t.width, this.t.height) >= 0;
  }

  pointOf(name: string): Point | null {
    return squarePoint(name, this.t.width, this.t.height);
  }

  serialize(s: TaflState): unknown {
    return serializeState(this.t, s);
  }

  deserialize(json: unknown): TaflState {
    return deserializeState(this.t, json);
  }
}
