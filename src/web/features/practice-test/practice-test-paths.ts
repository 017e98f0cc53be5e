// URLs of the DMV practice test (docs/practice-tests.md): /dmv-practice-test chooses a state,
// /dmv-practice-test/{state} (lower-case code) is the canonical page of one state's test.
import { SITE_PATHS } from '../site/site-links.ts';

export const PRACTICE_TEST_QUESTION_COUNT = 20;

export function practiceTestPath(stateCode: string): string {
  return `${SITE_PATHS.practiceTest}/${stateCode.toLowerCase()}`;
}
