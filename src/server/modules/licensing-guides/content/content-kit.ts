// Building blocks of the shipped guide and article texts (one file per state next to this one).
// The texts are for the school to proofread: docs/licensing-guides.md says what was checked.
import type { GuideStepInput } from '../../../../domain/licensing-guides/guide-validation.ts';
import type {
  GuideAudience,
  GuideState,
  GuideStepId,
} from '../../../../domain/licensing-guides/guide-vocabulary.ts';
import { bookingLink } from '../../../../domain/booking/lesson-product-types.ts';
import { phoneHref } from '../../../../domain/phone-link.ts';

export interface SeedGuide {
  label: string;
  steps: GuideStepInput[];
}

export interface SeedArticle {
  title: string;
  description: string;
  /** The Markdown subset of src/domain/licensing-guides/article-body.ts. */
  body: string;
}

export interface StateContent {
  state: GuideState;
  guides: Partial<Record<GuideAudience, SeedGuide>>;
  /** The teen article, /article/how-to-apply-for-{state}-drivers-license-as-a-teen. */
  article: SeedArticle;
}

/** What the texts need from the running school: its booking telephone number. */
export interface ContentContext {
  bookingPhone: string;
}

export function step(
  id: GuideStepId,
  title: string,
  description: string,
  link = '',
  linkText = '',
): GuideStepInput {
  return { id, title, description, link, linkText };
}

export const PRACTICE_TEST_PATH = '/dmv-practice-test';

export function practiceStep(stateName: string): GuideStepInput {
  return step(
    'practice-for-written-test',
    'Practice for the written test',
    `Take our free ${stateName} practice tests until you pass them comfortably. The questions come from the state's driver handbook: read the handbook too.`,
    PRACTICE_TEST_PATH,
    'Free DMV practice test',
  );
}

/** The driving-lessons step: its link opens booking with a lesson in the guide's state chosen. */
export function lessonsStep(state: GuideState, description: string): GuideStepInput {
  return step(
    'driving-lessons',
    'Take driving lessons',
    description,
    bookingLink('standard', { state }),
    'Book lessons',
  );
}

export function registrationStep(context: ContentContext): GuideStepInput {
  return step(
    'driving-lessons-registration',
    'Register for driving lessons',
    "Call us and we will set up your behind-the-wheel lessons with a licensed instructor and answer questions about your state's rules.",
    phoneHref(context.bookingPhone),
    `Call ${context.bookingPhone}`,
  );
}
