// The vocabulary of licensing guides (SPEC §3): the states that have guides, the audiences a guide
// is written for (two more in Texas, where a teen chooses parent-taught or instructor-led), and
// the step ids a guide may use.

export const GUIDE_STATES = ['ca', 'co', 'il', 'in', 'mo', 'nv', 'pa', 'tx', 'wa'] as const;
export type GuideState = (typeof GUIDE_STATES)[number];

export const GUIDE_AUDIENCES = [
  'teen',
  'adult',
  'teen-parent-taught',
  'teen-instructor-led',
] as const;
export type GuideAudience = (typeof GUIDE_AUDIENCES)[number];

/** Audiences that only Texas has: its teens learn either with a parent or with an instructor. */
const TEXAS_ONLY_AUDIENCES: readonly GuideAudience[] = [
  'teen-parent-taught',
  'teen-instructor-led',
];

export const GUIDE_STEP_IDS = [
  'online-course',
  'practice-for-written-test',
  'written-test',
  'road-test',
  'driving-lessons',
  'driving-lessons-registration',
  'practice-hours',
  'request-guide',
  'impact-texas',
  'pre-apply-wdl',
  'wa-practice-hours',
] as const;
export type GuideStepId = (typeof GUIDE_STEP_IDS)[number];

export function isGuideState(value: string): value is GuideState {
  return (GUIDE_STATES as readonly string[]).includes(value);
}

export function isGuideAudience(value: string): value is GuideAudience {
  return (GUIDE_AUDIENCES as readonly string[]).includes(value);
}

export function isGuideStepId(value: string): value is GuideStepId {
  return (GUIDE_STEP_IDS as readonly string[]).includes(value);
}

/** The audiences that have a guide in a state, in the order pages list them. */
export function audiencesOfState(state: GuideState): readonly GuideAudience[] {
  return state === 'tx'
    ? GUIDE_AUDIENCES
    : GUIDE_AUDIENCES.filter((audience) => !TEXAS_ONLY_AUDIENCES.includes(audience));
}

/** Every state × audience pair that has a guide: 9 × 2 plus the two Texas teen paths. */
export function allGuideKeys(): { state: GuideState; audience: GuideAudience }[] {
  return GUIDE_STATES.flatMap((state) =>
    audiencesOfState(state).map((audience) => ({ state, audience })),
  );
}

const AUDIENCE_LABELS: Record<GuideAudience, string> = {
  teen: 'Teens',
  adult: 'Adults',
  'teen-parent-taught': 'Teens, parent-taught',
  'teen-instructor-led': 'Teens, instructor-led',
};

export function guideAudienceLabel(audience: GuideAudience): string {
  return AUDIENCE_LABELS[audience];
}
