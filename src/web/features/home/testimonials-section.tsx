import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { RatingStars } from './rating-stars.tsx';
import { TESTIMONIALS } from './testimonials.ts';
import { GridList } from '../../ui/grid-list.tsx';

export function TestimonialsSection() {
  return (
    <Box component="section" aria-labelledby="testimonials-title" sx={{ py: { xs: 7, md: 10 } }}>
      <Container maxWidth="lg">
        <Typography id="testimonials-title" variant="h2" sx={{ mb: 5 }}>
          What students and parents say
        </Typography>
        <GridList columns={{ xs: '1fr', md: 'repeat(3, 1fr)' }} gap={3}>
          {TESTIMONIALS.map((testimonial) => (
            <Box
              component="li"
              key={testimonial.name}
              sx={{
                p: 3,
                borderRadius: 3,
                bgcolor: '#FFF0F6',
                display: 'flex',
                flexDirection: 'column',
                gap: 2,
              }}
            >
              <RatingStars rating={testimonial.rating} outOf={testimonial.outOf} />
              <Box
                component="figure"
                sx={{ m: 0, display: 'flex', flexDirection: 'column', gap: 2, flexGrow: 1 }}
              >
                <Box component="blockquote" sx={{ m: 0, flexGrow: 1 }}>
                  <Typography>“{testimonial.text}”</Typography>
                </Box>
                <Box component="figcaption">
                  <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
                    {testimonial.name}
                  </Box>
                  <Box
                    component="span"
                    sx={{ display: 'block', fontSize: '0.875rem', color: 'text.secondary' }}
                  >
                    {testimonial.location}
                  </Box>
                </Box>
              </Box>
            </Box>
          ))}
        </GridList>
      </Container>
    </Box>
  );
}
