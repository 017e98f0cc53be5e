import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { LICENSING_GUIDES_PATH } from '../licensing-guides/guide-paths.ts';
import { PUBLIC_STATES } from '../site/public-states.ts';
import { stateCoursesPath } from '../site/site-links.ts';
import { GridList } from '../../ui/grid-list.tsx';

export function StatesSection() {
  return (
    <Box
      component="section"
      aria-labelledby="states-title"
      sx={{ py: { xs: 7, md: 10 }, bgcolor: '#F4F7F9' }}
    >
      <Container maxWidth="lg">
        <Typography id="states-title" variant="h2" sx={{ mb: 1.5 }}>
          Driving lessons in {PUBLIC_STATES.length} states
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 4, maxWidth: 640 }}>
          Every state has its own rules for permits, practice hours and road tests. Pick yours to
          see the courses and lessons that count there.
        </Typography>
        <GridList columns={{ xs: '1fr 1fr', sm: 'repeat(3, 1fr)', md: 'repeat(4, 1fr)' }} gap={1.5}>
          {PUBLIC_STATES.map((state) => (
            <li key={state.code}>
              <Link
                component={RouterLink}
                to={stateCoursesPath(state.code)}
                underline="none"
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1.5,
                  p: 1.5,
                  borderRadius: 3,
                  bgcolor: 'background.paper',
                  color: 'text.primary',
                  border: '1px solid #E3E7EC',
                  fontWeight: 600,
                  transition: 'border-color 120ms, box-shadow 120ms',
                  '&:hover, &:focus-visible': {
                    borderColor: 'secondary.main',
                    boxShadow: '0 6px 18px rgba(30, 38, 49, 0.08)',
                  },
                }}
              >
                <Box
                  component="span"
                  aria-hidden="true"
                  sx={{
                    flex: 'none',
                    width: 40,
                    height: 40,
                    borderRadius: 2,
                    display: 'grid',
                    placeItems: 'center',
                    bgcolor: 'primary.main',
                    color: 'secondary.main',
                    fontSize: '0.875rem',
                  }}
                >
                  {state.code}
                </Box>
                {state.name}
              </Link>
            </li>
          ))}
        </GridList>
        <Typography sx={{ mt: 4 }}>
          New to the process?{' '}
          <Link component={RouterLink} to={LICENSING_GUIDES_PATH}>
            Read the step-by-step licensing guide for your state
          </Link>
          .
        </Typography>
      </Container>
    </Box>
  );
}
