/**
 * The workbench's entry point: builds the shared state, then the shell.
 * The first run happens before the first render, so the first paint shows
 * the board: with the validators compiled at build time (loader/ajv.ts) the
 * run only parses, validates and replays, and painting the controls alone
 * first would put a frame and a layout before the board.
 * Monaco is not imported here: <rb-yaml-editor> loads it after that paint.
 */
import './app/app.css';
import { shipped } from './app/catalog';
import './app/rb-app';
import { checkInWorker } from './app/time-budget';
import { Workbench } from './app/workbench';

function showFatal(e: unknown): void {
  // Last resort: something failed before the shell could show it; never leave a blank page.
  const box = document.createElement('pre');
  box.className = 'fatal';
  box.setAttribute('role', 'alert');
  box.textContent = `Rulebench could not start: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n\nYour files are kept in this browser; reload to try again.`;
  document.body.append(box);
}

try {
  // Stored texts and files from disk are checked in a worker within a time budget first, so
  // a hostile one cannot freeze the page; unedited shipped files are evaluated at once.
  const workbench = new Workbench({ catalog: shipped, precheck: checkInWorker });
  const app = document.createElement('rb-app');
  app.workbench = workbench;
  document.querySelector('#app')!.replaceChildren(app);
  // For the browser tests and the UI benchmark: the state behind the page (typed in test-handle.ts).
  window.rulebench = { workbench };
} catch (e) {
  showFatal(e);
}
