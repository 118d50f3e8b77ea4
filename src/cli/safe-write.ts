/**
 * The one way the CLI writes a file (import, export --out, play --out, --report). What it is
 * given may come from a stranger: a received folder (a zip, a git clone) can hold a symbolic
 * link where a file or a folder is to go, a FIFO, or a device. And a write can fail part way (a
 * full disk, a file-size limit). So a file only ever appears whole, as a regular file, never
 * through a link, and only inside the real path of the folder it was given:
 * - the folders on the way are walked one by one from that real path, each checked with lstat
 *   (a link is refused, a missing one is made with mkdir, one at a time);
 * - the text is written in full to a new temporary file in the same folder, opened with
 *   O_CREAT | O_EXCL | O_NOFOLLOW (so a link made meanwhile is not followed either), whose real
 *   path must still be inside the folder; a failed write removes it and is a refusal;
 * - only then is it put in place: a new file by a hard link (which fails when the name is taken,
 *   and never follows a link there), `force` by a rename over a regular file only (a rename
 *   replaces a link itself, never what it points to), keeping that file's mode;
 * - a FIFO, device or socket is refused by its lstat type, never opened (opening a FIFO blocks).
 * Reading what is there (to compare) is bounded: regular files only, never past the size limit.
 */
import {
  closeSync,
  constants,
  fchmodSync,
  fstatSync,
  linkSync,
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
import { randomBytes } from 'node:crypto';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { excerpt } from '../engine/loader/diagnostics';
import { MAX_FILE_BYTES } from '../engine/loader/yaml-source';
import { displayPath, inside, specialKind } from './files';

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

/** Why the system would not write, in words, and what would let it. */
const WRITE_ERRORS: Record<string, [why: string, expected: string]> = {
  ENOSPC: ['the disk is full', 'free space on the disk'],
  EDQUOT: ['your disk quota is used up', 'room in your disk quota'],
  EFBIG: [
    'the file is larger than a file may grow here (a file-size limit, see ulimit -f)',
    'a file-size limit the file fits in',
  ],
  EIO: ['the disk reported an input/output error', 'a disk that writes without errors'],
  EROFS: ['the folder is on a read-only file system', 'a folder you may write to'],
  EACCES: ['permission denied', 'a folder you may write to'],
  EPERM: ['the operation is not permitted', 'a folder you may write to'],
};

/** A write, or putting a file in place, that failed: nothing of it was left behind. */
function couldNotWrite(path: string, e: unknown): WriteRefusal {
  const code = codeOf(e);
  const [why, expected] = WRITE_ERRORS[code] ?? [`the system refused it (${code})`, 'a folder you may write to'];
  return refused(path, `could not be written (${code}): ${why}; nothing of it was kept`, expected);
}

function lstatOrNull(path: string): Stats | null {
  try {
    return lstatSync(path);
  } catch (e) {
    if (codeOf(e) === 'ENOENT' || codeOf(e) === 'ENOTDIR') return null;
    throw e;
  }
}

/** `run()`, with a file-system error it throws (a folder that cannot be looked at, say) as the refusal for `path`. */
function guarded<T>(path: string, run: () => T | WriteRefusal): T | WriteRefusal {
  try {
    return run();
  } catch (e) {
    if (typeof (e as NodeJS.ErrnoException).code !== 'string') throw e;
    return couldNotWrite(path, e);
  }
}

function linkTarget(path: string): string {
  try {
    return ` to "${excerpt(readlinkSync(path))}"`;
  } catch {
    return '';
  }
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
      st = lstatOrNull(next);
      if (!st)
        return refused(
          next,
          'was gone right after it was made (something else is changing this folder)',
          'a folder nothing else removes while Rulebench writes',
        );
    }
    if (st.isSymbolicLink()) {
      const where = displayPath(real);
      return refused(
        next,
        `is a symbolic link${linkTarget(next)}, and Rulebench never writes into a linked folder`,
        `a real folder inside ${where === '.' ? 'the current folder' : where} (or remove the link, or type the path it leads to)`,
      );
    }
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
  return guarded(join(resolve(root), rel), (): Present | WriteRefusal => {
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
  });
}

function unlinkQuietly(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // Already gone, or never made: nothing to clean.
  }
}

/**
 * A new temporary file in `dir` (inside `real`) holding all of `text`, with `mode` when given
 * (the mode of the file it is to replace); its path, or why it could not be made (then it is gone).
 */
function writeTemp(
  dir: string,
  name: string,
  real: string,
  text: string,
  mode: number | undefined,
): { ok: true; temp: string } | WriteRefusal {
  const temp = join(dir, `.${name.slice(0, 100)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
  let fd: number;
  try {
    fd = openSync(temp, CREATE, 0o666);
  } catch (e) {
    return couldNotWrite(join(dir, name), e);
  }
  let bad: WriteRefusal | null = null;
  try {
    const st = fstatSync(fd);
    const at = realpathSync(temp);
    const there = statSync(at);
    if (!st.isFile() || !inside(real, at) || there.ino !== st.ino || there.dev !== st.dev)
      bad = refused(
        join(dir, name),
        'changed while it was written (a link or folder was swapped in)',
        `a file inside ${displayPath(real)}`,
      );
    else {
      if (mode !== undefined) fchmodSync(fd, mode);
      writeFileSync(fd, text);
    }
  } catch (e) {
    bad = couldNotWrite(join(dir, name), e);
  }
  try {
    closeSync(fd);
  } catch (e) {
    // A file system may report a failed write only when the file is closed.
    bad ??= couldNotWrite(join(dir, name), e);
  }
  if (bad) unlinkQuietly(temp);
  return bad ?? { ok: true, temp };
}

/** Hard links are not made on every file system (FAT, some network shares): there a rename puts a new file in place. */
const NO_HARD_LINKS = new Set(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS']);

/** Puts the whole file `temp` at the new name `path`, which must still be free: never replaces, never follows a link. */
function placeNew(temp: string, path: string): WriteRefusal | null {
  try {
    linkSync(temp, path);
    return null;
  } catch (e) {
    const st = codeOf(e) === 'EEXIST' ? lstatOrNull(path) : null;
    if (st) return notAFile(path, st) ?? refused(path, 'the file exists', 'a new file name, or --force to replace it');
    if (!NO_HARD_LINKS.has(codeOf(e))) return couldNotWrite(path, e);
  }
  // Without hard links a name taken between this look and the rename would be replaced: the window is this one call.
  const st = lstatOrNull(path);
  if (st) return notAFile(path, st) ?? refused(path, 'the file exists', 'a new file name, or --force to replace it');
  try {
    renameSync(temp, path);
    return null;
  } catch (e) {
    return couldNotWrite(path, e);
  }
}

/** Replaces the regular file at `path` by `temp`, looked at again just before (a rename replaces a link, never its target). */
function placeOver(temp: string, path: string): WriteRefusal | null {
  const now = lstatOrNull(path);
  const still = now ? notAFile(path, now) : null;
  if (still) return still;
  try {
    renameSync(temp, path);
    return null;
  } catch (e) {
    return couldNotWrite(path, e);
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
  const shown = join(resolve(root), rel);
  // A refusal about the file itself names it as the caller did; one about a folder on the way names that folder.
  let path = shown;
  const r = guarded(shown, (): Written => {
    const r = realRoot(root, !!opts.makeRoot);
    if (!r.ok) return r;
    const w = walk(r.real, names.slice(0, -1), true);
    if (!w.ok) return w;
    const dir = w.dir!;
    const name = names[names.length - 1];
    path = join(dir, name);
    const st = lstatOrNull(path);
    if (st) {
      const bad = notAFile(path, st);
      if (bad) return bad;
      if (!opts.force) return refused(path, 'the file exists', 'a new file name, or --force to replace it');
    }
    const t = writeTemp(dir, name, r.real, text, st ? st.mode & 0o7777 : undefined);
    if (!t.ok) return t;
    const placed = st ? placeOver(t.temp, path) : placeNew(t.temp, path);
    // Placed by a link, the temporary name is left over; not placed, it is all there is to remove.
    unlinkQuietly(t.temp);
    return placed ?? { ok: true, path };
  });
  return r.ok || r.path === path ? { ...r, path: shown } : r;
}

/**
 * Where a file the user named (`--out`, `--report`) goes: `root` and `rel` for `writeInside`. Its
 * folders inside the current folder are walked from there as the received folders they may be (a
 * link among them is refused); a folder outside it the user typed themselves, and it is used as it
 * is. The folder must exist: a refusal names the file, and the folder when it is missing.
 */
function outPlace(file: string): { root: string; rel: string } | WriteRefusal {
  const full = resolve(file);
  const missing = refused(
    full,
    `its folder ${displayPath(dirname(full))} does not exist`,
    'a file path in an existing folder',
  );
  const cwd = process.cwd();
  if (inside(cwd, dirname(full))) {
    const rel = relative(cwd, full).split(sep).join('/');
    const names = namesOf(rel);
    if (!names) return refused(full, 'is not a file name', 'a file path');
    const r = realRoot(cwd, false);
    if (!r.ok) return r;
    const w = guarded(full, () => walk(r.real, names.slice(0, -1), false));
    if (!w.ok) return w;
    return w.dir === null ? missing : { root: cwd, rel };
  }
  const r = realRoot(dirname(full), false);
  if (!r.ok) return r.what === NO_FOLDER ? missing : r;
  return { root: dirname(full), rel: basename(full) };
}

/**
 * Why a folder the user named (`import --out`) cannot be written into: its part inside the current
 * folder is walked from there, as `outPlace` walks a file's, and a link on it is refused (its part
 * above is the user's own). Missing folders are no refusal: the import makes them.
 */
export function outFolderRefusal(dir: string): WriteRefusal | null {
  const full = resolve(dir);
  const cwd = process.cwd();
  if (!inside(cwd, full) || full === cwd) return null;
  const names = namesOf(relative(cwd, full).split(sep).join('/'));
  if (!names) return refused(full, 'is not a folder path', 'a path of folders');
  const r = realRoot(cwd, false);
  if (!r.ok) return r;
  const w = guarded(full, () => walk(r.real, names, false));
  return w.ok ? null : w;
}

/** A file the user named (`--out`, `--report`): written where `outPlace` says, in a folder that must exist. */
export function writeOut(file: string, text: string, force = false): Written {
  const at = outPlace(file);
  return 'ok' in at ? at : writeInside(at.root, at.rel, text, { force });
}

/** What is at a file the user named, as `present` says; its folder must exist. */
export function presentOut(file: string): Present | WriteRefusal {
  const at = outPlace(file);
  return 'ok' in at ? at : present(at.root, at.rel);
}
