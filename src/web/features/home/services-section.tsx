import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { BRAND_COLORS } from '../../ui/theme.ts';
import { SITE_PATHS } from '../site/site-links.ts';
import { GridList } from '../../ui/grid-list.tsx';

const SERVICES = [
  {
    title: 'Drivers ed courses',
    text: 'State-approved online and classroom courses for teens and adults, with progress saved as you go.',
    to: SITE_PATHS.courses,
    link: 'Browse courses',
    accent: BRAND_COLORS.turquoise,
  },
  {
    title: 'Behind-the-wheel lessons',
    text: 'One-on-one lessons in a dual-control car, with pickup from home, school or a meeting point.',
    to: SITE_PATHS.book,
    link: 'Book a lesson',
    accent: BRAND_COLORS.pink,
  },
  {
    title: 'Road tests',
    text: 'Take your road test in one of our cars, with a warm-up drive with your instructor first.',
    to: SITE_PATHS.book,
    link: 'Book a road test',
    accent: BRAND_COLORS.lime,
  },
  {
    title: 'DMV practice tests',
    text: 'Practice questions written from your state’s driver handbook, so the written test holds no surprises.',
    to: SITE_PATHS.practiceTest,
    link: 'Take a practice test',
    accent: BRAND_COLORS.sage,
  },
  {
    title: 'Parent-taught drivers ed',
    text: 'In Texas, parents can teach their teen: we provide the course, the driving log and the paperwork.',
    to: SITE_PATHS.texasParentTaught,
    link: 'See the Texas course',
    accent: BRAND_COLORS.turquoise,
  },
  {
    title: 'Traffic school',
    text: 'Online traffic school and knowledge-test preparation for drivers who already hold a license.',
    to: SITE_PATHS.courses,
    link: 'Find traffic school',
    accent: BRAND_COLORS.pink,
  },
];

export function ServicesSection() {
  return (
    <Box component="section" aria-labelledby="services-title" sx={{ py: { xs: 7, md: 10 } }}>
      <Container maxWidth="lg">
        <Typography id="services-title" variant="h2" sx={{ mb: 1.5 }}>
          Everything on the road to your license
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 5, maxWidth: 640 }}>
          Courses, lessons and tests for teens, adults and parents, in one place and with one
          school.
        </Typography>
        <GridList columns={{ xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' }} gap={3}>
          {SERVICES.map((service) => (
            <Box
              component="li"
              key={service.title}
              sx={{
                p: 3,
                borderRadius: 3,
                border: '1px solid #E3E7EC',
                position: 'relative',
                overflow: 'hidden',
                '&::before': {
                  content: '""',
                  position: 'absolute',
                  inset: '0 0 auto 0',
                  height: 5,
                  bgcolor: service.accent,
                },
                display: 'flex',
                flexDirection: 'column',
              }}
            >
              <Typography component="h3" variant="h3" sx={{ mb: 1 }}>
                {service.title}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2, flexGrow: 1 }}>
                {service.text}
              </Typography>
              <Link component={RouterLink} to={service.to} sx={{ fontWeight: 600 }}>
                {service.link} <span aria-hidden="true">→</span>
              </Link>
            </Box>
          ))}
        </GridList>
      </Container>
    </Box>
  );
}
