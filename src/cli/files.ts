/**
 * File access for the CLI (the engine itself never touches the file system):
 * reading designers' files safely and finding rulesets by id.
 *
 * Every file is untrusted: scenarios are shared, and a zip or a git repository
 * can carry symbolic links. So a file refers only to files of its own project
 * (the folder holding the nearest rulesets/ folder above it, or else its own
 * folder), ruleset ids are names and never paths, and only regular files are
 * read, never more than the size limit (a device or FIFO reports size 0).
 */
import {
  closeSync,
  constants,
  fstatSync,
  lstatSync,
  openSync,
  readdirSync,
  readlinkSync,
  readSync,
  realpathSync,
  statSync,
  type Stats,
} from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep, win32 } from 'node:path';
import { fileURLToPath } from 'node:url';
import { excerpt, type Diagnostic } from '../engine/loader/diagnostics';
import { rulesetIdFromFile } from '../engine/loader/ruleset';
import { decodeText } from '../engine/loader/text';
import { MAX_FILE_BYTES } from '../engine/loader/yaml-source';
import type { RulesetResolver } from '../engine/loader/resolver';

/** The rulesets shipped with Rulebench. */
export const SHIPPED_RULESETS = fileURLToPath(new URL('../../rulesets/', import.meta.url));

/** A ruleset id: a file name without its extension, never a path (no slash, no leading dot). */
const RULESET_ID = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,99}$/;

/** Paths as the user typed them (relative to the working directory) read best in messages. */
export function displayPath(path: string): string {
  const rel = relative(process.cwd(), path);
  return rel.startsWith('..') || isAbsolute(rel) ? path : rel || '.';
}

export type ReadResult = { ok: true; text: string } | { ok: false; diagnostic: Diagnostic };
type Refusal = { ok: false; diagnostic: Diagnostic };

/** A problem with a whole file (it cannot be read or written), placed at its first line. */
function fileProblem(path: string, message: string): Refusal {
  return { ok: false, diagnostic: { file: displayPath(path), line: 1, col: 1, endLine: 1, endCol: 1, message } };
}

function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** The folder a file may refer into: the one holding the nearest rulesets/ folder above it, or else its own. */
export function projectOf(file: string): string {
  const own = dirname(resolve(file));
  for (let d = own; ; d = dirname(d)) {
    if (isFolder(join(d, 'rulesets'))) return d;
    if (dirname(d) === d) return own;
  }
}

/** `path` is `folder` or inside it (both absolute). */
export function inside(folder: string, path: string): boolean {
  const rel = relative(folder, path);
  return rel === '' || (rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel));
}

function realpathOrSelf(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
}

/** What a file that is neither a regular file nor a folder is, for a message: `is ${specialKind(st)}`. */
export function specialKind(st: Stats): string {
  if (st.isCharacterDevice() || st.isBlockDevice()) return 'a device';
  if (st.isFIFO()) return 'a named pipe (FIFO)';
  if (st.isSocket()) return 'a socket';
  return 'a special file';
}

const tooBig = (bytes: number): string =>
  `file is ${(bytes / 1e6).toFixed(1)} MB; expected at most ${MAX_FILE_BYTES / 1e6} MB (a ruleset or scenario is a few kB)`;

/**
 * The text of the regular file at `path` (already resolved), read through the
 * opened descriptor: what is checked is what is read. Opened non-blocking, so
 * a FIFO cannot hang the open; at most MAX_FILE_BYTES + 1 bytes are ever read.
 */
function readRegularFile(path: string, shownAs: string): ReadResult {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    return fileProblem(
      shownAs,
      code === 'ENOENT'
        ? 'no such file; expected the path of a .yaml file'
        : `cannot be read (${code ?? String(e)}); expected a .yaml file you may read`,
    );
  }
  try {
    const st = fstatSync(fd);
    if (st.isDirectory()) return fileProblem(shownAs, 'is a folder; expected a .yaml file');
    if (!st.isFile()) return fileProblem(shownAs, `is ${specialKind(st)}, not a file; expected a .yaml file`);
    if (st.size > MAX_FILE_BYTES) return fileProblem(shownAs, tooBig(st.size));
    // Sized by what stat says, grown only up to the limit: a file may grow while it is read.
    let buf = Buffer.alloc(Math.min(st.size, MAX_FILE_BYTES) + 1);
    let length = 0;
    for (;;) {
      if (length === buf.length) {
        if (buf.length > MAX_FILE_BYTES) return fileProblem(shownAs, tooBig(length));
        const bigger = Buffer.alloc(Math.min(buf.length * 2, MAX_FILE_BYTES + 1));
        buf.copy(bigger, 0, 0, length);
        buf = bigger;
      }
      const n = readSync(fd, buf, length, buf.length - length, null);
      if (n === 0) break;
      length += n;
    }
    const decoded = decodeText(buf.subarray(0, length), displayPath(shownAs));
    return decoded;
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    return fileProblem(shownAs, `cannot be read (${code ?? String(e)}); expected a .yaml file you may read`);
  } finally {
    closeSync(fd);
  }
}

/**
 * Where the file at `path` really is, if that is inside `allowed`; else why it
 * is refused (a symbolic link leading out, or to nothing). `what` names the
 * file in the message; `folder` names `allowed` for the designer.
 */
function contained(
  path: string,
  allowed: string,
  what: string,
  folder: string,
): { ok: true; real: string } | { ok: false; why: string } {
  let link: boolean;
  try {
    link = lstatSync(path).isSymbolicLink();
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    return {
      ok: false,
      why:
        code === 'ENOENT'
          ? 'no such file; expected the path of a .yaml file'
          : `cannot be read (${code ?? String(e)}); expected a .yaml file you may read`,
    };
  }
  let real: string;
  try {
    real = realpathSync(path);
  } catch {
    let target = '';
    try {
      target = readlinkSync(path);
    } catch {
      // A link inside a link that leads nowhere: the message names no target.
    }
    return {
      ok: false,
      why: `is a symbolic link${target ? ` to "${excerpt(target)}"` : ''} that leads to no file (the file it points to was moved or not shipped); expected a .yaml file, or the link removed`,
    };
  }
  if (!inside(realpathOrSelf(allowed), real)) {
    const how = link ? 'is a symbolic link to a file outside' : 'is inside a folder that links outside';
    return {
      ok: false,
      why: `${how} ${folder} (${displayPath(allowed)}), so it is not read; expected ${what} inside that folder (copy the file in if you trust it)`,
    };
  }
  return { ok: true, real };
}

/**
 * A file named on the command line. The user chose its path; a symbolic link
 * in it must still not lead out of the file's project (a received folder may carry one).
 */
export function readText(path: string): ReadResult {
  const full = resolve(path);
  const where = contained(full, projectOf(full), 'a file', 'its project folder');
  if (!where.ok) return fileProblem(path, where.why);
  return readRegularFile(where.real, path);
}

/** Ruleset folders to search for an id, most specific first: `--rulesets` folders, the project's, the shipped ones. */
function searchDirs(fromFile: string, extra: string[]): { dir: string; allowed: string; folder: string }[] {
  const dirs = extra.map((d) => ({ dir: resolve(d), allowed: resolve(d), folder: 'the --rulesets folder' }));
  const project = projectOf(fromFile);
  const own = join(project, 'rulesets');
  if (isFolder(own)) dirs.push({ dir: own, allowed: project, folder: 'the project folder' });
  dirs.push({ dir: SHIPPED_RULESETS, allowed: SHIPPED_RULESETS, folder: "Rulebench's rulesets folder" });
  const seen = new Set<string>();
  return dirs.filter((d) => !seen.has(d.dir) && seen.add(d.dir));
}

function idsIn(dir: string): string[] {
  try {
    return readdirSync(dir)
      .filter((f) => /\.ya?ml$/.test(f))
      .map((f) => f.replace(/\.ya?ml$/, ''))
      .filter((id) => RULESET_ID.test(id));
  } catch {
    return [];
  }
}

const isPathLike = (ref: string): boolean => /\.ya?ml$/i.test(ref) || ref.includes('/') || ref.includes('\\');

/** Finds the base a ruleset `extends:` (a path relative to that ruleset, inside its project, or an id). */
export function baseResolver(extraDirs: string[]): RulesetResolver {
  return fileResolver(extraDirs, 'this ruleset');
}

/**
 * `relativeTo` names where a ruleset path is looked up from, for the message
 * when none is found. A path must stay inside the project of `fromFile`;
 * `contain: false` is for a path the user typed on the command line, which may point anywhere.
 */
export function fileResolver(extraDirs: string[], relativeTo = 'this scenario', contain = true): RulesetResolver {
  return (ref, fromFile) => {
    const shown = `"${excerpt(ref)}"`;
    if (isPathLike(ref)) {
      if (contain && (isAbsolute(ref) || win32.isAbsolute(ref) || ref.startsWith('~'))) {
        return {
          error: `ruleset file ${shown} is an absolute path; expected a path relative to ${relativeTo}, inside its project folder (${displayPath(projectOf(fromFile))}), or a ruleset id`,
        };
      }
      const path = resolve(dirname(resolve(fromFile)), ref);
      const project = projectOf(fromFile);
      if (contain && !inside(project, path)) {
        return {
          error: `ruleset file ${shown} leads out of the project folder of ${relativeTo} (${displayPath(project)}); expected a path to a .yaml file inside it, or a ruleset id`,
        };
      }
      const where = contain
        ? contained(path, project, 'a ruleset file', 'the project folder')
        : { ok: true as const, real: realpathOrSelf(path) };
      const r = where.ok ? readRegularFile(where.real, path) : fileProblem(path, where.why);
      if (!r.ok) return { error: `ruleset file ${shown} (${displayPath(path)}): ${r.diagnostic.message}` };
      return { text: r.text, file: displayPath(path), id: rulesetIdFromFile(ref) };
    }
    const dirs = searchDirs(fromFile, extraDirs);
    const known = (): string => [...new Set(dirs.flatMap((d) => idsIn(d.dir)))].sort().join(', ');
    if (!RULESET_ID.test(ref)) {
      return {
        error: `ruleset ${shown} is not a ruleset id (letters, digits, ".", "-" and "_", not starting with a dot); expected a ruleset id (${known()}) or a path to a .yaml file relative to ${relativeTo}`,
      };
    }
    for (const { dir, allowed, folder } of dirs) {
      for (const ext of ['.yaml', '.yml']) {
        const path = join(dir, ref + ext);
        let present = false;
        try {
          lstatSync(path);
          present = true;
        } catch {
          // Not in this folder: look in the next.
        }
        if (!present) continue;
        const where = contained(path, allowed, 'a ruleset file', folder);
        const r = where.ok ? readRegularFile(where.real, path) : fileProblem(path, where.why);
        if (!r.ok) return { error: `ruleset "${ref}" (${displayPath(path)}): ${r.diagnostic.message}` };
        return { text: r.text, file: displayPath(path), id: ref };
      }
    }
    return {
      error: `no ruleset ${shown}; expected a ruleset id (${known()}) or a path to a .yaml file relative to ${relativeTo}`,
    };
  };
}
