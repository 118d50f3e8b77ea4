import { defineConfig } from 'vite';

/**
 * The workbench: `npm start` serves index.html (src/ui/main.ts); `vite build`
 * writes dist/, which `vite preview` serves to the browser tests.
 *
 * Monaco notes:
 * - monaco-worker-manager (used by monaco-yaml) imports
 *   `monaco-editor/esm/vs/editor/editor.worker.js`, a path monaco-editor ≥ 0.56
 *   no longer exports; its files now sit at `monaco-editor/<path>`.
 * - Workers are ES modules so the YAML worker can be split like the app.
 * - The YAML worker is re-exported from src/ui/editor/yaml.worker.ts and
 *   pre-bundled, or the dev server reloads the page when it first starts.
 */
export default defineConfig({
  resolve: {
    alias: [{ find: /^monaco-editor\/esm\/vs\//, replacement: 'monaco-editor/' }],
  },
  worker: { format: 'es' },
  optimizeDeps: {
    include: ['monaco-yaml/yaml.worker.js', 'monaco-yaml', 'yaml'],
  },
  build: {
    target: 'es2022',
    // Monaco's editor chunk is large by nature; it is loaded after first paint.
    chunkSizeWarningLimit: 4000,
  },
  server: { open: true },
});
