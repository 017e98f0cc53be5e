// The address of a state's teen article (SPEC §2): /article/how-to-apply-for-{state}-drivers-license-as-a-teen.
import { GUIDE_STATES, type GuideState } from './guide-vocabulary.ts';

export function teenArticleSlug(state: GuideState): string {
  return `how-to-apply-for-${state}-drivers-license-as-a-teen`;
}

export function articlePath(slug: string): string {
  return `/article/${slug}`;
}

/** The state a teen-article slug is about, or null when the slug is not one of them. */
export function stateOfTeenArticle(slug: string): GuideState | null {
  return GUIDE_STATES.find((state) => teenArticleSlug(state) === slug) ?? null;
}

/** Lower-case words joined by single hyphens: what the back-office accepts as a new slug. */
export function isArticleSlug(value: string): boolean {
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) && value.length <= 120;
}
