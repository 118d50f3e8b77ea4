/** Runs a command function in this process and keeps what it printed. */
import { vi } from 'vitest';

export interface Captured {
  code: number;
  stdout: string;
  stderr: string;
}

export async function capture(run: () => Promise<number> | number): Promise<Captured> {
  let stdout = '';
  let stderr = '';
  const out = vi.spyOn(process.stdout, 'write').mockImplementation((s: string | Uint8Array) => {
    stdout += String(s);
    return true;
  });
  const log = vi.spyOn(console, 'log').mockImplementation((...a: unknown[]) => {
    stdout += `${a.join(' ')}\n`;
  });
  const err = vi.spyOn(console, 'error').mockImplementation((...a: unknown[]) => {
    stderr += `${a.join(' ')}\n`;
  });
  try {
    const code = await run();
    return { code, stdout, stderr };
  } finally {
    out.mockRestore();
    log.mockRestore();
    err.mockRestore();
  }
}
