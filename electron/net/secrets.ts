// Invite codes and host keys: random, kept by the room only as SHA-256 digests, compared in
// constant time (so neither a memory dump of the room list nor timing tells a code).
import crypto from 'node:crypto';
import { CODE_ALPHABET } from './protocol.js';

/** 12 Crockford base-32 characters from 60 random bits. */
export function newRoomCode(): string {
  const bytes = crypto.randomBytes(12);
  let code = '';
  for (const b of bytes) code += CODE_ALPHABET[b & 31];
  return code;
}

/** A host key: 32 random bytes as hex. */
export function newHostKey(): string {
  return crypto.randomBytes(32).toString('hex');
}

export function digest(secret: string): Buffer {
  return crypto.createHash('sha256').update(secret).digest();
}

export function matches(candidate: unknown, expected: Buffer): boolean {
  return typeof candidate === 'string' && crypto.timingSafeEqual(digest(candidate), expected);
}
