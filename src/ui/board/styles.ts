/** Styles shared by every family board. The SVG scales to the host's box (viewBox + meet). */
import { css } from 'lit';

export const boardStyles = css`
  :host {
    display: flex;
    flex-direction: column;
    box-sizing: border-box;
    width: 100%;
    height: 100%;
    min-height: 12rem;
    font:
      14px/1.35 system-ui,
      sans-serif;
    color: #1a1a1a;
  }
  :host([greyed]) .frame {
    filter: grayscale(1);
    opacity: 0.5;
  }
  /* A greyed board is the last position that loaded: no moves are played on it. In setup mode it
     stays clickable, since setting up passes through positions that do not load (the panel says which). */
  :host([greyed]:not([setup])) .frame {
    pointer-events: none;
  }
  :host([greyed][setup]) .frame {
    opacity: 0.75;
  }
  .frame {
    flex: 1 1 auto;
    min-height: 0;
    display: flex;
    flex-direction: column;
    gap: 0.35rem;
  }
  .info {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 1rem;
    align-items: baseline;
    margin: 0;
  }
  .info .turn {
    font-weight: 600;
  }
  .legend {
    color: #444;
  }
  .owner {
    white-space: nowrap;
    margin-right: 0.5em;
  }
  .owner.out {
    text-decoration: line-through;
    color: #777;
  }
  svg.board {
    flex: 1 1 auto;
    min-height: 0;
    width: 100%;
    height: 100%;
    display: block;
    user-select: none;
  }
  .hit {
    fill: transparent;
    outline: none;
  }
  .hits:not([data-off]) .hit[role='button'] {
    cursor: pointer;
  }
  .hit:focus-visible {
    stroke: #000;
    stroke-width: 3;
    stroke-dasharray: 6 3;
  }
  .pointer {
    fill: none;
    stroke: #0072b2;
    stroke-width: 3;
    pointer-events: none;
  }
  .pointer.refused {
    stroke: #d55e00;
    stroke-dasharray: 4 3;
  }
  .glyph,
  .marks,
  .targets,
  .labels {
    pointer-events: none;
  }
  .labels text {
    font-size: 13px;
    fill: #555;
    text-anchor: middle;
    dominant-baseline: central;
  }
  .status {
    margin: 0;
    /* Two lines kept free: a longer message must not shrink the board above it. */
    min-height: 2.7em;
    padding: 0.2rem 0.5rem;
    border-radius: 4px;
    background: #f1f1ef;
    overflow-wrap: anywhere;
  }
  .status.refused {
    background: #fbe7dc;
    color: #7a2e00;
  }
  .controls {
    display: flex;
    flex-wrap: wrap;
    gap: 0.35rem 0.5rem;
    align-items: center;
    margin: 0;
  }
  .controls:empty {
    display: none;
  }
  button {
    font: inherit;
    padding: 0.2rem 0.6rem;
    border: 1px solid #555;
    border-radius: 4px;
    background: #fff;
    color: #111;
    cursor: pointer;
  }
  button:hover:not([aria-disabled='true']) {
    background: #eef5fb;
  }
  button:focus-visible,
  input:focus-visible {
    outline: 3px solid #0072b2;
    outline-offset: 1px;
  }
  button[aria-disabled='true'] {
    color: #777;
    border-style: dashed;
    cursor: help;
  }
  button[aria-pressed='true'],
  button[aria-pressed='true']:hover {
    background: #0072b2;
    color: #fff;
  }
  .why {
    color: #7a2e00;
    font-size: 0.9em;
  }
`;
