/**
 * The compiled tafl game: `Game` over the lookup tables. `apply` and
 * `legalActions` touch only typed arrays; sentences (reasons, events,
 * notation) are built on demand from the state's numbers.
 */
import { squareIndex, squareName, squarePoint } from '../grid';
import {
  type ActionObject,
  DRAWN,
  type Game,
  type GameEvent,
  NOBODY,
  ONGOING,
  type Outcome,
  type ParsedAction,
  type Point,
  type SetupProblem,
  type StateFacts,
  type StateView,
} from '../game';
import { captureAfterMove } from './captures';
import { endAfterMove, endAtSetup } from './end';
import { capturesOf, eventsOf } from './events';
import { explainMove } from './explain';
import { finishRound, playerOfSide, startRound } from './match';
import { generateMoves, maxMoves } from './moves';
import { formatAction, notation, parseAction } from './notation';
import { outcomeOf } from './outcome';
import { pieceRoles, type PieceRole } from './piece-roles';
import type { TaflRules } from './rules';
import { stateFromSetup } from './setup';
import { deserializeState, serializeState } from './serialize';
import { cloneState, End, TaflState } from './state';
import { compileTables } from './compile-tables';
import type { TaflTables } from './tables';

export class TaflGame implements Game<TaflState> {
  readonly family = 'tafl';
  readonly players: readonly string[];
  readonly winners: readonly string[];
  readonly maxActions: number;
  /** Each piece type's roles (side, royal, strength, power): what a renderer draws from. */
  readonly pieceRoles: Readonly<Record<string, PieceRole>>;
  private readonly t: TaflTables;

  constructor(
    readonly rules: TaflRules & Record<string, unknown>,
    readonly id: string,
  ) {
    this.t = compileTables(rules);
    this.pieceRoles = pieceRoles(rules);
    this.players = this.t.sideNames;
    // A match is won by a player (who played both sides), a single game by a side.
    this.winners = rules.match ? rules.match.players : this.players;
    this.maxActions = maxMoves(this.t);
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
    const t = this.t,
      n = t.n,
      board = s.board;
    const from = (action / n) | 0,
      to = action - from * n;
    const code = board[from],
      me = s.toMove;
    board[from] = 0;
    board[to] = code;
    const ff = t.fileOf[from],
      fr = t.rankOf[from],
      tf = t.fileOf[to],
      tr = t.rankOf[to];
    s.rowOcc[fr] &= ~(1 << ff);
    s.colOcc[ff] &= ~(1 << fr);
    s.rowOcc[tr] |= 1 << tf;
    s.colOcc[tf] |= 1 << tr;
    const i = s.where[from];
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
      s.hashLo ^= t.zobLo[code * n + from] ^ t.zobLo[code * n + to] ^ t.sideLo;
      s.hashHi ^= t.zobHi[code * n + from] ^ t.zobHi[code * n + to] ^ t.sideHi;
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
    return parseAction(this.t, s, obj);
  }

  formatAction(_s: TaflState, action: number): ActionObject {
    return formatAction(this.t, action);
  }

  notation(s: TaflState, action: number): string {
    return notation(this.t, s, action, this.whyIllegal(s, action) === null);
  }

  lastEvents(s: TaflState): readonly GameEvent[] {
    return eventsOf(this.t, this.rules, s);
  }

  lastCaptures(s: TaflState): number {
    return capturesOf(s);
  }

  scoresFor(s: TaflState, player: number): string {
    const m = this.rules.match;
    return m ? m.players[playerOfSide(this.t, m, s.round, player)] : this.players[player];
  }

  plies(s: TaflState): number {
    return s.plies;
  }

  view(s: TaflState): StateView {
    const t = this.t;
    const pieces = [];
    for (let sq = 0; sq < t.n; sq++) {
      const c = s.board[sq];
      if (c !== 0)
        pieces.push({ at: squareName(sq, t.width), owner: t.sideNames[t.codeSide[c]], type: t.typeNames[c - 1] });
    }
    const scoresFor = Object.fromEntries(this.players.map((side, p) => [side, this.scoresFor(s, p)]));
    const facts: StateFacts = { plies: s.roundPlies, out: [], scoresFor };
    const info: Record<string, unknown> = {};
    const m = this.rules.match;
    if (m) {
      facts.round = { number: s.round, of: m.rounds };
      facts.score = { [m.players[0]]: s.score[0], [m.players[1]]: s.score[1] };
      // Who plays which side this round, and each finished round's winning side (`draw`; `unknown` before a scenario's setup).
      const sideOf = (player: string) => this.players.find((side) => scoresFor[side] === player)!;
      info.sides = Object.fromEntries(m.players.map((player) => [player, sideOf(player)]));
      facts.rounds = s.roundWinners.map((w) => (w >= 0 ? t.sideNames[w] : w === DRAWN ? 'draw' : 'unknown'));
      info.roundResults = facts.rounds;
    }
    return { pieces, toMove: s.toMove < 0 ? 'none' : t.sideNames[s.toMove], facts, info };
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

/** The typed rules of one of this family's games (`Game.rules` is a plain record): only its own games are handed to it. */
export function taflRulesOf(game: Game): TaflRules {
  if (game instanceof TaflGame) return game.rules;
  throw new Error(`${game.id} is a ${game.family} game, not a tafl game`);
}
