// /licensing-guides: every state's guides, grouped by state.
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { stateName } from '../site/public-states.ts';
import { licensingGuidePath } from './guide-paths.ts';

interface IndexGuide {
  state: string;
  audience: string;
  audienceLabel: string;
  article?: { path: string } | null;
}

/** The path of the published article of a state's teen guide, if any. */
function teenArticle(guides: readonly IndexGuide[], state: string): string | undefined {
  return guides.find((guide) => guide.state === state && guide.audience === 'teen')?.article?.path;
}

export function GuidesIndexPage({ guides }: { guides: readonly IndexGuide[] }) {
  const states = [...new Set(guides.map((guide) => guide.state))].sort((a, b) =>
    stateName(a).localeCompare(stateName(b)),
  );
  return (
    <Container maxWidth="md" sx={{ py: { xs: 5, md: 8 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, mb: 2 }}>
        How to get your driver license
      </Typography>
      <Typography sx={{ fontSize: '1.125rem', mb: 4 }}>
        Step-by-step guides for each state we teach in, for teens and for adults.
      </Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { sm: '1fr 1fr' } }}>
        {states.map((state) => (
          <Box component="section" key={state} aria-labelledby={`guides-${state}`}>
            <Typography id={`guides-${state}`} variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
              {stateName(state)}
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 3 }}>
              {guides
                .filter((guide) => guide.state === state)
                .map((guide) => (
                  <li key={guide.audience}>
                    <Link component={RouterLink} to={licensingGuidePath(state, guide.audience)}>
                      {guide.audienceLabel}
                    </Link>
                  </li>
                ))}
              {teenArticle(guides, state) && (
                <li>
                  <Link component={RouterLink} to={teenArticle(guides, state)!}>
                    Applying as a teen: the full article
                  </Link>
                </li>
              )}
            </Box>
          </Box>
        ))}
      </Box>
    </Container>
  );
}
