/** The tafl family's board, for `<rb-board>`'s registry. */
import { html } from 'lit';
import type { BoardRenderer } from '../board/types';
import './tafl-board';

export const taflRenderer: BoardRenderer = {
  family: 'tafl',
  render: (p) =>
    html`<rb-tafl-board
      .game=${p.game}
      .state=${p.state}
      .marks=${p.marks}
      .interactive=${p.interactive}
      ?greyed=${p.greyed}
    ></rb-tafl-board>`,
};
