import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { SEVERITY, toMarker } from '../../../src/ui/editor/markers';
import { minimalReplace } from '../../../src/ui/editor/text-diff';
import { clampPosition, playStartPosition, stepIntervalMs, timelineKey } from '../../../src/ui/timeline/timeline-model';

describe('timeline keys', () => {
  it('maps ← → Home End Space', () => {
    expect(timelineKey('ArrowRight', 2, 5)).toEqual({ seek: 3 });
    expect(timelineKey('ArrowRight', 5, 5)).toEqual({ seek: 5 });
    expect(timelineKey('ArrowLeft', 0, 5)).toEqual({ seek: 0 });
    expect(timelineKey('Home', 3, 5)).toEqual({ seek: 0 });
    expect(timelineKey('End', 3, 5)).toEqual({ seek: 5 });
    expect(timelineKey(' ', 3, 5)).toEqual({ toggle: true });
    expect(timelineKey('a', 3, 5)).toBeNull();
  });

  it('clamps positions and restarts play at the end', () => {
    expect(clampPosition(7, 5)).toBe(5);
    expect(clampPosition(-1, 5)).toBe(0);
    expect(clampPosition(Number.NaN, 5)).toBe(0);
    expect(clampPosition(2.7, 5)).toBe(2);
    expect(playStartPosition(5, 5)).toBe(0);
    expect(playStartPosition(2, 5)).toBe(2);
    expect(stepIntervalMs(2)).toBe(500);
  });
});

describe('markers', () => {
  const d = { file: 'f', line: 3, col: 5, endLine: 3, endCol: 9, message: 'm' };

  it('uses Monaco’s severities', () => {
    // Monaco needs a DOM to import; its type declarations state the enum's values.
    const dts = readFileSync(new URL('../../../node_modules/monaco-editor/monaco.d.ts', import.meta.url), 'utf8');
    const severity = /enum MarkerSeverity \{([^}]*)\}/.exec(dts)![1];
    expect(severity).toMatch(new RegExp(`Warning = ${SEVERITY.warning}\\b`));
    expect(severity).toMatch(new RegExp(`Error = ${SEVERITY.error}\\b`));
  });

  it('keeps the loader’s range', () => {
    expect(toMarker(d, 8)).toMatchObject({
      startLineNumber: 3,
      startColumn: 5,
      endLineNumber: 3,
      endColumn: 9,
      message: 'm',
      severity: 8,
    });
  });

  it('widens an empty range so the squiggle shows', () => {
    expect(toMarker({ ...d, endCol: 5 }, 8, () => 20)).toMatchObject({ startColumn: 5, endColumn: 6 });
    expect(toMarker({ ...d, col: 30, endCol: 30 }, 8, () => 20)).toMatchObject({ startColumn: 1, endColumn: 21 });
  });
});

describe('minimalReplace', () => {
  it('finds the changed middle', () => {
    expect(minimalReplace('abc', 'abc')).toBeNull();
    expect(minimalReplace('a\nb\n', 'a\nb\nc\n')).toEqual({ start: 4, end: 4, text: 'c\n' });
    expect(minimalReplace('hello world', 'hello there world')).toEqual({ start: 6, end: 6, text: 'there ' });
    expect(minimalReplace('aaa', 'aa')).toEqual({ start: 2, end: 3, text: '' });
    for (const [a, b] of [
      ['xyz', 'xYz'],
      ['', 'q'],
      ['abcabc', 'abc'],
      ['aa', 'aaaa'],
    ] as const) {
      const r = minimalReplace(a, b)!;
      expect(a.slice(0, r.start) + r.text + a.slice(r.end)).toBe(b);
    }
  });
});
