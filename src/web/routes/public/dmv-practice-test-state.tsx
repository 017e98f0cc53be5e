// /dmv-practice-test/{state}: a test of 20 questions rendered on the server — one of the state's
// fixed sets (`?set=N`; a bare address gets one at random, src/server/web/page-variants.ts), so
// each set is a shared, cacheable page. The form posts to this route's action, which grades the
// answers on the server and shows the score and every explanation; the page ships no JavaScript
// (docs/practice-tests.md).
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { data, Link as RouterLink, redirect } from 'react-router';
import { PASS_MARK_PERCENT } from '../../../domain/practice-test/practice-test-score.ts';
import {
  isPracticeTestSet,
  PRACTICE_TEST_SET_COUNT,
  PRACTICE_TEST_SET_PARAM,
} from '../../../domain/practice-test/practice-test-sets.ts';
import { sharedPageHeaders } from '../../lib/shared-cache.ts';
import { publicPageMeta } from '../../features/site/page-meta.ts';
import { readSubmittedAnswers } from '../../features/practice-test/practice-test-answers.ts';
import {
  drawPracticeTest,
  gradePracticeTest,
} from '../../features/practice-test/practice-test-data.ts';
import { PracticeTestForm } from '../../features/practice-test/practice-test-form.tsx';
import {
  PRACTICE_TEST_QUESTION_COUNT,
  practiceTestPath,
} from '../../features/practice-test/practice-test-paths.ts';
import { stateName } from '../../features/site/public-states.ts';
import { PracticeTestResults } from '../../features/practice-test/practice-test-results.tsx';
import { primaryButtonSx } from '../../features/practice-test/practice-test-styles.ts';
import { SITE_PATHS } from '../../features/site/site-links.ts';
import { STATIC_PAGE } from '../../lib/hydration.ts';
import { publicDataContext } from '../../lib/public-data.ts';
import type { Route } from './+types/dmv-practice-test-state';

export const handle = STATIC_PAGE;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const code = params.state;
  // One canonical URL per state: the lower-case code.
  if (code !== code.toLowerCase()) throw redirect(practiceTestPath(code), 301);
  const named = Number(new URL(request.url).searchParams.get(PRACTICE_TEST_SET_PARAM));
  // An address naming a set is the same page for everyone; any other gets a set at random.
  const set = isPracticeTestSet(named)
    ? named
    : 1 + Math.floor(Math.random() * PRACTICE_TEST_SET_COUNT);
  const questions = /^[a-z]{2}$/.test(code)
    ? await drawPracticeTest(
        context.get(publicDataContext),
        code,
        PRACTICE_TEST_QUESTION_COUNT,
        set,
      )
    : null;
  if (!questions) return data({ found: false as const, code, set, questions: [] }, { status: 404 });
  return data(
    { found: true as const, code, set, questions },
    { headers: isPracticeTestSet(named) ? sharedPageHeaders() : {} },
  );
}

/** The set after `set`, so "a new set" is never the one just taken. */
function nextSet(set: number): number {
  return (set % PRACTICE_TEST_SET_COUNT) + 1;
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export async function action({ params, request, context }: Route.ActionArgs) {
  const answers = readSubmittedAnswers(await request.formData());
  const result =
    answers.length > 0
      ? await gradePracticeTest(context.get(publicDataContext), params.state, answers)
      : null;
  if (!result) {
    return data(
      { result: null, problem: 'These answers could not be checked. Please take a new test.' },
      { status: 400 },
    );
  }
  return { result, problem: null };
}

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) => {
  const publicUrl = matches[1]?.loaderData?.publicUrl;
  if (!loaderData?.found) {
    return [
      { title: 'Practice test not found | RoadReady' },
      { name: 'robots', content: 'noindex' },
    ];
  }
  const name = stateName(params.state);
  return publicPageMeta({
    title: `${name} DMV Practice Test: ${PRACTICE_TEST_QUESTION_COUNT} Free Questions`,
    description: `Free ${name} DMV written-test practice: ${PRACTICE_TEST_QUESTION_COUNT} questions from the ${name} driver handbook, scored with an explanation for every answer.`,
    url: publicUrl ? new URL(practiceTestPath(params.state), publicUrl).href : null,
  });
};

export default function DmvPracticeTestState({ loaderData, actionData }: Route.ComponentProps) {
  const name = stateName(loaderData.code);
  if (!loaderData.found) {
    return (
      <Box sx={{ maxWidth: 880, mx: 'auto', px: 3, py: { xs: 5, md: 8 } }}>
        <Typography variant="h1" sx={{ fontSize: { xs: 32, md: 44 }, mb: 2 }}>
          Practice test not found
        </Typography>
        <Typography sx={{ mb: 3 }}>We do not have a practice test for this state yet.</Typography>
        <Link component={RouterLink} to={SITE_PATHS.practiceTest}>
          See the states with a practice test
        </Link>
      </Box>
    );
  }
  const path = practiceTestPath(loaderData.code);
  const newSetHref = `${path}?${PRACTICE_TEST_SET_PARAM}=${nextSet(loaderData.set)}`;
  return (
    <Box sx={{ maxWidth: 880, mx: 'auto', px: 3, py: { xs: 5, md: 8 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: 32, md: 44 }, mb: 2 }}>
        {name} DMV practice test
      </Typography>
      <Typography sx={{ mb: 1, maxWidth: 680 }}>
        {PRACTICE_TEST_QUESTION_COUNT} questions, written from the official {name} driver handbook.
        Choose one answer per question, then check your answers: you pass with {PASS_MARK_PERCENT}%
        or more.
      </Typography>
      <Typography sx={{ mb: 4, color: 'text.secondary', maxWidth: 680 }}>
        This is practice, not the official test. Study the handbook too: it is what the DMV tests.
      </Typography>
      {actionData?.problem && (
        <Typography role="alert" sx={{ mb: 3, fontWeight: 600 }}>
          {actionData.problem}
        </Typography>
      )}
      {actionData?.result ? (
        <PracticeTestResults result={actionData.result} />
      ) : (
        <PracticeTestForm questions={loaderData.questions} />
      )}
      <Box sx={{ mt: 5, display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'center' }}>
        {actionData?.result ? (
          <Box component="a" href={newSetHref} sx={primaryButtonSx}>
            Take a new test
          </Box>
        ) : (
          <Link href={newSetHref}>Draw a new set of questions</Link>
        )}
        <Link component={RouterLink} to={SITE_PATHS.practiceTest}>
          Practice tests for other states
        </Link>
      </Box>
    </Box>
  );
}
