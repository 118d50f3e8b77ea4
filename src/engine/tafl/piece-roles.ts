/**
 * What a renderer (or a report) needs to draw and describe a piece type from
 * its roles in the rules, never from its name: renaming `skull` in a ruleset
 * must not lose its drawing. Read from the validated rules (`game.rules`).
 */
import type { PieceTypeRules, Role, TaflRules } from './rules';

export interface PieceRole {
  /** The side's role: the attackers besiege, the defenders protect the royal piece. */
  role: Role;
  /** The side's name in this ruleset: the `owner` of the type's pieces in `view().pieces`. */
  side: string;
  /** Whether the side moves first (`firstToMove`). */
  movesFirst: boolean;
  /** The piece the attackers win by capturing (at most one type is royal). */
  royal: boolean;
  /** 2: taken between two enemies; 4: only when enclosed on all four sides. */
  strength: PieceTypeRules['strength'];
  /** Whether it captures as the moving piece (hammer) and as the partner (anvil): `armed` does both. */
  power: PieceTypeRules['power'];
  /** Cannot be captured on the board edge. */
  immuneOnEdge: boolean;
}

/** Every piece type of the rules (in the rules' order) with its roles. */
export function pieceRoles(rules: TaflRules): Readonly<Record<string, PieceRole>> {
  return Object.fromEntries(
    Object.entries(rules.pieces).map(([type, p]) => [
      type,
      {
        role: p.side,
        side: rules.sides[p.side],
        movesFirst: p.side === rules.firstToMove,
        royal: p.royal,
        strength: p.strength,
        power: p.power,
        immuneOnEdge: p.immuneOnEdge,
      },
    ]),
  );
}
