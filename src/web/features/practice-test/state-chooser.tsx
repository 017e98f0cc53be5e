// The list of states that have a practice test, each a link to its canonical page.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import type { PracticeTestStateSummary } from './practice-test-data.ts';
import { stateName } from '../site/public-states.ts';
import { practiceTestPath } from './practice-test-paths.ts';
import { GridList } from '../../ui/grid-list.tsx';

export function StateChooser({ states }: { states: PracticeTestStateSummary[] }) {
  return (
    <GridList columns={{ xs: '1fr', sm: '1fr 1fr' }} gap={1.5}>
      {states.map((summary) => (
        <li key={summary.state}>
          <Link
            component={RouterLink}
            to={practiceTestPath(summary.state)}
            underline="none"
            sx={{
              display: 'block',
              p: 2,
              borderRadius: '12px',
              border: '1px solid #D5DBE1',
              color: 'text.primary',
              '&:hover, &:focus-visible': { borderColor: 'secondary.main' },
            }}
          >
            <Box component="span" sx={{ display: 'block', fontWeight: 600, fontSize: 18 }}>
              {stateName(summary.state)} DMV practice test
            </Box>
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {summary.questionCount} questions from the {stateName(summary.state)} driver handbook
            </Box>
          </Link>
        </li>
      ))}
    </GridList>
  );
}
