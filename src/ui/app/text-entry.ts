/** Whether an event happened where text is typed (the editor, an input, a text area, a select), which keeps its keys and pastes for itself. */
export function inTextEntry(e: Event): boolean {
  for (const n of e.composedPath()) {
    if (!(n instanceof HTMLElement)) continue;
    if (n.classList.contains('monaco-editor') || n.isContentEditable) return true;
    if (n.tagName === 'INPUT' || n.tagName === 'TEXTAREA' || n.tagName === 'SELECT') return true;
  }
  return false;
}
