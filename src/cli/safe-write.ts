/**
 * The one way the CLI writes a file (import, export --out, play --out, --report). What it is
 * given may come from a stranger: a received folder (a zip, a git clone) can hold a symbolic
 * link where a file or a folder is to go, a FIFO, or a device. So a file is only ever created
 * exclusively, as a regular file, never through a link, and only inside the real path of the
 * folder it was given:
 * - the folders on the way are walked one by one from that real path, each checked with lstat
 *   (a link is refused, a missing one is made with mkdir, one at a time);
 * - the file is opened with O_CREAT | O_EXCL | O_NOFOLLOW (so a link made meanwhile is not
 *   followed either), and after opening, its real path must still be inside the folder;
 * - `force` replaces only a regular file, by a new file in the same folder renamed over it (a
 *   rename replaces a link itself, never what it points to);
 * - a FIFO, device or socket is refused by its lstat type, never opened (opening a FIFO blocks).
 * Reading what is there (to compare) is bounded: regular files only, never past the size limit.
 */
import {
  closeSync,
  constants,
  fstatSync,
  lstatSync,
  mkdirSync,
  openSync,
  readlinkSync,
  readSync,
  realpathSync,
  renameSync,
  statSync,
  unlinkSync,
  writeFileSync,
  type Stats,
} from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { excerpt } from '../engine/loader/diagnostics';
import { MAX_FILE_BYTES } from '../engine/loader/yaml-source';
import { displayPath } from './files';

/** Why a file was not written: `rulebench: <command>: <path>: <what>; expected <expected>`. */
export interface WriteRefusal {
  ok: false;
  path: string;
  what: string;
  expected: string;
}

export type Written = { ok: true; path: string } | WriteRefusal;

/** What is at a path a file is to be written to. */
export type Present = { ok: true; kind: 'none' } | { ok: true; kind: 'file'; same: (text: string) => boolean };

// Flags missing on a platform (O_NOFOLLOW on Windows) are 0: the lstat checks still hold there.
const NOFOLLOW = constants.O_NOFOLLOW ?? 0;
const NONBLOCK = constants.O_NONBLOCK ?? 0;
const CREATE = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | NOFOLLOW | NONBLOCK;

const NO_FOLDER = 'no such folder';

const refused = (path: string, what: string, expected: string): WriteRefusal => ({ ok: false, path, what, expected });

/** The refusal as the one line the CLI prints, after `rulebench: ` and `prefix` (`play --out `, `import: `). */
export function refusalLine(prefix: string, r: WriteRefusal): string {
  return `rulebench: ${prefix}${displayPath(r.path)}: ${r.what}; expected ${r.expected}`;
}

const codeOf = (e: unknown): string => (e as NodeJS.ErrnoException).code ?? String(e);

function lstatOrNull(path: string): Stats | null {
  try {
    return lstatSync(path);
  } catch (e) {
    if (codeOf(e) === 'ENOENT' || codeOf(e) === 'ENOTDIR') return null;
    throw e;
  }
}

function specialKind(st: Stats): string {
  if (st.isCharacterDevice() || st.isBlockDevice()) return 'a device';
  if (st.isFIFO()) return 'a named pipe (FIFO)';
  if (st.isSocket()) return 'a socket';
  return 'not a regular file';
}

function linkTarget(path: string): string {
  try {
    return ` to "${excerpt(readlinkSync(path))}"`;
  } catch {
    return '';
  }
}

/** `path` is `folder` or inside it (both absolute, real). */
function inside(folder: string, path: string): boolean {
  const rel = relative(folder, path);
  return rel === '' || (rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel));
}

/** Why what lies at `path` (its lstat) cannot be written as a file, or null when it is a regular file. */
function notAFile(path: string, st: Stats): WriteRefusal | null {
  if (st.isSymbolicLink())
    return refused(
      path,
      `is a symbolic link${linkTarget(path)}, and Rulebench never writes through a link`,
      'the name of a new or a regular file (remove the link to write there)',
    );
  if (st.isDirectory()) return refused(path, 'is a folder', 'a file name');
  if (!st.isFile()) return refused(path, `is ${specialKind(st)}, not a file`, 'the name of a new or a regular file');
  return null;
}

/**
 * The real path of the folder given (`root`, as the user named it: a link there is their choice),
 * made when missing if `make`.
 */
function realRoot(root: string, make: boolean): { ok: true; real: string } | WriteRefusal {
  const full = resolve(root);
  try {
    const st = lstatOrNull(full);
    if (!st && make) mkdirSync(full, { recursive: true });
    else if (!st) return refused(full, NO_FOLDER, 'an existing folder');
    const real = realpathSync(full);
    if (!statSync(real).isDirectory())
      return refused(full, 'is a file, not a folder', 'a folder (made when it does not exist)');
    return { ok: true, real };
  } catch (e) {
    const code = codeOf(e);
    if (code === 'ENOENT')
      return refused(full, `is a symbolic link${linkTarget(full)} that leads to nothing`, 'an existing folder');
    if (code === 'ENOTDIR' || code === 'EEXIST')
      return refused(full, 'is on a path through a file, not a folder', 'a path of folders');
    return refused(full, `cannot be used as a folder (${code})`, 'a folder you may write to');
  }
}

/** `rel` split into names, each a plain name (never `..`, `.` or empty: callers pass names they built). */
function namesOf(rel: string): string[] | null {
  const names = rel.split(/[\\/]/);
  return names.every((n) => n !== '' && n !== '.' && n !== '..') ? names : null;
}

/**
 * The folder `names` lead to from `real`, each checked with lstat: never a link, never a file;
 * made one at a time when missing if `make`, else null when one is missing.
 */
function walk(real: string, names: string[], make: boolean): { ok: true; dir: string | null } | WriteRefusal {
  let dir = real;
  for (const name of names) {
    const next = join(dir, name);
    let st = lstatOrNull(next);
    if (!st) {
      if (!make) return { ok: true, dir: null };
      try {
        mkdirSync(next);
      } catch (e) {
        if (codeOf(e) !== 'EEXIST') return refused(next, `cannot be made (${codeOf(e)})`, 'a folder you may write to');
      }
      st = lstatSync(next);
    }
    if (st.isSymbolicLink())
      return refused(
        next,
        `is a symbolic link${linkTarget(next)}, and Rulebench never writes into a linked folder`,
        `a real folder inside ${displayPath(real)} (or remove the link)`,
      );
    if (!st.isDirectory())
      return refused(next, `is ${st.isFile() ? 'a file' : specialKind(st)}, not a folder`, 'a folder');
    dir = next;
  }
  return { ok: true, dir };
}

/** Same bytes as `text`? Read only when the sizes agree, through a descriptor that follows no link and never blocks. */
function sameContent(path: string, size: number, text: string): boolean {
  const want = Buffer.from(text, 'utf8');
  if (size !== want.length || size > MAX_FILE_BYTES) return false;
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | NOFOLLOW | NONBLOCK);
  } catch {
    return false;
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile() || st.size !== want.length) return false;
    const buf = Buffer.alloc(want.length + 1);
    let length = 0;
    for (let n = 1; n > 0 && length < buf.length; length += n) n = readSync(fd, buf, length, buf.length - length, null);
    return length === want.length && buf.subarray(0, length).equals(want);
  } finally {
    closeSync(fd);
  }
}

/**
 * What is at `root/rel` now, without writing anything: nothing, or a regular file (whose content
 * can be compared); a link, FIFO, device or folder there, or on the way, is the refusal.
 */
export function present(root: string, rel: string): Present | WriteRefusal {
  const names = namesOf(rel);
  if (!names) return refused(join(root, rel), 'is not a plain file name', 'a name without folders "." or ".."');
  const r = realRoot(root, false);
  if (!r.ok) return r.what === NO_FOLDER ? { ok: true, kind: 'none' } : r;
  const w = walk(r.real, names.slice(0, -1), false);
  if (!w.ok) return w;
  if (w.dir === null) return { ok: true, kind: 'none' };
  const path = join(w.dir, names[names.length - 1]);
  const st = lstatOrNull(path);
  if (!st) return { ok: true, kind: 'none' };
  const bad = notAFile(path, st);
  if (bad) return bad;
  return { ok: true, kind: 'file', same: (text) => sameContent(path, st.size, text) };
}

/** Writes `text` through `fd`, then checks that the file opened is a regular file inside `real`. */
function fill(fd: number, path: string, real: string, text: string): WriteRefusal | null {
  try {
    const st = fstatSync(fd);
    const at = realpathSync(path);
    const there = statSync(at);
    if (!st.isFile() || !inside(real, at) || there.ino !== st.ino || there.dev !== st.dev)
      return refused(
        path,
        'changed while it was written (a link or folder was swapped in)',
        `a file inside ${displayPath(real)}`,
      );
    writeFileSync(fd, text);
    return null;
  } finally {
    closeSync(fd);
  }
}

/** Creates `path` exclusively (never through a link, never a FIFO) and writes `text`. */
function create(path: string, real: string, text: string): WriteRefusal | null {
  let fd: number;
  try {
    fd = openSync(path, CREATE, 0o666);
  } catch (e) {
    const code = codeOf(e);
    // Something appeared there since it was looked at: say what it is.
    const st = code === 'EEXIST' || code === 'ELOOP' ? lstatOrNull(path) : null;
    if (st) return notAFile(path, st) ?? refused(path, 'the file exists', 'a new file name, or --force to replace it');
    return refused(path, `cannot be written (${code})`, 'a file path in a folder you may write to');
  }
  const bad = fill(fd, path, real, text);
  if (bad) unlinkQuietly(path);
  return bad;
}

function unlinkQuietly(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // Already gone, or never made: nothing to clean.
  }
}

/**
 * Writes `text` to `root/rel` (`rel`: names separated by "/", built by the caller), as the module
 * header says. Folders on the way are made when missing; `root` itself when `makeRoot`.
 */
export function writeInside(
  root: string,
  rel: string,
  text: string,
  opts: { force?: boolean; makeRoot?: boolean } = {},
): Written {
  const names = namesOf(rel);
  if (!names) return refused(join(root, rel), 'is not a plain file name', 'a name without folders "." or ".."');
  const r = realRoot(root, !!opts.makeRoot);
  if (!r.ok) return r;
  const w = walk(r.real, names.slice(0, -1), true);
  if (!w.ok) return w;
  const dir = w.dir!;
  const name = names[names.length - 1];
  const path = join(dir, name);
  const shown = join(resolve(root), rel);
  const st = lstatOrNull(path);
  if (st) {
    const bad = notAFile(path, st);
    if (bad) return { ...bad, path: shown };
    if (!opts.force) return refused(shown, 'the file exists', 'a new file name, or --force to replace it');
    const temp = join(dir, `.${name}.${process.pid}.${Date.now().toString(36)}.tmp`);
    const t = create(temp, r.real, text);
    if (t) return { ...t, path: shown };
    // Looked at again just before: only a regular file is replaced (a rename replaces a link, never its target).
    const now = lstatOrNull(path);
    const still = now ? notAFile(path, now) : null;
    if (still) {
      unlinkQuietly(temp);
      return { ...still, path: shown };
    }
    try {
      renameSync(temp, path);
    } catch (e) {
      unlinkQuietly(temp);
      return refused(shown, `cannot be replaced (${codeOf(e)})`, 'a file you may write to');
    }
    return { ok: true, path: shown };
  }
  const bad = create(path, r.real, text);
  return bad ? { ...bad, path: shown } : { ok: true, path: shown };
}

/** The folder of a file the user named, which must exist: a refusal names the file, and the folder when it is missing. */
function outFolder(full: string): WriteRefusal | null {
  const r = realRoot(dirname(full), false);
  if (r.ok) return null;
  return r.what === NO_FOLDER
    ? refused(full, `its folder ${displayPath(dirname(full))} does not exist`, 'a file path in an existing folder')
    : r;
}

/** A file the user named (`--out`, `--report`): written in its folder, which must exist. */
export function writeOut(file: string, text: string, force = false): Written {
  const full = resolve(file);
  return outFolder(full) ?? writeInside(dirname(full), basename(full), text, { force });
}

/** What is at a file the user named, as `present` says; its folder must exist. */
export function presentOut(file: string): Present | WriteRefusal {
  const full = resolve(file);
  return outFolder(full) ?? present(dirname(full), basename(full));
}
