/**
 * `npm run bench:hostile`: the CLI's time and peak memory on each hostile
 * file of issue 10, generated here in a temporary folder (nothing is
 * committed), printed as a markdown table. Target: every case within 2 s and
 * 300 MB (100,000 legal actions: 3 s). Each case is one `rulebench validate` (or `run`) in a child process,
 * measured by /usr/bin/time (peak resident memory, CPU time) and the wall
 * clock. The machine may be shared: the CPU time (user + system, all threads)
 * compares runs under different loads, and the first row is the CLI's start-up
 * on a one-line file, which every case pays.
 */
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = new URL('..', import.meta.url).pathname;
const CLI = join(ROOT, 'bin/rulebench.mjs');
const TIME = '/usr/bin/time';
const TARGET = { seconds: 2, mb: 300 };

interface Case {
  name: string;
  file: string;
  /** Writes the case into `dir` (a file, or a link, or a FIFO). */
  make: (path: string, dir: string) => void;
  command?: 'validate' | 'run';
  /** Its time target when not the usual 2 s. */
  seconds?: number;
}

const text = (content: string) => (path: string) => writeFileSync(path, content);

/**
 * 100,000 legal actions (the most a scenario may hold): on Units with no ply limit to speak
 * of, both sides turn a unit back and forth (each turn moves a class one up, 4 back to 1).
 */
function longScenario(path: string, dir: string): void {
  const units = readFileSync(join(ROOT, 'rulesets/units-v1.2.yaml'), 'utf8');
  writeFileSync(join(dir, 'long-rules.yaml'), `${units.replace(/^plyLimit:.*$/m, '')}\nplyLimit: 1000000\n`);
  const actions = Array.from({ length: 100_000 }, (_, i) => (i % 2 === 0 ? '  - {turn: c1}' : '  - {turn: f8}'));
  writeFileSync(
    path,
    `ruleset: long-rules.yaml\nactions:\n${actions.join('\n')}\nexpect:\n  - { toMove: south, pieces: [{ at: c1, class: 1 }, { at: f8, class: 1 }] }\n`,
  );
}
const lines = (n: number, line: (i: number) => string) => Array.from({ length: n }, (_, i) => line(i)).join('');

const CASES: Case[] = [
  { name: 'start-up: a one-line file', file: 'tiny.yaml', make: text('family: units\n') },
  { name: '1,000 unclosed [', file: 'open.yaml', make: text(`${'['.repeat(1000)}\n`) },
  {
    name: '100,000 nested [ ]',
    file: 'lists.yaml',
    make: text(`family: units\nboard: ${'['.repeat(100_000)}${']'.repeat(100_000)}\n`),
  },
  {
    name: '100,000 nested { a: }',
    file: 'maps.yaml',
    make: text(`family: units\nboard: ${'{a: '.repeat(100_000)}${'}'.repeat(100_000)}\n`),
  },
  {
    name: '120,000 duplicate keys',
    file: 'dups.yaml',
    make: text(`family: units\n${'plyLimit: 1\n'.repeat(120_000)}`),
  },
  {
    name: '120,000 unknown keys',
    file: 'unknown.yaml',
    make: text(`family: units\n${lines(120_000, (i) => `k${i}: 1\n`)}`),
  },
  {
    name: '120,000 lines without a colon',
    file: 'nocolon.yaml',
    make: text(`family: units\n${'a b c\n'.repeat(120_000)}`),
  },
  {
    name: '1.9 MB value',
    file: 'value.yaml',
    make: text(`family: units\nboard: { width: ${'x'.repeat(1_900_000)} }\n`),
  },
  {
    name: '100,000 unreadable actions',
    file: 'actions.yaml',
    make: text(`ruleset: units-v1.2\nactions:\n${'  - { frm: c1 }\n'.repeat(100_000)}`),
  },
  { name: '100,000 legal actions (run)', file: 'long.yaml', make: longScenario, command: 'run', seconds: 3 },
  {
    name: 'UTF-16 file',
    file: 'utf16.yaml',
    make: (p) =>
      writeFileSync(
        p,
        Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('ruleset: units-v1.2\n'.repeat(200), 'utf16le')]),
      ),
  },
  { name: 'link to /dev/zero', file: 'zero.yaml', make: text('ruleset: ./rulesets/zero.yaml\n'), command: 'run' },
  { name: 'FIFO as a ruleset', file: 'fifo.yaml', make: text('ruleset: pipe\n'), command: 'run' },
  { name: 'file over 2 MB', file: 'big.yaml', make: text(`ruleset: units-v1.2\n# ${'x'.repeat(2_100_000)}\n`) },
];

interface Row {
  name: string;
  target: number;
  bytes: number;
  code: number | null;
  seconds: number;
  cpu: number | null;
  mb: number | null;
}

function measure(c: Case, dir: string): Row {
  const path = join(dir, c.file);
  c.make(path, dir);
  const args = [CLI, c.command ?? 'validate', c.file];
  const timed = existsSync(TIME);
  const t = performance.now();
  const r = timed
    ? spawnSync(TIME, ['-f', '%U %S %M', process.execPath, ...args], {
        cwd: dir,
        encoding: 'utf8',
        timeout: 600_000,
        maxBuffer: 1 << 28,
      })
    : spawnSync(process.execPath, args, { cwd: dir, encoding: 'utf8', timeout: 600_000, maxBuffer: 1 << 28 });
  const seconds = (performance.now() - t) / 1000;
  // /usr/bin/time prints user and system seconds and the peak resident set in kB as the last line of stderr.
  const [user, system, kb] = timed ? (r.stderr.trim().split('\n').at(-1) ?? '').split(' ').map(Number) : [];
  const cpu = user !== undefined && system !== undefined && Number.isFinite(user + system) ? user + system : null;
  return {
    name: c.name,
    target: c.seconds ?? TARGET.seconds,
    bytes: statSync(path, { throwIfNoEntry: false })?.size ?? 0,
    code: r.status,
    seconds,
    cpu,
    mb: kb !== undefined && Number.isFinite(kb) ? kb / 1024 : null,
  };
}

function main(): void {
  const dir = mkdtempSync(join(tmpdir(), 'rulebench-hostile-bench-'));
  try {
    mkdirSync(join(dir, 'rulesets'));
    symlinkSync('/dev/zero', join(dir, 'rulesets', 'zero.yaml'));
    spawnSync('mkfifo', [join(dir, 'rulesets', 'pipe.yaml')]);
    // `npm run bench:hostile -- dup nest` measures only the cases whose name contains "dup" or "nest".
    const only = process.argv.slice(2).map((w) => w.toLowerCase());
    const rows = CASES.filter((c) => only.length === 0 || only.some((w) => c.name.toLowerCase().includes(w))).map((c) =>
      measure(c, dir),
    );
    console.log(
      '| case | file size | exit | time (s) | CPU time (s) | peak memory (MB) | within 2 s (3 s for 100,000 legal actions) and 300 MB |',
    );
    console.log('|---|---:|---:|---:|---:|---:|:---:|');
    for (const r of rows) {
      const ok = r.seconds <= r.target && (r.mb === null || r.mb <= TARGET.mb);
      const size = r.bytes >= 1e6 ? `${(r.bytes / 1e6).toFixed(1)} MB` : `${(r.bytes / 1e3).toFixed(1)} kB`;
      console.log(
        `| ${r.name} | ${size} | ${r.code} | ${r.seconds.toFixed(2)} | ${r.cpu === null ? 'n/a' : r.cpu.toFixed(2)} | ${r.mb === null ? 'n/a' : r.mb.toFixed(0)} | ${ok ? 'yes' : 'NO'} |`,
      );
    }
    if (!existsSync(TIME)) console.log('\n(/usr/bin/time is missing: peak memory not measured)');
    const load = existsSync('/proc/loadavg') ? readFileSync('/proc/loadavg', 'utf8').split(' ')[0] : undefined;
    if (load) console.log(`\nLoad average while measuring: ${load}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main();
