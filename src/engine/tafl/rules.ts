/**
 * The tafl rules as the loader hands them over: validated against
 * `ruleset.schema.json` with every default filled in (tafl derives no default
 * from other keys), and exactly what `game.rules` is. `check`, the compiler and
 * the sentences read this shape, and renderers through `pieceRoles` and
 * `matchPlayerOfSide`; play runs on the tables built from it.
 */
import type { EvaluationSpec } from '../evaluation';

export type Role = 'attackers' | 'defenders';

/** A piece type name, or `all`, `royal`, `attackers`, `defenders`. */
export type PieceSelector = string;

export interface PieceTypeRules {
  side: Role;
  royal: boolean;
  power: 'armed' | 'hammer-only' | 'anvil-only' | 'unarmed';
  strength: 2 | 4;
  immuneOnEdge: boolean;
  /** How the workbench draws it (no effect on play). */
  drawing: 'disc' | 'skull' | 'tombstone';
}

export interface SquareRoleRules {
  name: string;
  at: string[];
  stop: PieceSelector[];
  pass: PieceSelector[];
  hostileWhenEmpty: PieceSelector[];
  hostileWhenOccupied: PieceSelector[];
  fixes: PieceSelector[];
  protects: PieceSelector[];
}

export const SQUARE_GROUPS = ['centre', 'corners', 'cornerZones'] as const;
export type SquareGroup = (typeof SQUARE_GROUPS)[number];

export interface MatchRules {
  players: [string, string];
  firstPlays: Role;
  rounds: number;
  swapAfter: number;
  winsNeeded: number;
  stopWhenDecided: boolean;
}

export interface TaflRules {
  /** How bots judge a position (the family's default filled in by `complete`). */
  evaluation?: EvaluationSpec;
  board: { width: number; height: number };
  sides: Record<Role, string>;
  firstToMove: Role;
  pieces: Record<string, PieceTypeRules>;
  setup?: Record<string, string[]>;
  layout?: { legend: Record<string, string>; rows: string[] };
  squares: Record<SquareGroup, SquareRoleRules>;
  captures: { shieldwall: boolean };
  end: {
    cornersHeld: number;
    royalInCorner: boolean;
    edgeEscape: boolean;
    defendersFewerThan: number;
    attackersFewerThan: number;
    edgeFort: boolean;
    encirclement: boolean;
    noMove: 'loses' | 'draw';
    repetition: { outcome: 'defenders-lose' | 'draw' | 'off'; occurrences: number };
    plyLimit: number;
  };
  match?: MatchRules;
}
