// Metros (Places): metro areas grouping landing pages of one state, each with a public page that
// lists its published pages. A metro that still has pages cannot be deleted.
import { useQuery } from '@apollo/client/react';
import Typography from '@mui/material/Typography';
import { can } from '../../../domain/permissions.ts';
import { CardList, EditDeleteButtons, RecordCard } from '../../ui/card-list.tsx';
import { useConfirmedDeleteById } from '../../ui/confirmed-delete.tsx';
import { ListPageHeader } from '../../ui/list-page-header.tsx';
import { ListResults } from '../../ui/list-results.tsx';
import { lazyDialog, useEditing } from '../../ui/use-editing.tsx';
import { useStaffUser } from '../admin-shell/staff-user.ts';
import type { MetroView } from './metro-dialog.tsx';
import { DELETE_METRO_MUTATION, LANDING_PAGES_ADMIN_QUERY } from './landing-pages-admin.queries.ts';
import { PublicPath } from './public-path.tsx';

// The form loads when the dialog opens, not with the list.
const MetroDialog = lazyDialog(() => import('./metro-dialog.tsx'), 'MetroDialog');

export function MetrosAdminPage() {
  const { roles } = useStaffUser();
  const canWrite = can(roles, 'landingPages.write');
  const list = useQuery(LANDING_PAGES_ADMIN_QUERY);
  const metros = list.data?.metros ?? [];
  const pages = list.data?.locationLandingPages.nodes ?? [];
  const pageName = (id: string) => pages.find((page) => page.id === id)?.name ?? 'Unknown page';
  const editing = useEditing<MetroView>(list.refetch);
  const deletion = useConfirmedDeleteById({
    what: 'metro',
    nameOf: (metro: MetroView) => metro.name,
    mutation: DELETE_METRO_MUTATION,
    explanation:
      'The metro and its public page are removed for good. A metro that still has landing pages cannot be deleted: take them off first.',
    onDeleted: list.refetch,
  });

  return (
    <>
      <ListPageHeader
        title="Metros"
        description="Metro areas and the landing pages they group. A published metro has a public page listing its published landing pages."
        create={canWrite && { label: 'New metro', onClick: () => editing.open('new') }}
      />
      <ListResults noun={{ one: 'metro', many: 'metros' }} query={list} rows={list.data && metros}>
        <CardList>
          {metros.map((metro) => (
            <RecordCard
              key={metro.id}
              title={`${metro.name} (${metro.state})`}
              actions={
                canWrite && (
                  <EditDeleteButtons
                    name={metro.name}
                    onEdit={() => editing.open(metro)}
                    onDelete={() => deletion.ask(metro)}
                  />
                )
              }
            >
              <PublicPath path={metro.path} isPublished={metro.isPublished} />
              <Typography variant="body2" color="text.secondary">
                {metro.locationLandingPageIds.length === 0
                  ? 'No landing pages'
                  : metro.locationLandingPageIds.map(pageName).join(', ')}
              </Typography>
            </RecordCard>
          ))}
        </CardList>
      </ListResults>
      {editing.dialog((metro, handlers) => (
        <MetroDialog metro={metro} pages={pages} {...handlers} />
      ))}
      {deletion.dialog}
    </>
  );
}
