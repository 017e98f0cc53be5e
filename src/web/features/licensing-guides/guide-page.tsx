// /{state}/licensing-guide/{audience}: the ordered steps to a license, the state's article, and
// the other audiences of the same state.
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { stateName } from '../site/public-states.ts';
import { GuideStepsList } from './guide-steps-list.tsx';
import { LICENSING_GUIDES_PATH, licensingGuidePath } from './guide-paths.ts';
import type { PublicGuide } from './licensing-guides.queries.ts';

interface GuidePageProps {
  guide: PublicGuide;
  siblings: readonly { audience: string; audienceLabel: string }[];
}

export function GuidePage({ guide, siblings }: GuidePageProps) {
  const others = siblings.filter((sibling) => sibling.audience !== guide.audience);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 5, md: 8 } }}>
      <Box component="nav" aria-label="Breadcrumb" sx={{ mb: 2 }}>
        <Link component={RouterLink} to={LICENSING_GUIDES_PATH}>
          Licensing guides
        </Link>
      </Box>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, mb: 2 }}>
        {guide.label}
      </Typography>
      <Typography sx={{ fontSize: '1.125rem', mb: 4 }}>
        The steps to a {stateName(guide.state)} driver license for{' '}
        {guide.audienceLabel.toLowerCase()}, in the order to take them. The state has the final
        word: check its website before each visit.
      </Typography>
      <GuideStepsList steps={guide.steps} headingLevel="h2" />
      {guide.article && (
        <Typography sx={{ mt: 5 }}>
          Read more:{' '}
          <Link component={RouterLink} to={guide.article.path}>
            {guide.article.title}
          </Link>
        </Typography>
      )}
      {others.length > 0 && (
        <Box component="section" aria-labelledby="other-guides-title" sx={{ mt: 5 }}>
          <Typography id="other-guides-title" variant="h2" sx={{ fontSize: '1.375rem', mb: 1 }}>
            Other {stateName(guide.state)} guides
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {others.map((other) => (
              <li key={other.audience}>
                <Link component={RouterLink} to={licensingGuidePath(guide.state, other.audience)}>
                  {other.audienceLabel}
                </Link>
              </li>
            ))}
          </Box>
        </Box>
      )}
    </Container>
  );
}
