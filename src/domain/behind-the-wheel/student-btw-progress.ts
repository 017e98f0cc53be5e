// A student's progress toward their state's behind-the-wheel requirement (docs/behind-the-wheel.md).
// The rule is chosen by the student's licence state and age: each counted lesson belongs to the
// rule that held on its day (the student's age then, in the state's zone), and the student is
// measured against the rule that holds today, or, once they have aged out of every rule (a
// Colorado student past 16½), the rule their latest counted lesson was taken under.
import { ageInYears } from '../age.ts';
import { stateTimeZone } from '../scheduling/state-time-zone.ts';
import { btwRuleAt, btwRulesOf, type BtwRule } from './btw-rules.ts';
import { countedMinutesOf, type LessonPlaceFacts } from './counted-lesson-minutes.ts';
import {
  addMinutes,
  type CountedMinutes,
  type RequirementProgress,
} from './requirement-progress.ts';
import { splitRequirementProgress } from './split-requirement.ts';
import { totalRequirementProgress } from './total-requirement.ts';

export const BTW_STATUSES = [
  'NoLicenceState',
  'NoRule',
  'NoDateOfBirth',
  'NotRequiredAtAge',
  'InProgress',
  'Met',
] as const;
export type BtwStatus = (typeof BTW_STATUSES)[number];

export const BTW_STATUS_LABELS: Readonly<Record<BtwStatus, string>> = {
  NoLicenceState: 'No licence state',
  NoRule: 'No requirement in this state',
  NoDateOfBirth: 'Date of birth needed',
  NotRequiredAtAge: 'Not required at this age',
  InProgress: 'In progress',
  Met: 'Requirement met',
};

export interface StudentBtwFacts {
  usStateId: string | null;
  dob: string | null;
}

export interface StudentBtwProgress {
  status: BtwStatus;
  rule: BtwRule | null;
  progress: RequirementProgress | null;
  /** Lessons whose minutes count toward the rule. */
  countedLessons: number;
  /** False when the rule no longer holds at the student's age and is shown for the record. */
  appliesToday: boolean;
}

const none = (status: BtwStatus): StudentBtwProgress => ({
  status,
  rule: null,
  progress: null,
  countedLessons: 0,
  appliesToday: false,
});

export function requirementProgress(rule: BtwRule, counted: CountedMinutes): RequirementProgress {
  return rule.requirement.shape === 'split'
    ? splitRequirementProgress(rule.requirement, counted)
    : totalRequirementProgress(rule.requirement, counted);
}

export function studentBtwProgress(
  student: StudentBtwFacts,
  places: readonly LessonPlaceFacts[],
  now: Date,
): StudentBtwProgress {
  const state = student.usStateId;
  if (!state) return none('NoLicenceState');
  const rules = btwRulesOf(state);
  if (rules.length === 0) return none('NoRule');
  const zone = stateTimeZone(state);
  const ageOn = (day: Date) => ageInYears(student.dob, day, zone);
  // ageInYears answers 0 for a missing or impossible date of birth (and nobody takes lessons in
  // their first year), so 0 today means the age, and so the rule, is unknown.
  const ageToday = ageOn(now);
  if (ageToday === 0 && rules.some((rule) => rule.underAge !== null)) return none('NoDateOfBirth');

  const counted = places
    .map((place) => ({ place, minutes: countedMinutesOf(place, now) }))
    .filter((entry): entry is { place: LessonPlaceFacts; minutes: CountedMinutes } =>
      Boolean(entry.minutes),
    )
    .map((entry) => ({ ...entry, rule: btwRuleAt(state, ageOn(entry.place.startTime)) }))
    .sort((a, b) => a.place.startTime.getTime() - b.place.startTime.getTime());

  const ruleToday = btwRuleAt(state, ageToday);
  const rule = ruleToday ?? counted.findLast((entry) => entry.rule)?.rule ?? null;
  if (!rule) return none('NotRequiredAtAge');
  const mine = counted.filter((entry) => entry.rule === rule);
  const progress = requirementProgress(rule, addMinutes(mine.map((entry) => entry.minutes)));
  return {
    status: progress.isMet ? 'Met' : 'InProgress',
    rule,
    progress,
    countedLessons: mine.length,
    appliesToday: ruleToday === rule,
  };
}
