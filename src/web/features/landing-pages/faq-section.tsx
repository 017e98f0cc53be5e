// A short list of questions and answers; pages that show one also publish it as FAQPage data.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FaqEntry } from '../../../domain/landing-pages/landing-faq.ts';

export function FaqSection({ entries, title }: { entries: readonly FaqEntry[]; title: string }) {
  return (
    <Box component="section" aria-labelledby="faq-title" sx={{ mb: 4 }}>
      <Typography id="faq-title" variant="h2" sx={{ fontSize: '1.375rem', mb: 2 }}>
        {title}
      </Typography>
      <Box component="dl" sx={{ m: 0 }}>
        {entries.map((entry) => (
          <Box key={entry.question} sx={{ mb: 2 }}>
            <Typography component="dt" sx={{ fontWeight: 700 }}>
              {entry.question}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {entry.answer}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
