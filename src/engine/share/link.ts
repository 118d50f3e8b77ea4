/**
 * Share links: a scenario, the rulesets it needs that the receiver does not
 * have, the step and the view, in a URL fragment (the fragment never reaches
 * a server). The payload is JSON, compressed with deflate-raw and written in
 * base64url behind a version prefix:
 *
 *     rb1~<dictionary>~<check>~<data>
 *
 * (`~` cannot occur in a ruleset id nor in base64url). `dictionary` is `-`, or `<id>:<hash>` naming a shipped ruleset whose text
 * primes the compressor: an edited ruleset is mostly the shipped one it
 * derives from, so against that text a few changed values cost a few bytes
 * and a typical link stays under 2,000 characters. `check` is the start of the
 * payload's SHA-256, so a flipped character is caught even where it still
 * inflates to valid JSON.
 *
 * A link is untrusted input: its length is capped before decoding, the
 * inflated size is capped while inflating (a compression bomb stops at the
 * cap, never inflated whole), and the payload's shape is checked before use.
 */
import { Inflate, deflateSync, strFromU8, strToU8 } from 'fflate';
import { contentHash } from './content-hash';

export const LINK_VERSION = 'rb1';
/** The most characters a link may have (a URL fragment of several kB is fine in every browser; 2,000 is the chat tools' limit we aim under). */
export const MAX_LINK_CHARS = 100_000;
/** The most bytes a payload may inflate to: a scenario and two rulesets at the file size limit. */
export const MAX_PAYLOAD_BYTES = 4_000_000;
const MAX_RULESETS = 8;
const NAME = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,99}$/;

export interface SharedFile {
  /** A file name without folders (`fight.yaml`) or a ruleset id (`units-v1.3-draft`). */
  name: string;
  text: string;
}

export interface SharePayload {
  scenario: SharedFile;
  /** The rulesets the scenario needs that are not shipped as they are (edited copies, versions, files from disk). */
  rulesets: SharedFile[];
  /** The step the sender was looking at (0 = the start). */
  step: number;
  /** The view: one board, or two rulesets compared on the scenario. */
  view: { kind: 'single' } | { kind: 'compare'; a: string; b: string };
}

/** The shipped ruleset whose text primes the compressor, with its id. */
export interface Dictionary {
  id: string;
  text: string;
}

export type LinkProblem =
  | 'not-a-link'
  | 'version'
  | 'too-long'
  | 'broken'
  | 'too-large'
  | 'dictionary-missing'
  | 'dictionary-differs'
  | 'bad-payload';

export type LinkDecode = { ok: true; payload: SharePayload } | { ok: false; problem: LinkProblem; message: string };

/** The link's token (what follows `#share=` in a URL). `dictionary`: the shipped ruleset an edited one derives from. */
export function encodeShareLink(payload: SharePayload, dictionary?: Dictionary): string {
  const bytes = strToU8(JSON.stringify(payload));
  const data = deflateSync(bytes, { level: 9, ...(dictionary ? { dictionary: strToU8(dictionary.text) } : {}) });
  const dict = dictionary ? `${dictionary.id}:${contentHash(dictionary.text).slice(0, 12)}` : '-';
  return `${LINK_VERSION}~${dict}~${checkOf(bytes)}~${toBase64Url(data)}`;
}

/**
 * A link, a URL holding one, or the bare token → the payload, or why not.
 * `shipped(id)` gives the receiver's shipped ruleset text for a dictionary id; `onInflated` is told
 * how many bytes were inflated (how far a bomb got before it was stopped).
 */
export function decodeShareLink(
  input: string,
  shipped: (id: string) => string | undefined,
  onInflated?: (bytes: number) => void,
): LinkDecode {
  const fail = (problem: LinkProblem, message: string): LinkDecode => ({ ok: false, problem, message });
  const trimmed = input.trim();
  if (trimmed.length > MAX_LINK_CHARS)
    return fail(
      'too-long',
      `this link is ${trimmed.length.toLocaleString('en')} characters long; expected at most ${MAX_LINK_CHARS.toLocaleString('en')} (was it pasted twice, or is it not a Rulebench link?)`,
    );
  const at = trimmed.lastIndexOf('#share=');
  const token = at >= 0 ? trimmed.slice(at + 7) : trimmed;
  const parts = token.split('~');
  if (parts.length !== 4 || !/^rb\d+$/.test(parts[0]))
    return fail(
      'not-a-link',
      'this is not a Rulebench share link; expected a link with #share=rb1~… in it (use "Copy link" in the workbench or `rulebench share`)',
    );
  const [version, dict, check, data] = parts as [string, string, string, string];
  if (version !== LINK_VERSION)
    return fail(
      'version',
      `this link was made by another version of Rulebench (format ${version}); expected format ${LINK_VERSION}: ask for a bundle file instead, or open it with that version`,
    );
  if (!/^[0-9a-f]{12}$/.test(check) || !/^[A-Za-z0-9_-]*$/.test(data) || data.length % 4 === 1)
    return fail(
      'broken',
      'this link is broken (a character is wrong or missing); expected the whole link as it was copied',
    );
  let dictionary: Uint8Array | undefined;
  if (dict !== '-') {
    const [id, hash] = dict.split(':');
    if (!id || !hash || !NAME.test(id))
      return fail('broken', 'this link is broken (its header is damaged); expected the whole link as it was copied');
    const text = shipped(id);
    if (text === undefined)
      return fail(
        'dictionary-missing',
        `this link was made against the shipped ruleset ${id}, which this Rulebench does not have; expected a Rulebench that ships ${id} (or ask for a bundle file)`,
      );
    if (!contentHash(text).startsWith(hash))
      return fail(
        'dictionary-differs',
        `this link was made against another version of the shipped ruleset ${id} than yours; expected the same version (or ask for a bundle file, which carries the whole ruleset)`,
      );
    dictionary = strToU8(text);
  }
  const inflated = inflateCapped(fromBase64Url(data), dictionary, onInflated);
  if (inflated === 'too-large')
    return fail(
      'too-large',
      `this link unpacks to more than ${MAX_PAYLOAD_BYTES / 1e6} MB; expected a scenario and its rulesets (a few kB): it is not a link Rulebench makes`,
    );
  if (inflated === 'broken' || checkOf(inflated) !== check)
    return fail(
      'broken',
      'this link is broken or cut short (it does not unpack to what was shared); expected the whole link as it was copied',
    );
  let json: unknown;
  try {
    json = JSON.parse(strFromU8(inflated));
  } catch {
    return fail(
      'broken',
      'this link is broken (its content is not readable); expected the whole link as it was copied',
    );
  }
  const payload = payloadOf(json);
  const twice = payload?.rulesets.find((r, i) => payload.rulesets.findIndex((x) => x.name === r.name) !== i);
  if (twice)
    return fail(
      'bad-payload',
      `this link carries the ruleset ${twice.name} twice; expected each ruleset once (it is not a link Rulebench makes)`,
    );
  return payload
    ? { ok: true, payload }
    : fail(
        'bad-payload',
        'this link does not hold a scenario Rulebench can open (its content has the wrong shape); expected a link made by "Copy link" or `rulebench share`',
      );
}

/** Inflates at most MAX_PAYLOAD_BYTES: the stream is stopped as soon as the output passes the cap. */
function inflateCapped(
  data: Uint8Array,
  dictionary: Uint8Array | undefined,
  onInflated?: (bytes: number) => void,
): Uint8Array | 'too-large' | 'broken' {
  const chunks: Uint8Array[] = [];
  let size = 0;
  let over = false;
  const inflate = new Inflate(dictionary ? { dictionary } : {}, (chunk) => {
    size += chunk.length;
    if (size > MAX_PAYLOAD_BYTES) over = true;
    else chunks.push(chunk);
  });
  try {
    // Fed in small pieces so that a bomb is stopped after at most one piece's expansion.
    const PIECE = 1024;
    for (let i = 0; i < data.length && !over; i += PIECE)
      inflate.push(data.subarray(i, i + PIECE), i + PIECE >= data.length);
    if (data.length === 0) inflate.push(new Uint8Array(0), true);
  } catch {
    onInflated?.(size);
    return over ? 'too-large' : 'broken';
  }
  onInflated?.(size);
  if (over) return 'too-large';
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

function checkOf(bytes: Uint8Array): string {
  return contentHash(strFromU8(bytes)).slice(0, 12);
}

/** The payload if `json` has exactly its shape (names safe, texts strings, the step a whole number), else null. */
function payloadOf(json: unknown): SharePayload | null {
  const isMap = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
  const file = (v: unknown): SharedFile | null =>
    isMap(v) && typeof v.name === 'string' && NAME.test(v.name) && typeof v.text === 'string'
      ? { name: v.name, text: v.text }
      : null;
  if (!isMap(json)) return null;
  const scenario = file(json.scenario);
  if (!scenario || !Array.isArray(json.rulesets) || json.rulesets.length > MAX_RULESETS) return null;
  const rulesets = json.rulesets.map(file);
  if (rulesets.some((r) => r === null)) return null;
  const step = json.step;
  if (typeof step !== 'number' || !Number.isSafeInteger(step) || step < 0) return null;
  const v = json.view;
  if (!isMap(v)) return null;
  let view: SharePayload['view'];
  if (v.kind === 'single') view = { kind: 'single' };
  else if (
    v.kind === 'compare' &&
    typeof v.a === 'string' &&
    NAME.test(v.a) &&
    typeof v.b === 'string' &&
    NAME.test(v.b)
  )
    view = { kind: 'compare', a: v.a, b: v.b };
  else return null;
  return { scenario, rulesets: rulesets as SharedFile[], step, view };
}

// base64url through the platform's btoa/atob (in browsers, workers and Node alike), on binary strings.
function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Only called on text of the base64url alphabet whose length is not 1 mod 4 (checked before). */
function fromBase64Url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}
