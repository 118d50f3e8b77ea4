/** The Units family's board, for `<rb-board>`'s registry. */
import { html } from 'lit';
import type { BoardRenderer } from '../board/types';
import './units-board';

export const unitsRenderer: BoardRenderer = {
  family: 'units',
  render: (p) =>
    html`<rb-units-board
      .game=${p.game}
      .state=${p.state}
      .marks=${p.marks}
      .interactive=${p.interactive}
      ?greyed=${p.greyed}
    ></rb-units-board>`,
};
