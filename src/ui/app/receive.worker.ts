/**
 * Plans what a received link, bundle or file opens as (share/receive-plan.ts) off the page's
 * thread: a link of a few kB may unpack to 2 MB of text that costs seconds to read, and the page
 * only hears what to open, or why not.
 */
import { planReceived, type ReceivePlan, type ReceiveRequest, type Receiver } from '../share/receive-plan';

/** What the page sends: the received text and what the receiver holds. */
export interface ReceiveInput {
  request: ReceiveRequest;
  receiver: Receiver;
}

/** What the worker tells the page, in order: ready (its code is loaded), then the plan. */
export type ReceiveReport = { kind: 'ready' } | { kind: 'plan'; plan: ReceivePlan };

const report = (r: ReceiveReport) => self.postMessage(r);

// The page's time bound on the plan counts from here: the time this worker took to start is the page's, not the text's.
report({ kind: 'ready' });

self.onmessage = (e: MessageEvent<ReceiveInput>) => {
  report({ kind: 'plan', plan: planReceived(e.data.request, e.data.receiver) });
};
