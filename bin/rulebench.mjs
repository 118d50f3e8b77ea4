#!/usr/bin/env node
// Runs the CLI bundle (dist-cli/, built by `npm ci`). A source file changed since the bundle was built (or the bundle
// missing) makes it rebuild first, silently and once (scripts/build-cli.mjs): nobody runs a stale bundle.
import { fileURLToPath } from 'node:url';
import { bundleIsFresh } from '../scripts/cli-bundle-fresh.mjs';

// A reader that stops early (`rulebench moves FILE | head`) closes the pipe: that is no error.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (e) => {
    if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw e;
  });
}

const root = fileURLToPath(new URL('..', import.meta.url));

if (!bundleIsFresh(root)) {
  try {
    const { buildCli } = await import('../scripts/build-cli.mjs');
    await buildCli({ logLevel: 'error' });
  } catch (e) {
    // esbuild has printed what it refused in the sources; anything else (esbuild not installed) is said here.
    const why = Array.isArray(e?.errors)
      ? 'the errors above'
      : e instanceof Error
        ? e.message.split('\n')[0]
        : String(e);
    console.error(
      `rulebench: internal error: the CLI bundle (dist-cli/) is older than its sources and could not be rebuilt (${why}); expected \`npm run build:cli\` in ${root} to succeed`,
    );
    process.exit(3);
  }
}

const { main } = await import('../dist-cli/cli/rulebench.mjs');
process.exitCode = await main(process.argv.slice(2));
