import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { SITE_PATHS } from '../site/site-links.ts';

// The licensing path of a California teen (SPEC §4), the most common journey we teach.
const LICENSE_PATH = [
  { title: 'Drivers ed course', detail: 'Online or in a classroom, at your pace' },
  { title: 'Practice test', detail: 'Questions from your state handbook' },
  { title: 'Written test', detail: 'Earn your learner’s permit at the DMV' },
  { title: 'Driving lessons', detail: 'One-on-one with a licensed instructor' },
  { title: 'Road test', detail: 'Warm up with us, then drive our car' },
];

export function HomeHero() {
  return (
    <Box
      component="section"
      aria-labelledby="home-title"
      sx={{
        background: 'linear-gradient(160deg, #E7FAF8 0%, #FFFFFF 55%, #FFF0F6 100%)',
        py: { xs: 6, md: 10 },
      }}
    >
      <Container
        maxWidth="lg"
        sx={{
          display: 'grid',
          gap: { xs: 5, md: 8 },
          alignItems: 'center',
          gridTemplateColumns: { xs: '1fr', md: '1.15fr 1fr' },
        }}
      >
        <div>
          <Typography
            sx={{
              fontWeight: 600,
              color: 'text.secondary',
              textTransform: 'uppercase',
              letterSpacing: '0.08em',
              fontSize: '0.8rem',
              mb: 2,
            }}
          >
            Drivers ed · Lessons · Road tests
          </Typography>
          <Typography
            id="home-title"
            variant="h1"
            sx={{ fontSize: { xs: '2.25rem', md: '3.25rem' }, mb: 2.5 }}
          >
            Teen and adult driving lessons, from first permit to{' '}
            <Box component="span" sx={{ boxShadow: 'inset 0 -0.35em 0 #9EF62E' }}>
              road test
            </Box>
          </Typography>
          <Typography sx={{ fontSize: '1.125rem', color: 'text.secondary', mb: 4, maxWidth: 560 }}>
            Licensed instructors teach new drivers of every age in 11 states. Take drivers ed
            online, practice for the written test, then learn behind the wheel with lessons that
            pick you up from home.
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
            <Button
              component={RouterLink}
              to={SITE_PATHS.book}
              variant="contained"
              color="secondary"
              size="large"
            >
              Book a driving lesson
            </Button>
            <Button
              component={RouterLink}
              to={SITE_PATHS.courses}
              variant="outlined"
              color="primary"
              size="large"
            >
              Find a drivers ed course
            </Button>
          </Box>
        </div>
        <Box
          sx={{
            bgcolor: 'background.paper',
            borderRadius: 4,
            p: { xs: 3, md: 4 },
            boxShadow: '0 24px 60px rgba(30, 38, 49, 0.12)',
            position: 'relative',
            overflow: 'hidden',
            '&::before': {
              content: '""',
              position: 'absolute',
              inset: '0 0 auto 0',
              height: 6,
              bgcolor: 'pink.main',
            },
          }}
        >
          <Typography component="h2" variant="h3" sx={{ mb: 0.5 }}>
            Your path to a license
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2.5 }}>
            The usual steps for a California teen. Every state has its own.
          </Typography>
          <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.75 }}>
            {LICENSE_PATH.map((step, index) => (
              <Box
                component="li"
                key={step.title}
                sx={{ display: 'flex', gap: 2, alignItems: 'center' }}
              >
                <Box
                  aria-hidden="true"
                  sx={{
                    flex: 'none',
                    width: 36,
                    height: 36,
                    borderRadius: '50%',
                    display: 'grid',
                    placeItems: 'center',
                    fontWeight: 700,
                    bgcolor: index === LICENSE_PATH.length - 1 ? 'lime.main' : 'primary.main',
                    color:
                      index === LICENSE_PATH.length - 1
                        ? 'lime.contrastText'
                        : 'primary.contrastText',
                  }}
                >
                  {index + 1}
                </Box>
                <div>
                  <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
                    {step.title}
                  </Box>
                  <Box
                    component="span"
                    sx={{ display: 'block', fontSize: '0.875rem', color: 'text.secondary' }}
                  >
                    {step.detail}
                  </Box>
                </div>
              </Box>
            ))}
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
