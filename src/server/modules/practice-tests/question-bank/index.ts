// The question banks shipped with RoadReady, by state code. A state listed here gets its bank at
// the first start after the bank ships, when the state has no questions yet (practice-tests.seed.ts);
// after that, staff edit the questions in the back-office.
import type { BankQuestion } from './bank-question.ts';
import { CALIFORNIA_QUESTIONS } from './ca.ts';
import { COLORADO_QUESTIONS } from './co.ts';
import { ILLINOIS_QUESTIONS } from './il.ts';
import { INDIANA_QUESTIONS } from './in.ts';
import { MARYLAND_QUESTIONS } from './md.ts';
import { MISSOURI_QUESTIONS } from './mo.ts';
import { NEVADA_QUESTIONS } from './nv.ts';
import { PENNSYLVANIA_QUESTIONS } from './pa.ts';
import { TEXAS_QUESTIONS } from './tx.ts';
import { WASHINGTON_QUESTIONS } from './wa.ts';
import { WISCONSIN_QUESTIONS } from './wi.ts';

export type { BankQuestion } from './bank-question.ts';

export const QUESTION_BANKS: Readonly<Record<string, readonly BankQuestion[]>> = {
  CA: CALIFORNIA_QUESTIONS,
  CO: COLORADO_QUESTIONS,
  IL: ILLINOIS_QUESTIONS,
  IN: INDIANA_QUESTIONS,
  MD: MARYLAND_QUESTIONS,
  MO: MISSOURI_QUESTIONS,
  NV: NEVADA_QUESTIONS,
  PA: PENNSYLVANIA_QUESTIONS,
  TX: TEXAS_QUESTIONS,
  WA: WASHINGTON_QUESTIONS,
  WI: WISCONSIN_QUESTIONS,
};
