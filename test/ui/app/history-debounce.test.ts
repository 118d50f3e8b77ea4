import { afterEach, describe, expect, it, vi } from 'vitest';
import { debounce } from '../../../src/ui/app/debounce';
import { TextHistory } from '../../../src/ui/app/text-history';

describe('TextHistory', () => {
  it('undoes and redoes in order', () => {
    const h = new TextHistory();
    h.record('a');
    h.record('b');
    expect(h.undo('c')).toBe('b');
    expect(h.undo('b')).toBe('a');
    expect(h.undo('a')).toBeNull();
    expect(h.redo('a')).toBe('b');
    expect(h.redo('b')).toBe('c');
    expect(h.canRedo).toBe(false);
  });

  it('forgets the redo branch after a new change, and skips duplicates', () => {
    const h = new TextHistory();
    h.record('a');
    h.record('a');
    expect(h.undo('b')).toBe('a');
    h.record('a');
    expect(h.canRedo).toBe(false);
    expect(h.undo('x')).toBe('a');
    expect(h.canUndo).toBe(false);
  });

  it('keeps at most `limit` entries', () => {
    const h = new TextHistory(3);
    for (const t of ['1', '2', '3', '4']) h.record(t);
    expect([h.undo('5'), h.undo('4'), h.undo('3'), h.undo('2')]).toEqual(['4', '3', '2', null]);
  });
});

describe('debounce', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs once after the burst, with the last arguments', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const d = debounce(fn, 150);
    d(1);
    vi.advanceTimersByTime(100);
    d(2);
    vi.advanceTimersByTime(149);
    expect(fn).not.toHaveBeenCalled();
    expect(d.pending).toBe(true);
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledOnce();
    expect(fn).toHaveBeenCalledWith(2);
    expect(d.pending).toBe(false);
  });

  it('flushes and cancels', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const d = debounce(fn, 150);
    d.flush();
    expect(fn).not.toHaveBeenCalled();
    d(1);
    d.flush();
    expect(fn).toHaveBeenCalledWith(1);
    d(2);
    d.cancel();
    vi.advanceTimersByTime(500);
    expect(fn).toHaveBeenCalledOnce();
  });
});
