/**
 * The content hash of a ruleset text: what a bundle or link records for a
 * ruleset it refers to by id, so a receiver whose copy differs is told so
 * before anything replays. Line endings and a byte-order mark do not count (a
 * Windows checkout of the same file has the same hash).
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';

export function contentHash(text: string): string {
  const normal = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  return bytesToHex(sha256(new TextEncoder().encode(normal)));
}
