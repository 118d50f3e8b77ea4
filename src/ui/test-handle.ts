/**
 * What the page puts on `window.rulebench` for the browser tests and the UI benchmark (which drive
 * the page from outside and read the state behind it): main.ts sets the workbench, and the editor
 * adds `markers` once Monaco is loaded. Declared here once, so their page.evaluate callbacks are typed.
 */
import type { editor } from 'monaco-editor/editor';
import type { Workbench } from './app/workbench';
import type { FileKind } from './storage/session';

export interface RulebenchTestHandle {
  workbench: Workbench;
  /** The markers the editor shows for a file; there once the editor has loaded. */
  markers?: (kind: FileKind) => editor.IMarker[];
}

declare global {
  interface Window {
    rulebench?: RulebenchTestHandle;
  }
}
