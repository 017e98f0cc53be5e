// A rating as people read it: the label, with a small six-step scale beside it (decoration only;
// the label and "n of 6" carry the meaning for screen readers).
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  SKILL_RATING_LABELS,
  SKILL_RATING_MAX,
  isSkillRating,
} from '../../../domain/scheduling/skill-rating-labels.ts';

export function RatingScale(props: { rating: string; value: number }) {
  const label = isSkillRating(props.rating) ? SKILL_RATING_LABELS[props.rating] : props.rating;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 96 }}>
      <Box aria-hidden="true" sx={{ display: 'flex', gap: '3px' }}>
        {Array.from({ length: SKILL_RATING_MAX }, (_, index) => (
          <Box
            key={index}
            sx={{
              width: 12,
              height: 8,
              borderRadius: 0.5,
              bgcolor: index < props.value ? 'primary.main' : 'grey.300',
            }}
          />
        ))}
      </Box>
      <Typography variant="body2">
        {label}
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {` (${props.value} of ${SKILL_RATING_MAX})`}
        </Box>
      </Typography>
    </Box>
  );
}
