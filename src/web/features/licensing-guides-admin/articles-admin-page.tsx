// Articles (Learning): every public article with its publication; ClassroomManagers and Admins
// edit the text and publish or withdraw it (docs/licensing-guides.md).
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { can } from '../../../domain/permissions.ts';
import { ListResultsStatus } from '../../ui/list-results-status.tsx';
import { useStaffUser } from '../admin-shell/staff-user.ts';
import { ArticleDialog, type ArticleView } from './article-dialog.tsx';
import { STAFF_ARTICLES_QUERY } from './licensing-guides-admin.queries.ts';

const RESULTS_HEADING_ID = 'articles-results';

export function ArticlesAdminPage() {
  const { roles } = useStaffUser();
  const canWrite = can(roles, 'licensingGuides.write');
  const [editing, setEditing] = useState<ArticleView | null>(null);
  const { data, loading, error, refetch } = useQuery(STAFF_ARTICLES_QUERY);
  const articles = data?.staffArticles ?? [];

  return (
    <>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Articles
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 720 }}>
        Articles appear on the public site at their address once published. The licensing guides
        link to them.
      </Typography>
      <ListResultsStatus
        headingId={RESULTS_HEADING_ID}
        heading="All articles"
        summary={
          data
            ? `${articles.length} ${articles.length === 1 ? 'article' : 'articles'}`
            : 'Loading articles…'
        }
        loading={loading}
        rowsName="articles"
        errorText="The articles could not be loaded."
        error={error}
        onRetry={() => void refetch()}
      />
      <Stack component="ul" aria-labelledby={RESULTS_HEADING_ID} spacing={1.5} sx={{ p: 0, m: 0 }}>
        {articles.map((article) => (
          <Paper
            key={article.id}
            component="li"
            variant="outlined"
            sx={{ listStyle: 'none', p: 2, display: 'flex', flexWrap: 'wrap', gap: 2 }}
          >
            <Box sx={{ minWidth: 0, flex: '1 1 24rem' }}>
              <Typography component="h3" sx={{ fontWeight: 600 }}>
                {article.title}{' '}
                <Chip
                  size="small"
                  label={article.isPublished ? 'Published' : 'Not published'}
                  color={article.isPublished ? 'success' : 'default'}
                  sx={{ ml: 1 }}
                />
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {article.description}
              </Typography>
              {article.isPublished && (
                <Link href={article.path} variant="body2">
                  {article.path}
                </Link>
              )}
            </Box>
            {canWrite && (
              <Box>
                <Button
                  variant="outlined"
                  size="small"
                  aria-label={`Edit ${article.title}`}
                  onClick={() => setEditing(article)}
                >
                  Edit
                </Button>
              </Box>
            )}
          </Paper>
        ))}
      </Stack>
      {editing && (
        <ArticleDialog
          article={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refetch();
          }}
        />
      )}
    </>
  );
}
