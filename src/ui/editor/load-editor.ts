/** Loads Monaco once, on demand: `import()` keeps it out of the first paint. */
type EditorModule = typeof import('./monaco-setup');

let loading: Promise<EditorModule> | undefined;

export function loadEditor(): Promise<EditorModule> {
  loading ??= import('./monaco-setup');
  return loading;
}
