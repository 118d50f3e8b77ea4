/**
 * Builds the `rulebench` CLI and its self-play worker thread into bundled ES
 * modules in dist-cli/cli/, with esbuild: starting them costs a fraction of
 * compiling the TypeScript on every start. Run by `npm ci` (the `prepare`
 * script), by `npm run build:cli`, and by bin/rulebench.mjs whenever a file the
 * bundle was built from has changed since (the manifest lists them).
 *
 * Plain JavaScript: the bin imports it to rebuild, before any TypeScript loader.
 */
import { readdirSync, readFileSync, renameSync, rmSync, statSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT = 'dist-cli/cli';
/** What the bundle was built from, with each file's modification time: bin/rulebench.mjs compares them. */
export const MANIFEST = 'dist-cli/manifest.json';
/** What the bundle is built from besides the sources esbuild reports: this script, and the bundled packages' versions. */
const BUILD_INPUTS = ['scripts/build-cli.mjs', 'package-lock.json'];

/**
 * A source that finds the repository's own folders (rulesets/, schemas/) or
 * the worker entry through `new URL(…, import.meta.url)` must be bundled into
 * a file as deep below the repository as the source itself: dist-cli/cli/ for
 * src/cli/ and src/workers/. So `../../rulesets/` is the repository's
 * rulesets/ either way, and `./node-worker.mjs` beside the bundle is the
 * bundled worker (beside src/workers/node.ts, the one that loads tsx).
 */
function checkRelativeUrls(metafile) {
  const depth = (path) => path.split('/').length;
  for (const [output, { inputs }] of Object.entries(metafile.outputs)) {
    for (const input of Object.keys(inputs)) {
      if (input.includes('node_modules/') || depth(input) === depth(output)) continue;
      if (readFileSync(join(ROOT, input), 'utf8').includes('import.meta.url'))
        throw new Error(
          `${input} reads import.meta.url but is bundled into ${output}, at another depth: its relative URLs would lead elsewhere; expected it at the depth of ${OUT}/ (scripts/build-cli.mjs)`,
        );
    }
  }
}

/** Written beside and renamed over: a `rulebench` starting meanwhile (another test, another terminal) reads a whole file, old or new. */
function writeAtomically(path, contents) {
  const tmp = `${path}.${process.pid}.tmp`;
  writeFileSync(tmp, contents);
  renameSync(tmp, path);
}

function previousOutputs() {
  try {
    return JSON.parse(readFileSync(join(ROOT, MANIFEST), 'utf8')).outputs;
  } catch {
    return [];
  }
}

/** Builds the bundle and its manifest; `logLevel` 'error' keeps a rebuild by the bin silent unless it fails. */
export async function buildCli({ logLevel = 'warning' } = {}) {
  const { build } = await import('esbuild');
  const started = Date.now();
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: { rulebench: 'src/cli/main.ts', 'node-worker': 'src/workers/node-entry.ts' },
    outdir: OUT,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    // The CLI and the worker share the engine as one chunk; the report's modules stay chunks of their own, loaded only when a report is written.
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    // Observable Plot and linkedom are loaded from node_modules, and only by the report chunks.
    external: ['@observablehq/plot', 'linkedom'],
    // The bundled CommonJS packages (commander, cli-progress) require Node's modules.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    metafile: true,
    write: false,
    logLevel,
  });
  checkRelativeUrls(result.metafile);

  const keep = new Set(previousOutputs());
  const outputs = [];
  mkdirSync(join(ROOT, OUT), { recursive: true });
  for (const file of result.outputFiles) {
    writeAtomically(file.path, file.contents);
    outputs.push(relative(join(ROOT, OUT), file.path).split(sep).join('/'));
  }
  // Chunks of the build before stay, for a `rulebench` still running from it; older ones go.
  for (const name of readdirSync(join(ROOT, OUT))) {
    if (!name.endsWith('.tmp') && !keep.has(name) && !outputs.includes(name)) rmSync(join(ROOT, OUT, name));
  }

  const inputs = {};
  for (const path of [
    ...Object.keys(result.metafile.inputs).filter((p) => !p.includes('node_modules/')),
    ...BUILD_INPUTS,
  ]) {
    const { mtimeMs } = statSync(join(ROOT, path));
    // A file changed while esbuild read the sources may be in the bundle as it was before: null makes the next start rebuild.
    inputs[path] = mtimeMs >= started - 20 ? null : mtimeMs;
  }
  writeAtomically(join(ROOT, MANIFEST), `${JSON.stringify({ outputs, inputs }, null, 1)}\n`);
  return { outputs: result.metafile.outputs };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { outputs } = await buildCli();
  const bytes = Object.values(outputs).reduce((n, o) => n + o.bytes, 0);
  console.log(
    `dist-cli/: the rulebench CLI bundle, ${Object.keys(outputs).length} files, ${Math.round(bytes / 1024)} kB`,
  );
}
