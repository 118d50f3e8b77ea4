/**
 * The files Rulebench ships (the catalog), as the workbench opens them: which path is shipped and
 * what its text is, whether an open file still has that text, and what a first visit opens.
 */
import type { FileKind, OpenFile, Session } from '../storage/session';
import { FIRST_RULESET, sampleScenario, shippedRuleset, type Catalog, type ShippedFile } from './catalog-model';

export function shippedFile(kind: FileKind, path: string, text: string): OpenFile {
  return { kind, path, text, origin: 'shipped' };
}

/** Whether `path` is a shipped ruleset or scenario, and which. */
export function shippedKind(catalog: Catalog, path: string): FileKind | null {
  if (catalog.rulesets.some((r) => r.path === path)) return 'ruleset';
  return catalog.scenarios.some((s) => s.path === path) ? 'scenario' : null;
}

/** The text Rulebench ships at `path`, if it ships one. */
export function shippedText(catalog: Catalog, kind: FileKind, path: string): string | undefined {
  const list: ShippedFile[] = kind === 'ruleset' ? catalog.rulesets : catalog.scenarios;
  return list.find((f) => f.path === path)?.text;
}

/** A shipped file whose text is no longer the shipped one. */
export function editedShipped(catalog: Catalog, file: OpenFile | null | undefined): boolean {
  if (!file || file.origin !== 'shipped') return false;
  const text = shippedText(catalog, file.kind, file.path);
  return text !== undefined && text !== file.text;
}

/** Nothing saved yet: units-v1.2 with a sample scenario, so a new user sees the workbench working. */
export function firstVisit(catalog: Catalog): Session {
  const rs = shippedRuleset(catalog, FIRST_RULESET) ?? catalog.rulesets[0];
  const ruleset = rs
    ? shippedFile('ruleset', rs.path, rs.text)
    : { kind: 'ruleset' as const, path: 'rulesets/untitled.yaml', text: '', origin: 'new' as const };
  const sc = rs ? sampleScenario(catalog, rs.id) : undefined;
  return { ruleset, scenario: sc ? shippedFile('scenario', sc.path, sc.text) : null, position: 0, tab: 'ruleset' };
}
