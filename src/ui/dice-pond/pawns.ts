/**
 * Pawn colours and shapes: team mates share a colour family (blue / sky blue
 * against vermillion / orange), and every player has its own badge shape and
 * number, so no one needs to tell colours apart.
 */
import { dicePondRulesOf } from '../../engine/dice-pond/dice-pond-game';
import type { Game } from '../../engine/game';
import { OKABE_ITO, ownerLetters } from '../board/palette';

export interface PawnStyle {
  fill: string;
  ink: string;
  letter: string;
  shape: 'circle' | 'square' | 'diamond' | 'triangle';
  team?: string;
}

const SHAPES: PawnStyle['shape'][] = ['circle', 'square', 'diamond', 'triangle'];
const SOLO = [
  { fill: OKABE_ITO.blue, ink: '#fff' },
  { fill: OKABE_ITO.vermillion, ink: '#fff' },
  { fill: OKABE_ITO.bluishGreen, ink: '#fff' },
  { fill: OKABE_ITO.reddishPurple, ink: '#000' },
];
/** Per team: a dark and a light shade of one hue. */
const TEAM = [
  [
    { fill: OKABE_ITO.blue, ink: '#fff' },
    { fill: OKABE_ITO.skyBlue, ink: '#000' },
  ],
  [
    { fill: OKABE_ITO.vermillion, ink: '#fff' },
    { fill: OKABE_ITO.orange, ink: '#000' },
  ],
  [
    { fill: OKABE_ITO.bluishGreen, ink: '#fff' },
    { fill: OKABE_ITO.yellow, ink: '#000' },
  ],
];

export function pawnStyles(game: Game<unknown>): Map<string, PawnStyle> {
  const { teams } = dicePondRulesOf(game);
  const letters = ownerLetters(game.players);
  const out = new Map<string, PawnStyle>();
  game.players.forEach((p, i) => {
    const ti = teams.findIndex((t) => t.players.includes(p));
    const colour = ti >= 0 ? TEAM[ti % TEAM.length][teams[ti].players.indexOf(p) % 2] : SOLO[i % SOLO.length];
    out.set(p, {
      ...colour,
      letter: letters[i],
      shape: SHAPES[i % SHAPES.length],
      ...(ti >= 0 ? { team: teams[ti].name } : {}),
    });
  });
  return out;
}
