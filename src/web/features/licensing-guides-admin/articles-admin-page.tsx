// Articles (Learning): every public article with its publication; ClassroomManagers and Admins
// edit the text and publish or withdraw it (docs/licensing-guides.md).
import { useQuery } from '@apollo/client/react';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { can } from '../../../domain/permissions.ts';
import { CardList, RecordCard, RowActions } from '../../ui/card-list.tsx';
import { ListPageHeader } from '../../ui/list-page-header.tsx';
import { ListResults } from '../../ui/list-results.tsx';
import { lazyDialog, useEditing } from '../../ui/use-editing.tsx';
import { useStaffUser } from '../admin-shell/staff-user.ts';
import type { ArticleView } from './article-dialog.tsx';
import { STAFF_ARTICLES_QUERY } from './licensing-guides-admin.queries.ts';

// The editor loads when the dialog opens, not with the list.
const ArticleDialog = lazyDialog(() => import('./article-dialog.tsx'), 'ArticleDialog');

export function ArticlesAdminPage() {
  const { roles } = useStaffUser();
  const canWrite = can(roles, 'licensingGuides.write');
  const list = useQuery(STAFF_ARTICLES_QUERY);
  const articles = list.data?.staffArticles ?? [];
  const editing = useEditing<ArticleView>(list.refetch);

  return (
    <>
      <ListPageHeader
        title="Articles"
        description="Articles appear on the public site at their address once published. The licensing guides link to them."
      />
      <ListResults
        noun={{ one: 'article', many: 'articles' }}
        query={list}
        rows={list.data && articles}
      >
        <CardList single>
          {articles.map((article) => (
            <RecordCard
              key={article.id}
              side
              title={article.title}
              badges={
                <Chip
                  size="small"
                  label={article.isPublished ? 'Published' : 'Not published'}
                  color={article.isPublished ? 'success' : 'default'}
                />
              }
              actions={
                canWrite && (
                  <RowActions
                    name={article.title}
                    actions={[
                      { label: 'Edit', look: 'main', onClick: () => editing.open(article) },
                    ]}
                  />
                )
              }
            >
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {article.description}
              </Typography>
              {article.isPublished && (
                <Link href={article.path} variant="body2">
                  {article.path}
                </Link>
              )}
            </RecordCard>
          ))}
        </CardList>
      </ListResults>
      {/* Articles are written with the site; the list only edits them (no blank form). */}
      {editing.dialog(
        (article, handlers) => article && <ArticleDialog article={article} {...handlers} />,
      )}
    </>
  );
}
