/** The dice-pond family's board (D'ice Cubes), for `<rb-board>`'s registry. */
import { html } from 'lit';
import type { BoardRenderer } from '../board/types';
import './dice-board';

export const dicePondRenderer: BoardRenderer = {
  family: 'dice-pond',
  render: (p) =>
    html`<rb-dice-board
      .game=${p.game}
      .state=${p.state}
      .marks=${p.marks}
      .interactive=${p.interactive}
      ?greyed=${p.greyed}
    ></rb-dice-board>`,
};
