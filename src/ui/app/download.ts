/** Saves text as a file through the browser's download (works everywhere, no permission prompt). */
export function downloadText(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/x-yaml' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** `rulesets/units-v1.2.yaml` → `units-v1.2.yaml`. */
export function fileNameOf(path: string): string {
  return path.split('/').pop() ?? path;
}
