/**
 * Colours that colour-blind players can tell apart: the Okabe–Ito palette
 * (Okabe & Ito, "Color Universal Design", 2008). Colour never carries
 * meaning alone: every owner also gets a letter, and boards add shapes.
 */

export const OKABE_ITO = {
  black: '#000000',
  orange: '#E69F00',
  skyBlue: '#56B4E9',
  bluishGreen: '#009E73',
  yellow: '#F0E442',
  blue: '#0072B2',
  vermillion: '#D55E00',
  reddishPurple: '#CC79A7',
} as const;

export interface OwnerStyle {
  /** Fill of the owner's pieces. */
  fill: string;
  /** Text drawn on that fill (black or white, whichever reads better). */
  ink: string;
  /** One or two characters naming the owner on each piece. */
  letter: string;
}

/** In turn order: the first two are as far apart as the palette allows. */
const OWNER_FILLS: readonly { fill: string; ink: string }[] = [
  { fill: OKABE_ITO.blue, ink: '#ffffff' },
  { fill: OKABE_ITO.vermillion, ink: '#ffffff' },
  { fill: OKABE_ITO.bluishGreen, ink: '#ffffff' },
  { fill: OKABE_ITO.reddishPurple, ink: '#000000' },
  { fill: OKABE_ITO.orange, ink: '#000000' },
  { fill: OKABE_ITO.skyBlue, ink: '#000000' },
  { fill: OKABE_ITO.yellow, ink: '#000000' },
  { fill: OKABE_ITO.black, ink: '#ffffff' },
];

/** Marks drawn over any board; chosen so they stay distinct from every owner colour. */
export const MARK = {
  lastMove: OKABE_ITO.yellow,
  capture: '#000000',
  target: '#000000',
  selected: '#000000',
  warning: OKABE_ITO.vermillion,
} as const;

/**
 * Short, distinct labels for player names: the first letter, or the first
 * letter plus the first character that tells two names apart (`p1`, `p2` →
 * `1`, `2` when every name shares the first letter).
 */
export function ownerLetters(players: readonly string[]): string[] {
  const firsts = players.map((p) => p.charAt(0).toUpperCase());
  if (new Set(firsts).size === players.length) return firsts;
  const lasts = players.map((p) => p.charAt(p.length - 1).toUpperCase());
  if (new Set(lasts).size === players.length) return lasts;
  return players.map((_, i) => String(i + 1));
}

/** One style per player, in turn order (more than eight players reuse colours; letters stay distinct). */
export function ownerStyles(
  players: readonly string[],
  fills: readonly { fill: string; ink: string }[] = OWNER_FILLS,
): OwnerStyle[] {
  const letters = ownerLetters(players);
  return players.map((_, i) => ({ ...fills[i % fills.length], letter: letters[i] }));
}
