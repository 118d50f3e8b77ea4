/**
 * A received link, bundle or file planned in a fresh worker (receive.worker.ts), as the check worker
 * evaluates a text from outside (time-budget.ts): the page's thread never unpacks or reads it, and a
 * worker that stalls, dies or never starts is stopped and the received item refused, so nothing
 * received is left pending without a word.
 */
import type { ReceivePlan, ReceiveRequest, Receiver } from '../share/receive-plan';
import type { ReceiveInput, ReceiveReport } from './receive.worker';
import { CHECK_BUDGET_MS, START_MS } from './time-budget';

/** How what is received is planned: off the page in the app, in the test's own thread in unit tests. */
export type Planner = (request: ReceiveRequest, receiver: Receiver) => Promise<ReceivePlan>;

/** The part of a `Worker` the client uses, so a test can give a fake one. */
export interface ReceiveWorker {
  onmessage: ((e: MessageEvent<ReceiveReport>) => void) | null;
  onerror: ((e: ErrorEvent) => void) | null;
  postMessage(input: ReceiveInput): void;
  terminate(): void;
}

/**
 * How long a plan may take once the worker has started. A plan reads each received text a few
 * times (the link's unpacking or the bundle's YAML, the bounds' scan, the heads, the `ruleset:`
 * rewrite) where the check loads it once within `CHECK_BUDGET_MS`, so it gets a few of those; a
 * text within the loader's bounds is planned well within it even on a slow machine, and a plan
 * still running past it is stuck (a shape the bounds miss, a worker out of memory): the user is
 * better told than left waiting.
 */
export const RECEIVE_BUDGET_MS = 5 * CHECK_BUDGET_MS;

const KEPT = 'nothing of yours was changed';

const spawnReceiveWorker = (): ReceiveWorker =>
  new Worker(new URL('./receive.worker.ts', import.meta.url), { type: 'module' });

/**
 * What is received, planned off the page. The worker is given `START_MS` to start and
 * `RECEIVE_BUDGET_MS` from then on to plan; past either, or when it fails, it is stopped and what
 * was received is refused with why, everything left as it was.
 */
export function planInWorker(
  request: ReceiveRequest,
  receiver: Receiver,
  spawn: () => ReceiveWorker = spawnReceiveWorker,
): Promise<ReceivePlan> {
  const what = request.kind === 'link' ? 'This link' : request.name;
  return new Promise((resolve) => {
    let worker: ReceiveWorker | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let settled = false;
    const done = (plan: ReceivePlan) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      worker?.terminate();
      resolve(plan);
    };
    const refuse = (message: string) => done({ ok: false, message });
    const wait = (ms: number, message: string) => {
      if (settled) return;
      clearTimeout(timer);
      timer = setTimeout(() => refuse(message), ms);
    };
    try {
      worker = spawn();
    } catch (e) {
      return refuse(
        `${what} was not opened: the page could not start reading it (${e instanceof Error ? e.message : String(e)}); ${KEPT}. Reload the page and open it again.`,
      );
    }
    wait(
      START_MS,
      `${what} was not opened: the page could not start reading it within ${START_MS / 1000} s; ${KEPT}. Reload the page and open it again.`,
    );
    worker.onmessage = (e) => {
      const r = e.data;
      if (r.kind === 'ready')
        wait(
          RECEIVE_BUDGET_MS,
          `${what} took too long to read (more than ${RECEIVE_BUDGET_MS / 1000} s, where a file Rulebench writes takes a moment), so it was not opened; ${KEPT}. It may be damaged or made to stall the page: ask whoever sent it for a new copy.`,
        );
      else done(r.plan);
    };
    worker.onerror = (e) => {
      // Not read on the page instead: what made the worker fail (its memory, its stack) would stop the page.
      refuse(
        `${what} was not opened: it could not be read (${e.message || 'the worker reading it stopped'}); ${KEPT}. Ask whoever sent it for a new copy.`,
      );
    };
    worker.postMessage({ request, receiver });
  });
}
