// A guide's steps as an ordered list: the order is the order to take them in.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { GuideLink } from './guide-link.tsx';
import type { PublicGuide } from './licensing-guides.queries.ts';

export function GuideStepsList({
  steps,
  headingLevel,
}: {
  steps: PublicGuide['steps'];
  headingLevel: 'h2' | 'h3';
}) {
  return (
    <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 2.5 }}>
      {steps.map((step) => (
        <Box component="li" key={step.id} sx={{ pl: 1 }}>
          <Typography
            component={headingLevel}
            sx={{ fontSize: '1.125rem', fontWeight: 600, mb: 0.5 }}
          >
            {step.title}
          </Typography>
          {step.description && <Typography sx={{ mb: 0.5 }}>{step.description}</Typography>}
          {step.link && <GuideLink href={step.link}>{step.linkText}</GuideLink>}
        </Box>
      ))}
    </Box>
  );
}
