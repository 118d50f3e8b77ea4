// Re-exported from our own file: importing monaco-yaml's worker directly with
// `?worker` makes the Vite dev server reload the page when it first starts.
import 'monaco-yaml/yaml.worker.js';
