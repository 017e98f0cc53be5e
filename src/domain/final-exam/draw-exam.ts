// Drawing one final exam attempt from a course's pool (docs/seat-time.md "Final exam"): a random
// choice of questions in a random order, each with its choices shuffled, so two attempts differ.
// When sections are scored separately the questions are split evenly between the sections
// (earlier sections take the remainder), so each section has enough questions to be scored.
// `random` returns [0, 1) like Math.random; tests pass a seeded one.
import { EXAM_SECTIONS, type ExamSection } from './final-exam-rule.ts';

export interface PoolQuestion {
  id: string;
  section: ExamSection;
  prompt: string;
  choices: readonly string[];
  correctIndex: number;
}

export interface DrawnQuestion {
  questionId: string;
  section: ExamSection;
  prompt: string;
  /** The choices in the order this attempt shows them. */
  choices: string[];
  /** The right choice in this attempt's order: server only. */
  correctIndex: number;
}

export type Random = () => number;

function shuffle<T>(items: readonly T[], random: Random): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

/** How many questions each section gets; null when the pool cannot supply them. */
export function sectionShares(
  pool: readonly PoolQuestion[],
  count: number,
  bySection: boolean,
): Map<ExamSection | 'all', number> | null {
  if (!bySection) return pool.length >= count ? new Map([['all', count]]) : null;
  const present = EXAM_SECTIONS.filter((section) => pool.some((q) => q.section === section));
  if (present.length === 0) return null;
  const shares = new Map<ExamSection | 'all', number>();
  present.forEach((section, index) => {
    const share = Math.floor(count / present.length) + (index < count % present.length ? 1 : 0);
    shares.set(section, share);
  });
  for (const section of present) {
    if (pool.filter((q) => q.section === section).length < shares.get(section)!) return null;
  }
  return shares;
}

export function drawExam(
  pool: readonly PoolQuestion[],
  count: number,
  bySection: boolean,
  random: Random,
): DrawnQuestion[] | null {
  const shares = sectionShares(pool, count, bySection);
  if (!shares) return null;
  const chosen = [...shares].flatMap(([section, share]) =>
    shuffle(
      pool.filter((question) => section === 'all' || question.section === section),
      random,
    ).slice(0, share),
  );
  return shuffle(chosen, random).map((question) => {
    const order = shuffle(
      question.choices.map((_, index) => index),
      random,
    );
    return {
      questionId: question.id,
      section: question.section,
      prompt: question.prompt,
      choices: order.map((index) => question.choices[index]!),
      correctIndex: order.indexOf(question.correctIndex),
    };
  });
}
