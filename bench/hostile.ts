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
  /** The command line after `rulebench`, when it is not `validate FILE` (or `run FILE`). */
  args?: string[];
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

/** A small bundle of a scenario `s.yaml` on the shipped units-v1.2. */
const SMALL_BUNDLE =
  'rulebench-bundle: 1\nscenario:\n  name: s.yaml\n  text: |\n    ruleset: units-v1.2\n    actions:\n      - { from: c1, to: c5 }\nrulesets: []\n';

/** Writes the small bundle, and in the folder `out` puts `what` where its scenario would go. */
function bundleOnto(out: string, what: (path: string, dir: string) => void): (path: string, dir: string) => void {
  return (path, dir) => {
    writeFileSync(path, SMALL_BUNDLE);
    mkdirSync(join(dir, out));
    what(join(dir, out, 's.yaml'), dir);
  };
}

/** A bundle just under 2 MB: units-v1.2, edited, with 1.9 MB of comment lines, and a scenario on it. */
function bigBundle(path: string): void {
  const units = readFileSync(join(ROOT, 'rulesets/units-v1.2.yaml'), 'utf8').replace(
    /^plyLimit: 200$/m,
    'plyLimit: 100',
  );
  const comments = "# a designer's note on this rule, written at length\n".repeat(32_000);
  const indent = (t: string) => t.replace(/^(?=.)/gm, '      ');
  writeFileSync(
    path,
    `rulebench-bundle: 1\nscenario:\n  name: s.yaml\n  text: |\n    ruleset: units-v1.2\n    actions:\n      - { from: c1, to: c5 }\nrulesets:\n  - name: units-v1.2\n    text: |\n${indent(units + comments)}`,
  );
}

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
  // Issue 20: shapes under 2 MB that made the YAML library build a million nodes (10.9 s and 1.6 GB, 5 s and 1 GB, 7.8 s and 785 MB).
  {
    name: '4,800 lines of 195-deep [[…]]',
    file: 'deep-lists.yaml',
    make: text(`family: units\nboard:\n${`  - ${'['.repeat(195)}${']'.repeat(195)}\n`.repeat(4_800)}`),
  },
  {
    name: '505 lines of 195-deep [[…]] (just under the node bound: the library reads them)',
    file: 'deep-lists-under.yaml',
    make: text(`family: units\nboard:\n${`  - ${'['.repeat(195)}${']'.repeat(195)}\n`.repeat(505)}`),
  },
  {
    name: '940,000-item flow list',
    file: 'flow-list.yaml',
    make: text(`family: units\nboard: [${Array.from({ length: 940_000 }, () => '1').join(',')}]\n`),
  },
  {
    name: '470,000 block-list lines',
    file: 'block-list.yaml',
    make: text(`family: units\nboard:\n${'- 1\n'.repeat(470_000)}`),
  },
  {
    // Each is an item the list reader leaves to the library alone: a parse per item, bounded (yaml-flow-lists.ts).
    name: '54,000 actions, each with a note of several words',
    file: 'actions-notes.yaml',
    make: text(
      `ruleset: units-v1.2\nactions:\n${Array.from({ length: 54_000 }, (_, i) => `  - {turn: c1, note: hello world ${i % 10}}\n`).join('')}`,
    ),
  },
  {
    name: '100,000 actions and a syntax slip after them',
    file: 'actions-slip.yaml',
    make: text(`ruleset: units-v1.2\nactions:\n${'  - { turn: c1 }\n'.repeat(100_000)}expect:\n  - { toMove: south\n`),
  },
  // The cases the unit tests check without timing them (test/core/hostile-*.test.ts, bad-input.test.ts).
  {
    name: 'indentation 250 levels deep',
    file: 'indent.yaml',
    make: text(`family: units\n${Array.from({ length: 250 }, (_, i) => `${' '.repeat(i)}k${i}:`).join('\n')} 1\n`),
  },
  {
    name: '300 [ inside quotes and a comment',
    file: 'quoted.yaml',
    make: text(`family: units\ndescription: "${'['.repeat(300)}"\n# ${'['.repeat(300)}\nboard: { width: 0 }\n`),
  },
  {
    name: '300 [ inside block text',
    file: 'block.yaml',
    make: text(`family: units\ndescription: |\n  ${'['.repeat(300)}\n  ${'['.repeat(300)}\nboard: { width: 0 }\n`),
  },
  {
    name: '120,000 unknown keys among misspelled known ones',
    file: 'misspelled.yaml',
    make: text(`family: tafl\nplyLimit: 10\nsidez: 2\n${lines(120_000, (i) => `zz${i}: v\n`)}peices: x\n`),
  },
  {
    name: '1,000-character unknown key',
    file: 'key.yaml',
    make: text(`family: units\n${'x'.repeat(1000)}: 1\n`),
  },
  {
    name: '1.9 MB line without a colon',
    file: 'line.yaml',
    make: text(`family: units\nplyLimit: 3\n${'x'.repeat(1_900_000)} y\n`),
  },
  {
    name: 'invalid UTF-8',
    file: 'latin1.yaml',
    make: (p) => writeFileSync(p, Buffer.from('ruleset: units-v1.2\ntitle: caf\xe9\nactions: []\n', 'latin1')),
  },
  { name: 'line ends of CR alone', file: 'mac.yaml', make: text('ruleset: units-v1.2\ractions: []\r') },
  {
    name: 'a tab before a list item',
    file: 'tab.yaml',
    make: text('ruleset: units-v1.2\nactions:\n\t- { from: c1, to: c5 }\n'),
  },
  {
    name: 'YAML alias bomb (9 levels of 9)',
    file: 'bomb.yaml',
    make: text(
      `family: units\na: &a ["x","x","x","x","x","x","x","x","x"]\n${Array.from({ length: 9 }, (_, i) => {
        const [name, prev] = [String.fromCharCode(98 + i), String.fromCharCode(97 + i)];
        return `${name}: &${name} [${Array.from({ length: 9 }, () => `*${prev}`).join(',')}]\n`;
      }).join('')}`,
    ),
  },
  {
    name: 'fileKind: 200,000 unclosed [ after ruleset:',
    file: 'kind-lists.yaml',
    make: text(`ruleset: x\nboard: ${'['.repeat(200_000)}\n`),
  },
  { name: 'fileKind: 100,000 { a: at the top', file: 'kind-maps.yaml', make: text(`${'{a: '.repeat(100_000)}\n`) },
  {
    name: 'ruleset path out of the project (../)',
    file: 'up.yaml',
    make: text('ruleset: ../secret.yaml\n'),
    command: 'run',
  },
  { name: 'ruleset by absolute path', file: 'abs.yaml', make: text('ruleset: /etc/hostname\n'), command: 'run' },
  {
    name: 'ruleset linking out of the project',
    file: 'link-out.yaml',
    make: (p, dir) => {
      symlinkSync(join(ROOT, 'rulesets/units-v1.2.yaml'), join(dir, 'rulesets', 'outside.yaml'));
      writeFileSync(p, 'ruleset: outside\n');
    },
    command: 'run',
  },
  {
    name: 'ruleset through a folder linking out',
    file: 'via-folder.yaml',
    make: (p, dir) => {
      symlinkSync(ROOT, join(dir, 'escape'));
      writeFileSync(p, 'ruleset: escape/rulesets/units-v1.2.yaml\n');
    },
    command: 'run',
  },
  {
    name: 'dangling link as a ruleset',
    file: 'dangling.yaml',
    make: (p, dir) => {
      symlinkSync(join(dir, 'rulesets', 'gone.yaml'), join(dir, 'rulesets', 'dangling.yaml'));
      writeFileSync(p, 'ruleset: dangling\n');
    },
    command: 'run',
  },
  // Issue 20, writing: one writer refuses at once what is not a regular file, never blocking on a FIFO nor reading a device.
  {
    name: 'import onto a FIFO',
    file: 'to-fifo.bundle.yaml',
    make: bundleOnto('out-fifo', (p) => spawnSync('mkfifo', [p])),
    args: ['import', 'to-fifo.bundle.yaml', '--out', 'out-fifo'],
  },
  {
    name: 'import onto a link to /dev/zero',
    file: 'to-zero.bundle.yaml',
    make: bundleOnto('out-zero', (p) => symlinkSync('/dev/zero', p)),
    args: ['import', 'to-zero.bundle.yaml', '--out', 'out-zero'],
  },
  {
    name: 'import onto a dangling link',
    file: 'to-dangling.bundle.yaml',
    make: bundleOnto('out-dangling', (p, dir) => symlinkSync(join(dir, 'nowhere', 'made.yaml'), p)),
    args: ['import', 'to-dangling.bundle.yaml', '--out', 'out-dangling'],
  },
  {
    name: 'play --out onto a FIFO',
    file: 'play-fifo.yaml',
    make: (p) => spawnSync('mkfifo', [p]),
    args: ['play', 'units-v1.2', '--seed', '1', '--out', 'play-fifo.yaml', '--force'],
  },
  {
    name: 'import of a 1.9 MB bundle (a ruleset of 1.9 MB)',
    file: 'big.bundle.yaml',
    make: bigBundle,
    args: ['import', 'big.bundle.yaml', '--out', 'out-big'],
  },
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
  const args = [CLI, ...(c.args ?? [c.command ?? 'validate', c.file])];
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
