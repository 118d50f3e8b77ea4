/**
 * Nothing received is left pending (issue 20): a received link, bundle or file is planned in a
 * worker that is given a bounded time to start and to plan; one that stalls, fails or cannot start
 * is stopped, and what was received is refused with a message saying what to do, the receiver's
 * files as they were. Time here is the fake timers' own: no test waits on the clock.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { planInWorker, RECEIVE_BUDGET_MS, type ReceiveWorker } from '../../../src/ui/app/receive-in-worker';
import type { ReceiveInput, ReceiveReport } from '../../../src/ui/app/receive.worker';
import { START_MS } from '../../../src/ui/app/time-budget';
import { planReceived, receiverOf, type ReceivePlan, type ReceiveRequest } from '../../../src/ui/share/receive-plan';
import { receiveText, shareLink } from '../../../src/ui/share/share-store';
import { firstVisit } from '../../support/shipped-catalog';

/** A worker in this thread that does only what the test makes it do; messages cross as copies, as postMessage makes them. */
class FakeWorker implements ReceiveWorker {
  onmessage: ((e: MessageEvent<ReceiveReport>) => void) | null = null;
  onerror: ((e: ErrorEvent) => void) | null = null;
  readonly sent: ReceiveInput[] = [];
  terminated = false;
  postMessage(input: ReceiveInput): void {
    this.sent.push(structuredClone(input));
  }
  terminate(): void {
    this.terminated = true;
  }
  report(r: ReceiveReport): void {
    if (!this.terminated) this.onmessage?.({ data: structuredClone(r) } as MessageEvent<ReceiveReport>);
  }
  fail(message: string): void {
    if (!this.terminated) this.onerror?.({ message } as ErrorEvent);
  }
}

const LINK = 'http://localhost:5173/#share=rb1~units-v1.2:whatever';
const receiver = receiverOf([], []);

/** Planning `request` in `worker`, and whether the plan has come yet. */
function planning(request: ReceiveRequest, worker: FakeWorker) {
  let plan: ReceivePlan | undefined;
  const promise = planInWorker(request, receiver, () => worker).then((p) => (plan = p));
  return { promise, plan: () => plan };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('a receive worker that answers', () => {
  it('is sent the request and what the receiver holds, its plan is the answer, and it is stopped', async () => {
    const worker = new FakeWorker();
    const request: ReceiveRequest = { kind: 'file', name: 'a.yaml', text: 'ruleset: units-v1.2\nactions: []\n' };
    const p = planning(request, worker);
    expect(worker.sent).toEqual([{ request, receiver }]);
    worker.report({ kind: 'ready' });
    worker.report({ kind: 'plan', plan: planReceived(worker.sent[0].request, worker.sent[0].receiver) });
    await p.promise;
    expect(p.plan()).toEqual({ ok: true, file: { name: 'a.yaml', text: request.text } });
    expect(worker.terminated).toBe(true);
  });
});

describe('a receive worker that hangs, fails or cannot start is stopped, and what was received refused', () => {
  it('one that started and never answers: refused once the plan has had RECEIVE_BUDGET_MS, counted from its start', async () => {
    vi.useFakeTimers();
    const worker = new FakeWorker();
    const p = planning({ kind: 'link', input: LINK }, worker);
    // Its start is the page's time, not the link's: the bound on the plan counts from 'ready'.
    await vi.advanceTimersByTimeAsync(START_MS - 1);
    worker.report({ kind: 'ready' });
    await vi.advanceTimersByTimeAsync(RECEIVE_BUDGET_MS - 1);
    expect(p.plan()).toBeUndefined();
    expect(worker.terminated).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(p.plan()).toEqual({
      ok: false,
      message: expect.stringMatching(
        /^This link took too long to read \(more than 10 s.*\), so it was not opened; nothing of yours was changed\. .*ask whoever sent it for a new copy\.$/,
      ) as string,
    });
    expect(worker.terminated).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('one that never starts: refused after START_MS, saying to reload the page', async () => {
    vi.useFakeTimers();
    const worker = new FakeWorker();
    const p = planning({ kind: 'bundle', name: 'got.bundle.yaml', text: 'rulebench-bundle: 1\n' }, worker);
    await vi.advanceTimersByTimeAsync(START_MS - 1);
    expect(p.plan()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(p.plan()).toMatchObject({
      ok: false,
      message: expect.stringMatching(
        /^got\.bundle\.yaml was not opened: the page could not start reading it .*nothing of yours was changed\. Reload the page and open it again\.$/,
      ) as string,
    });
    expect(worker.terminated).toBe(true);
  });

  it("one that fails ('error'): refused at once with what stopped it, its timer cleared", async () => {
    vi.useFakeTimers();
    const worker = new FakeWorker();
    const p = planning({ kind: 'file', name: 'deep.yaml', text: 'family: units\n' }, worker);
    worker.report({ kind: 'ready' });
    worker.fail('Maximum call stack size exceeded');
    await p.promise;
    expect(p.plan()).toEqual({
      ok: false,
      message:
        'deep.yaml was not opened: it could not be read (Maximum call stack size exceeded); nothing of yours was changed. Ask whoever sent it for a new copy.',
    });
    expect(worker.terminated).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('one that fails without a message: said to have stopped', async () => {
    const worker = new FakeWorker();
    const p = planning({ kind: 'link', input: LINK }, worker);
    worker.fail('');
    await p.promise;
    expect(p.plan()).toMatchObject({
      ok: false,
      message: expect.stringContaining('(the worker reading it stopped)') as string,
    });
  });

  it('one that cannot be created: refused with why', async () => {
    const plan = await planInWorker({ kind: 'link', input: LINK }, receiver, () => {
      throw new Error('workers are blocked here');
    });
    expect(plan).toMatchObject({
      ok: false,
      message: expect.stringContaining(
        'This link was not opened: the page could not start reading it (workers are blocked here)',
      ) as string,
    });
  });

  it('an answer after the bound changes nothing: the refusal stands', async () => {
    vi.useFakeTimers();
    const worker = new FakeWorker();
    const p = planning({ kind: 'link', input: LINK }, worker);
    worker.report({ kind: 'ready' });
    const onmessage = worker.onmessage!;
    await vi.advanceTimersByTimeAsync(RECEIVE_BUDGET_MS);
    const refused = p.plan();
    onmessage({
      data: { kind: 'plan', plan: { ok: true, file: { name: 'x.yaml', text: 'family: units\n' } } },
    } as MessageEvent<ReceiveReport>);
    await Promise.resolve();
    expect(refused).toMatchObject({ ok: false });
    expect(p.plan()).toBe(refused);
  });
});

describe('in the workbench, a link whose worker hangs', () => {
  it('is refused with the message, and the open files, edits and Recent are as they were', async () => {
    vi.useFakeTimers();
    const sender = firstVisit();
    sender.openShipped('scenarios/units/01-class1-takes-class4.yaml');
    sender.flush();
    const link = shareLink(sender, 'http://localhost:5173/');
    if (!link.ok) throw new Error(link.error);
    const wb = firstVisit();
    wb.openShipped('scenarios/units/01-class1-takes-class4.yaml');
    wb.setText('ruleset', `${wb.ruleset.text}# my own note\n`);
    wb.flush();
    const before = { ruleset: wb.ruleset, scenario: wb.scenario, recent: wb.recent.map((f) => f.path) };
    const worker = new FakeWorker();
    let opened: boolean | undefined;
    void receiveText(wb, 'link', link.text, (request, held) => planInWorker(request, held, () => worker)).then(
      (r) => (opened = r),
    );
    worker.report({ kind: 'ready' });
    await vi.advanceTimersByTimeAsync(RECEIVE_BUDGET_MS);
    expect(opened).toBe(false);
    expect(wb.flash).toMatchObject({
      kind: 'error',
      text: expect.stringContaining('This link took too long to read') as string,
    });
    expect({ ruleset: wb.ruleset, scenario: wb.scenario, recent: wb.recent.map((f) => f.path) }).toEqual(before);
    expect(worker.terminated).toBe(true);
  });
});
