/**
 * Putting a share together, the same for the CLI and the workbench: the scenario renamed to its
 * ruleset by id (ruleset-ref.ts), the ruleset embedded or referred to by hash, and the shortest
 * link among the shipped rulesets that can prime the compressor.
 */
import { contentHash } from './content-hash';
import { encodeShareLink, type SharePayload } from './link';

/** Whether `text` is the shipped ruleset `id` as it ships (line endings aside). */
export function isShippedAsIs(shipped: ReadonlyMap<string, string>, id: string, text: string): boolean {
  const mine = shipped.get(id);
  return mine !== undefined && contentHash(mine) === contentHash(text);
}

/**
 * The shortest link token for `payload`. An unchanged shipped ruleset (`shippedId`, left out of
 * the payload's rulesets) travels as a reference: it primes the compressor and its hash checks the
 * receiver's copy. Otherwise every shipped ruleset is tried as the dictionary: an edited ruleset
 * compresses best against the one it derives from.
 */
export function shortestShareLink(
  payload: SharePayload,
  shipped: ReadonlyMap<string, string>,
  shippedId?: string,
): string {
  const own = shippedId !== undefined ? shipped.get(shippedId) : undefined;
  if (shippedId !== undefined && own !== undefined) return encodeShareLink(payload, { id: shippedId, text: own });
  const links = [encodeShareLink(payload), ...[...shipped].map(([id, text]) => encodeShareLink(payload, { id, text }))];
  return links.reduce((best, l) => (l.length < best.length ? l : best));
}

/** Whether a text given to open is a share link (one line holding `#share=`, or a bare `rb1~…` token) rather than a file. */
export function looksLikeShareLink(text: string): boolean {
  const t = text.trim();
  return !/[\r\n]/.test(t) && (t.includes('#share=') || /^rb\d+~/.test(t));
}
