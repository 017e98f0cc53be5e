// Import of the legacy system's balances: every valid record is stored in one transaction, every
// other one is reported with its line and reason. See README "Legacy import".
import { randomUUID } from 'node:crypto';
import { validateLegacyRecord, type LegacyRecord } from '../../../domain/sync/legacy-record.ts';
import { validationError } from '../../graphql/errors.ts';
import type { Platform } from '../../platform.ts';
import {
  parseCsv,
  parseJson,
  UploadFormatError,
  type ParsedUpload,
  type Rejection,
} from './legacy-import-parse.ts';
import { syncRepository } from './sync.repository.ts';

export type LegacyFormat = 'CSV' | 'JSON';

/** Characters per upload; the GraphQL body limit is 2,000,000 bytes, so larger files are split. */
export const MAX_UPLOAD_CHARACTERS = 1_900_000;

export interface ImportResult {
  importedCount: number;
  importedDaysCount: number;
  rejected: Rejection[];
}

interface Numbered {
  line: number;
  record: LegacyRecord;
}

export async function importLegacyBalances(
  platform: Platform,
  input: { format: LegacyFormat; content: string },
  now = new Date(),
): Promise<ImportResult> {
  if (input.content.length > MAX_UPLOAD_CHARACTERS) {
    throw validationError([
      {
        path: 'content',
        message: `is larger than ${MAX_UPLOAD_CHARACTERS.toLocaleString('en-US')} characters: split the file`,
      },
    ]);
  }
  let parsed: ParsedUpload;
  try {
    parsed = input.format === 'CSV' ? parseCsv(input.content) : parseJson(input.content);
  } catch (error) {
    if (error instanceof UploadFormatError) {
      throw validationError([{ path: 'content', message: error.message }]);
    }
    throw error;
  }
  const rejected = [...parsed.rejected];
  const valid: Numbered[] = [];
  for (const { line, raw } of parsed.records) {
    const result = validateLegacyRecord(raw);
    if (result.ok) valid.push({ line, record: result.record });
    else rejected.push({ line, reason: result.reason });
  }

  const known = await syncRepository.existingStudentIds(platform.db.db, [
    ...new Set(valid.map((item) => item.record.studentId)),
  ]);
  const balances = new Map<string, Numbered>();
  const days = new Map<string, Numbered>();
  const dayRecords: Numbered[] = [];
  for (const item of valid) {
    const { studentId, day } = item.record;
    if (!known.has(studentId)) {
      rejected.push({ line: item.line, reason: 'studentId: no such student' });
    } else if (day === null) {
      const earlier = balances.get(studentId);
      if (earlier) {
        rejected.push({
          line: item.line,
          reason: `studentId: this student's balances are already on line ${earlier.line}`,
        });
      } else balances.set(studentId, item);
    } else dayRecords.push(item);
  }
  // Day records need their student's balances record from the same file.
  for (const item of dayRecords) {
    const key = `${item.record.studentId} ${item.record.day}`;
    const earlier = days.get(key);
    if (!balances.has(item.record.studentId)) {
      rejected.push({
        line: item.line,
        reason: 'day: the file has no valid balances record for this student',
      });
    } else if (earlier) {
      rejected.push({
        line: item.line,
        reason: `day: ${item.record.day} of this student is already on line ${earlier.line}`,
      });
    } else days.set(key, item);
  }

  const batch = { id: randomUUID(), at: now };
  await platform.db.transaction((tx) =>
    syncRepository.saveLegacy(
      tx,
      [...balances.values()].map((item) => item.record),
      [...days.values()].map((item) => item.record),
      batch,
    ),
  );
  rejected.sort((a, b) => a.line - b.line);
  return { importedCount: balances.size, importedDaysCount: days.size, rejected };
}
