/**
 * File access for the CLI (the engine itself never touches the file system):
 * reading designers' files safely and finding rulesets by id.
 */
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Diagnostic } from '../engine/loader/diagnostics';
import { rulesetIdFromFile } from '../engine/loader/ruleset';
import { MAX_FILE_BYTES } from '../engine/loader/yaml-source';
import type { RulesetResolver } from '../engine/scenario/load';

/** The rulesets shipped with Rulebench. */
export const SHIPPED_RULESETS = fileURLToPath(new URL('../../rulesets/', import.meta.url));

/** Paths as the user typed them (relative to the working directory) read best in messages. */
export function displayPath(path: string): string {
  const rel = relative(process.cwd(), path);
  return rel.startsWith('..') || isAbsolute(rel) ? path : rel;
}

export type ReadResult = { ok: true; text: string } | { ok: false; diagnostic: Diagnostic };

/** A problem with a whole file (it cannot be read or written), placed at its first line. */
function fileProblem(path: string, message: string): { ok: false; diagnostic: Diagnostic } {
  return { ok: false, diagnostic: { file: displayPath(path), line: 1, col: 1, endLine: 1, endCol: 1, message } };
}

export function writeText(path: string, text: string): { ok: true } | { ok: false; diagnostic: Diagnostic } {
  try {
    writeFileSync(path, text);
    return { ok: true };
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    return fileProblem(path, `cannot be written (${code ?? String(e)}); expected a file path in an existing folder you may write to`);
  }
}

export function readText(path: string): ReadResult {
  try {
    const st = statSync(path);
    if (st.isDirectory()) return fileProblem(path, 'is a folder; expected a .yaml file');
    if (st.size > MAX_FILE_BYTES) return fileProblem(path, `file is ${(st.size / 1e6).toFixed(1)} MB; expected at most ${MAX_FILE_BYTES / 1e6} MB (a ruleset or scenario is a few kB)`);
    return { ok: true, text: readFileSync(path, 'utf8') };
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    return fileProblem(path, code === 'ENOENT' ? 'no such file; expected the path of a .yaml file' : `cannot be read (${code ?? String(e)}); expected a .yaml file you may read`);
  }
}

/** Ruleset folders to search for an id, most specific first. */
function searchDirs(fromFile: string, extra: string[]): string[] {
  const dirs = extra.map((d) => resolve(d));
  // A designer's own project: the nearest rulesets/ folder above the scenario.
  for (let d = dirname(resolve(fromFile)); ; d = dirname(d)) {
    const candidate = join(d, 'rulesets');
    if (existsSync(candidate)) dirs.push(candidate);
    if (dirname(d) === d) break;
  }
  dirs.push(SHIPPED_RULESETS);
  return [...new Set(dirs)];
}

function idsIn(dir: string): string[] {
  try {
    return readdirSync(dir).filter((f) => /\.ya?ml$/.test(f)).map((f) => f.replace(/\.ya?ml$/, ''));
  } catch {
    return [];
  }
}

/** `relativeTo` names where a ruleset path is looked up from, for the message when none is found. */
export function fileResolver(extraDirs: string[], relativeTo = 'this scenario'): RulesetResolver {
  return (ref, fromFile) => {
    if (/\.ya?ml$/i.test(ref)) {
      const path = resolve(dirname(resolve(fromFile)), ref);
      const r = readText(path);
      if (!r.ok) return { error: `ruleset file "${ref}" (${displayPath(path)}): ${r.diagnostic.message}` };
      return { text: r.text, file: displayPath(path), id: rulesetIdFromFile(ref) };
    }
    const dirs = searchDirs(fromFile, extraDirs);
    for (const dir of dirs) {
      for (const ext of ['.yaml', '.yml']) {
        const path = join(dir, ref + ext);
        if (existsSync(path)) {
          const r = readText(path);
          if (!r.ok) return { error: `ruleset "${ref}" (${displayPath(path)}): ${r.diagnostic.message}` };
          return { text: r.text, file: displayPath(path), id: ref };
        }
      }
    }
    const known = [...new Set(dirs.flatMap(idsIn))].sort();
    return { error: `no ruleset "${ref}"; expected a ruleset id (${known.join(', ')}) or a path to a .yaml file relative to ${relativeTo}` };
  };
}
