/**
 * The workbench's entry point: builds the shared state, then the shell.
 * Monaco is not imported here: <rb-yaml-editor> loads it after first paint.
 */
import './app/app.css';
import { shipped } from './app/catalog';
import './app/rb-app';
import { Workbench } from './app/workbench';

function showFatal(e: unknown): void {
  // Last resort: something failed before the shell could show it; never leave a blank page.
  const box = document.createElement('pre');
  box.className = 'fatal';
  box.setAttribute('role', 'alert');
  box.textContent = `Rulebench could not start: ${e instanceof Error ? e.stack ?? e.message : String(e)}\n\nYour files are kept in this browser; reload to try again.`;
  document.body.append(box);
}

try {
  const workbench = new Workbench({ catalog: shipped, deferFirstRun: true });
  const app = document.createElement('rb-app');
  app.workbench = workbench;
  document.querySelector('#app')!.replaceChildren(app);
  // Controls first, then the first run (it compiles the validators, the slowest step of a cold start).
  requestAnimationFrame(() => setTimeout(() => workbench.start(), 0));
  // For the browser tests and the UI benchmark: the state behind the page.
  (globalThis as { rulebench?: unknown }).rulebench = { workbench };
} catch (e) {
  showFatal(e);
}
