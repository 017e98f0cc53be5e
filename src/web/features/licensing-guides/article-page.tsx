// /article/{slug}: an article, then its state's teen guide as an ordered list of steps.
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { formatUpdated } from './format-updated.ts';
import { ArticleBodyView } from './article-body-view.tsx';
import { GuideStepsList } from './guide-steps-list.tsx';
import { LICENSING_GUIDES_PATH, licensingGuidePath } from './guide-paths.ts';
import type { PublicGuide } from './licensing-guides.queries.ts';

interface ArticlePageProps {
  article: { title: string; description: string; body: string; updatedAt: string };
  guide: PublicGuide | null;
}

export function ArticlePage({ article, guide }: ArticlePageProps) {
  return (
    <Container maxWidth="md" component="article" sx={{ py: { xs: 5, md: 8 } }}>
      <Box component="nav" aria-label="Breadcrumb" sx={{ mb: 2 }}>
        <Link component={RouterLink} to={LICENSING_GUIDES_PATH}>
          Licensing guides
        </Link>
      </Box>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, mb: 1 }}>
        {article.title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 4 }}>
        Updated {formatUpdated(article.updatedAt)}
      </Typography>
      <ArticleBodyView body={article.body} />
      {guide && (
        <Box
          component="section"
          aria-labelledby="guide-title"
          sx={{ mt: 6, p: { xs: 2.5, md: 4 }, bgcolor: 'grey.50', borderRadius: 2 }}
        >
          <Typography id="guide-title" variant="h2" sx={{ fontSize: '1.5rem', mb: 3 }}>
            Step by step: {guide.label}
          </Typography>
          <GuideStepsList steps={guide.steps} headingLevel="h3" />
          <Typography sx={{ mt: 3 }}>
            <Link component={RouterLink} to={licensingGuidePath(guide.state, guide.audience)}>
              Open this guide on its own page
            </Link>
          </Typography>
        </Box>
      )}
    </Container>
  );
}
