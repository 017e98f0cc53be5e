// The rules a licensing guide must meet before it is saved (SPEC §3): a label, steps whose ids are
// SPEC step ids used at most once each, every step titled, and links we are willing to publish.
// Problems name the field path from the guide's root, e.g. `steps.2.link`, so a form can put each
// message next to its field.
import { isGuideLink } from './guide-link.ts';
import { isGuideStepId } from './guide-vocabulary.ts';

export interface GuideStepInput {
  id: string;
  title: string;
  description: string;
  link: string;
  linkText: string;
}

export interface GuideInput {
  label: string;
  steps: readonly GuideStepInput[];
}

export interface GuideProblem {
  path: string;
  message: string;
}

export const GUIDE_LIMITS = {
  label: 120,
  title: 120,
  description: 2000,
  link: 500,
  linkText: 80,
  steps: 12,
} as const;

function tooLong(value: string, max: number): string | null {
  return value.length > max ? `at most ${max} characters` : null;
}

export function guideProblems(guide: GuideInput): GuideProblem[] {
  const problems: GuideProblem[] = [];
  const add = (path: string, message: string | null) => {
    if (message) problems.push({ path, message });
  };
  add(
    'label',
    guide.label.trim() === '' ? 'is required' : tooLong(guide.label, GUIDE_LIMITS.label),
  );
  if (guide.steps.length === 0) add('steps', 'needs at least one step');
  if (guide.steps.length > GUIDE_LIMITS.steps) add('steps', `at most ${GUIDE_LIMITS.steps} steps`);
  const seen = new Set<string>();
  guide.steps.forEach((step, index) => {
    const at = (field: string) => `steps.${index}.${field}`;
    if (!isGuideStepId(step.id)) add(at('id'), 'is not a licensing step id');
    else if (seen.has(step.id)) add(at('id'), 'is already used by another step of this guide');
    seen.add(step.id);
    add(
      at('title'),
      step.title.trim() === '' ? 'is required' : tooLong(step.title, GUIDE_LIMITS.title),
    );
    add(at('description'), tooLong(step.description, GUIDE_LIMITS.description));
    const link = step.link.trim();
    if (link !== '') {
      add(
        at('link'),
        isGuideLink(link)
          ? tooLong(link, GUIDE_LIMITS.link)
          : 'must be a path of this site ("/…"), an https address or a tel: link',
      );
      add(
        at('linkText'),
        step.linkText.trim() === ''
          ? 'is required with a link'
          : tooLong(step.linkText, GUIDE_LIMITS.linkText),
      );
    } else if (step.linkText.trim() !== '') {
      add(at('link'), 'is required when the link has a text');
    }
  });
  return problems;
}
