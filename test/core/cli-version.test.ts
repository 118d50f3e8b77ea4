/** `rulebench --version`: the version of package.json on stdout, exit 0, in this process and from the bin. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, rulebench } from '../support/cli';
import { ROOT } from '../support/rulesets';

const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };

describe('rulebench --version', () => {
  it.each([['--version'], ['-V']])('%s prints the version and exits 0', async (flag) => {
    expect(await cli([flag])).toEqual({ code: 0, stdout: `${version}\n`, stderr: '' });
  });

  it('the bin started from another folder prints the same', () => {
    expect(rulebench(['--version'], '/')).toEqual({ code: 0, stdout: `${version}\n`, stderr: '' });
  });
});
