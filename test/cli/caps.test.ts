/** The command line's caps (`CAPS` in simulate-options.ts): refused past them in one line, `--workers` capped to the cores. */
import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { CAPS } from '../../src/cli/simulate-options';
import { cli } from '../support/cli';

describe('caps', () => {
  it('--workers above the cores is capped to them, said once on stderr, and the run goes on', async () => {
    const cores = availableParallelism();
    const r = await cli(['simulate', 'units-v1.2', '--games', '2', '--workers', String(cores + 1), '--json']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toBe(
      `rulebench: note: --workers ${cores + 1} is more than the ${cores} cores here; using ${cores} (more threads than cores only cost memory)\n`,
    );
    expect((JSON.parse(r.stdout) as { games: number }).games).toBe(2);
  });

  it(`--games past ${CAPS.games.toLocaleString('en')} is refused before anything runs`, async () => {
    const r = await cli(['simulate', 'units-v1.2', '--games', String(CAPS.games + 1)]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      `rulebench: option '--games' argument '${CAPS.games + 1}' is invalid; expected a whole number 1 … ${CAPS.games}\n`,
    );
  });

  it(`sweep --values past ${CAPS.values} values is refused in one line`, async () => {
    const values = Array.from({ length: CAPS.values + 1 }, (_, i) => 10 + i).join(',');
    const r = await cli(['sweep', 'units-v1.2', '--param', 'plyLimit', '--values', values, '--games', '1']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      new RegExp(
        `^rulebench: option '--values' lists ${CAPS.values + 1} values; expected at most ${CAPS.values} \\(.*\\)\\n$`,
      ),
    );
  });
});
