// Ids are uuid columns: a value that is not a uuid cannot name a row, and sending it to PostgreSQL
// would fail the query (22P02) instead of answering "not found". Services check ids with this
// first.
import { z } from 'zod';

const uuid = z.uuid();

export function isUuid(value: string): boolean {
  return uuid.safeParse(value).success;
}
