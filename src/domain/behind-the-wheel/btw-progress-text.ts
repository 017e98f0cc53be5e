// The progress as one sentence people read: "5 h 0 min of 7 h driving, 3 h 0 min of 7 h
// observation — Texas" (the issue's example). Done time always shows hours and minutes, so a
// student reads "0 h 45 min" rather than a bare "45 min" next to a requirement in hours.
import { formatMinutes } from '../ledger/ledger-labels.ts';
import { REQUIREMENT_PART_LABELS } from './requirement-progress.ts';
import { ageConditionText } from './btw-rules.ts';
import { BTW_STATUS_LABELS, type StudentBtwProgress } from './student-btw-progress.ts';

/** 300 → "5 h 0 min", 45 → "0 h 45 min". */
export function hoursAndMinutes(minutes: number): string {
  const whole = Math.max(0, Math.trunc(minutes));
  return `${Math.floor(whole / 60)} h ${whole % 60} min`;
}

export function btwProgressText(result: StudentBtwProgress): string {
  if (!result.rule || !result.progress) return BTW_STATUS_LABELS[result.status];
  const parts = result.progress.parts
    .map(
      (part) =>
        `${hoursAndMinutes(part.doneMinutes)} of ${formatMinutes(part.requiredMinutes)} ${REQUIREMENT_PART_LABELS[part.part]}`,
    )
    .join(', ');
  return `${parts} — ${result.rule.stateName}`;
}

/** What is still missing, or that it is met: "2 h 30 min to go", "Requirement met". */
export function btwRemainingText(result: StudentBtwProgress): string {
  if (!result.progress) return BTW_STATUS_LABELS[result.status];
  if (result.progress.isMet) return BTW_STATUS_LABELS.Met;
  return `${formatMinutes(result.progress.remainingMinutes)} to go`;
}

/** Said when the rule shown no longer holds at the student's age: "Applies under 16½". */
export function btwAgeNote(result: StudentBtwProgress): string | null {
  if (!result.rule || result.appliesToday || result.rule.underAge === null) return null;
  return `${result.rule.stateName}'s requirement applies ${ageConditionText(result.rule.underAge)}; lessons taken then are shown.`;
}
