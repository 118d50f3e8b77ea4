/**
 * Downloads, and the names they get: a name says what the file is (the scenario's title, the
 * ruleset id, and "edited" for an edited shipped ruleset), so a teammate never receives a bare
 * `recorded.yaml` or an edited ruleset under the shipped one's name.
 */
import { fileHead } from '../../engine/file-kind';

/** Saves text as a file through the browser's download (works everywhere, no permission prompt); YAML unless `type` says otherwise. */
export function downloadText(fileName: string, text: string, type = 'application/x-yaml'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
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

/** Letters, digits, `.` and `-` only, lower case, at most 60 characters: safe in a file name on every system. */
function slug(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9.]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 60)
    .replace(/[-.]+$/, '');
}

/** `units-v1.2`, or `units-v1.2-edited` for an edited shipped ruleset. */
function rulesetLabel(rulesetId: string, edited: boolean): string {
  return `${rulesetId}${edited ? '-edited' : ''}`;
}

/** The ruleset's download: `units-v1.2.yaml`, `units-v1.2-edited.yaml`. */
export function rulesetDownloadName(rulesetId: string, edited: boolean): string {
  return `${rulesetLabel(rulesetId, edited)}.yaml`;
}

/** What a scenario is called in a download: its title (else its file name) and the rules it plays. */
function scenarioStem(scenario: { path: string; text: string }, rulesetId: string, rulesetEdited: boolean): string {
  const title =
    slug(fileHead(scenario.text).title) || slug(fileNameOf(scenario.path).replace(/\.ya?ml$/i, '')) || 'scenario';
  return `${title}.${rulesetLabel(rulesetId, rulesetEdited)}`;
}

/** The scenario's download: `class-1-takes-class-4.units-v1.2-edited.yaml`. */
export function scenarioDownloadName(
  scenario: { path: string; text: string },
  rulesetId: string,
  rulesetEdited: boolean,
): string {
  return `${scenarioStem(scenario, rulesetId, rulesetEdited)}.yaml`;
}

/** The Share file download (a bundle): `class-1-takes-class-4.units-v1.2-edited.bundle.yaml`. */
export function bundleDownloadName(
  scenario: { path: string; text: string },
  rulesetId: string,
  rulesetEdited: boolean,
): string {
  return `${scenarioStem(scenario, rulesetId, rulesetEdited)}.bundle.yaml`;
}
