/** The stores' change signal: every subscriber hears each change until it stops listening. */
import { describe, expect, it } from 'vitest';
import { Listeners } from '../../../src/ui/app/listeners';

describe('Listeners', () => {
  it('notifies every subscriber, and no longer one that stopped', () => {
    const listeners = new Listeners();
    const heard: string[] = [];
    const offA = listeners.add(() => heard.push('a'));
    listeners.add(() => heard.push('b'));
    listeners.notify();
    offA();
    listeners.notify();
    expect(heard).toEqual(['a', 'b', 'b']);
  });
});
