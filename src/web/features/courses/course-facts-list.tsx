import Box from '@mui/material/Box';
import { courseFacts, type CourseFactsSource } from './course-facts.ts';

/** The facts of a course as a description list: label on the left, value on the right. */
export function CourseFactsList({ course }: { course: CourseFactsSource }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
        columnGap: 3,
        rowGap: { xs: 0.25, sm: 1.25 },
      }}
    >
      {courseFacts(course).map((fact) => (
        <Box key={fact.label} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ fontWeight: 600, mt: { xs: 1.25, sm: 0 } }}>
            {fact.label}
          </Box>
          <Box component="dd" sx={{ m: 0 }}>
            {fact.value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
