import Box from '@mui/material/Box';
import { BRAND_COLORS } from '../../ui/theme.ts';

const STAR_PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

/** Stars drawn as images with one text alternative, so screen readers hear "Rated 5 out of 5". */
export function RatingStars({ rating, outOf }: { rating: number; outOf: number }) {
  return (
    <Box
      role="img"
      aria-label={`Rated ${rating} out of ${outOf}`}
      sx={{ display: 'flex', gap: 0.25 }}
    >
      {Array.from({ length: outOf }, (_, index) => (
        <svg key={index} width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
          <path d={STAR_PATH} fill={index < rating ? BRAND_COLORS.pink : '#D6DBE1'} />
        </svg>
      ))}
    </Box>
  );
}
