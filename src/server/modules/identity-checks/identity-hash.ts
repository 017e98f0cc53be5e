// Hashing of identity answers: scrypt with a salt of its own per answer, over the normalised
// answer (src/domain/identity-checks/normalise-answer.ts). Answers are short and guessable (a
// street number), so a slow hash with a salt keeps a copied table from giving them away; the
// stored value is never sent to anyone, staff included.
import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { normaliseAnswer } from '../../../domain/identity-checks/normalise-answer.ts';

const scrypt = promisify(scryptCallback) as (
  password: string,
  salt: Buffer,
  keylen: number,
) => Promise<Buffer>;

const KEY_LENGTH = 32;

export async function hashAnswer(answer: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(normaliseAnswer(answer), salt, KEY_LENGTH);
  return `scrypt$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

export async function answerMatches(answer: string, stored: string): Promise<boolean> {
  const [kind, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scrypt(normaliseAnswer(answer), Buffer.from(salt, 'base64url'), KEY_LENGTH);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
