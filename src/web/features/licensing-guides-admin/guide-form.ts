// The licensing-guide editor's form state: steps carry a local key so React keeps each row's
// inputs while steps move; the helpers add, move and remove steps without touching the others.
import type { GuideStepInput } from '../../../domain/licensing-guides/guide-validation.ts';
import {
  GUIDE_STEP_IDS,
  type GuideStepId,
} from '../../../domain/licensing-guides/guide-vocabulary.ts';

export interface StepRow extends GuideStepInput {
  key: number;
}

export interface GuideFormValues {
  label: string;
  articleSlug: string;
  steps: StepRow[];
}

let nextKey = 1;

export function guideFormValues(
  guide: {
    label: string;
    articleSlug?: string | null;
    steps: readonly GuideStepInput[];
  } | null,
): GuideFormValues {
  return {
    label: guide?.label ?? '',
    articleSlug: guide?.articleSlug ?? '',
    steps: (guide?.steps ?? []).map((step) => ({ ...step, key: nextKey++ })),
  };
}

/** A new empty step with the first step id the guide does not use yet. */
export function addStep(steps: readonly StepRow[]): StepRow[] {
  const used = new Set(steps.map((step) => step.id));
  const id: GuideStepId =
    GUIDE_STEP_IDS.find((candidate) => !used.has(candidate)) ?? GUIDE_STEP_IDS[0];
  return [...steps, { key: nextKey++, id, title: '', description: '', link: '', linkText: '' }];
}

export function moveStep(steps: readonly StepRow[], index: number, by: -1 | 1): StepRow[] {
  const target = index + by;
  if (target < 0 || target >= steps.length) return [...steps];
  const moved = [...steps];
  [moved[index], moved[target]] = [moved[target]!, moved[index]!];
  return moved;
}

export function removeStep(steps: readonly StepRow[], index: number): StepRow[] {
  return steps.filter((_, at) => at !== index);
}

export function guideInput(values: GuideFormValues) {
  return {
    label: values.label,
    articleSlug: values.articleSlug || null,
    steps: values.steps.map(({ id, title, description, link, linkText }) => ({
      id,
      title,
      description,
      link,
      linkText,
    })),
  };
}
