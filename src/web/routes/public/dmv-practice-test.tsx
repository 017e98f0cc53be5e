// /dmv-practice-test: choose a state. `?state=ca` goes straight to that state's canonical page.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { redirect } from 'react-router';
import { PASS_MARK_PERCENT } from '../../../domain/practice-test/practice-test-score.ts';
import { practiceTestStates } from '../../features/practice-test/practice-test-data.ts';
import { practiceTestPath } from '../../features/practice-test/practice-test-paths.ts';
import { StateChooser } from '../../features/practice-test/state-chooser.tsx';
import { STATIC_PAGE } from '../../lib/hydration.ts';
import { publicDataContext } from '../../lib/public-data.ts';
import type { Route } from './+types/dmv-practice-test';
import { sharedPageHeaders } from '../../lib/shared-cache.ts';
import { publicPageMeta } from '../../features/site/page-meta.ts';

// A plain document: links only, no JavaScript.
export const handle = STATIC_PAGE;

export async function loader({ request, context }: Route.LoaderArgs) {
  const states = await practiceTestStates(context.get(publicDataContext));
  const wanted = new URL(request.url).searchParams.get('state')?.trim().toUpperCase();
  if (wanted && states.some((summary) => summary.state === wanted)) {
    throw redirect(practiceTestPath(wanted), 301);
  }
  return { states };
}

// The same document for every visitor: the server keeps it for a minute.
export const headers = sharedPageHeaders;

export const meta: Route.MetaFunction = ({ matches }) => {
  const publicUrl = matches[1]?.loaderData?.publicUrl;
  return publicPageMeta({
    title: 'Free DMV Practice Tests by State',
    description:
      'Free DMV written-test practice: questions from the official state driver handbooks, scored instantly with an explanation for every answer.',
    url: publicUrl ? new URL('/dmv-practice-test', publicUrl).href : null,
  });
};

export default function DmvPracticeTest({ loaderData }: Route.ComponentProps) {
  return (
    <Box sx={{ maxWidth: 880, mx: 'auto', px: 3, py: { xs: 5, md: 8 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: 32, md: 44 }, mb: 2 }}>
        DMV practice test
      </Typography>
      <Typography sx={{ mb: 4, maxWidth: 640 }}>
        Practise for the written knowledge test with questions written from your state&apos;s
        official driver handbook. Each test has 20 random questions; you pass with{' '}
        {PASS_MARK_PERCENT}% and see the right answer and an explanation for every question.
      </Typography>
      {loaderData.states.length > 0 ? (
        <StateChooser states={loaderData.states} />
      ) : (
        <Typography>No practice tests are available yet. Please check back soon.</Typography>
      )}
    </Box>
  );
}
