/**
 * Types for the one Monaco internal the editor reads, which monaco-editor's
 * public API does not expose: the page-wide "Tab moves focus" switch that
 * Ctrl+M flips (the `tabFocusMode` option does not reflect it).
 */
declare module 'monaco-editor/editor/browser/config/tabFocus' {
  export const TabFocus: {
    getTabFocusMode(): boolean;
    setTabFocusMode(tabFocusMode: boolean): void;
  };
}
