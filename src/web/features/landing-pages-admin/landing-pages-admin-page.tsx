// Location landing pages (Places): every page with its address and state; Admin and
// RegionalManager (landingPages.write) create, edit, publish, revalidate and delete them.
import { useMutation, useQuery } from '@apollo/client/react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { can } from '../../../domain/permissions.ts';
import { CardList, RecordCard, RowActions } from '../../ui/card-list.tsx';
import { useConfirmedDeleteById } from '../../ui/confirmed-delete.tsx';
import { ListPageHeader } from '../../ui/list-page-header.tsx';
import { countOf, ListResults } from '../../ui/list-results.tsx';
import { lazyDialog, useEditing } from '../../ui/use-editing.tsx';
import { useListAction } from '../../ui/use-list-action.ts';
import { useStaffUser } from '../admin-shell/staff-user.ts';
import type { LandingPageView } from './landing-page-form.ts';
import {
  DELETE_LANDING_PAGE_MUTATION,
  LANDING_PAGES_ADMIN_QUERY,
  REVALIDATE_LANDING_PAGE_MUTATION,
  UPDATE_LANDING_PAGE_MUTATION,
} from './landing-pages-admin.queries.ts';
import { PublicPath } from './public-path.tsx';

// The form loads when the dialog opens, not with the list.
const LandingPageDialog = lazyDialog(
  () => import('./landing-page-dialog.tsx'),
  'LandingPageDialog',
);

const NOUN = { one: 'landing page', many: 'landing pages' };

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function LandingPagesAdminPage() {
  const { roles } = useStaffUser();
  const canWrite = can(roles, 'landingPages.write');
  const list = useQuery(LANDING_PAGES_ADMIN_QUERY);
  const { data } = list;
  const pages = data?.locationLandingPages.nodes ?? [];
  const total = data?.locationLandingPages.totalCount ?? 0;
  const [revalidate] = useMutation(REVALIDATE_LANDING_PAGE_MUTATION);
  const [update] = useMutation(UPDATE_LANDING_PAGE_MUTATION);
  const act = useListAction(list.refetch);
  const editing = useEditing<LandingPageView>(list.refetch);
  const deletion = useConfirmedDeleteById({
    what: 'landing page',
    nameOf: (page: LandingPageView) => page.name,
    mutation: DELETE_LANDING_PAGE_MUTATION,
    explanation: 'The page leaves the site and its metro for good.',
    onDeleted: list.refetch,
  });

  const publish = (page: LandingPageView, isPublished: boolean) =>
    act(
      update({ variables: { id: page.id, input: { isPublished } } }),
      `${page.name} is ${isPublished ? 'published' : 'unpublished'}.`,
    );

  return (
    <>
      <ListPageHeader
        title="Landing pages"
        description="The public page of each area: its prices, meeting points, instructors and offers. Only published pages are on the site."
        create={canWrite && { label: 'New landing page', onClick: () => editing.open('new') }}
      />
      <ListResults
        noun={NOUN}
        query={list}
        rows={data && pages}
        summary={`${countOf(total, NOUN)}${total > pages.length ? ` (the first ${pages.length} shown)` : ''}`}
      >
        <CardList>
          {pages.map((page) => (
            <RecordCard
              key={page.id}
              title={`${page.name} (${page.state})`}
              actions={
                canWrite && (
                  <RowActions
                    name={page.name}
                    sx={{ mt: 1 }}
                    before={
                      <FormControlLabel
                        control={
                          <Switch
                            checked={page.isPublished}
                            onChange={(event) => void publish(page, event.target.checked)}
                          />
                        }
                        label={`Published: ${page.name}`}
                        slotProps={{ typography: { variant: 'body2' } }}
                      />
                    }
                    actions={[
                      { label: 'Edit', look: 'main', onClick: () => editing.open(page) },
                      {
                        label: 'Revalidate',
                        onClick: () =>
                          void act(
                            revalidate({ variables: { id: page.id } }),
                            `${page.name} will be rebuilt on its next visit.`,
                          ),
                      },
                      { label: 'Delete', look: 'danger', onClick: () => deletion.ask(page) },
                    ]}
                  />
                )
              }
            >
              <Typography variant="body2">{page.centerAddress}</Typography>
              <PublicPath path={page.path} isPublished={page.isPublished} />
              {page.lastRevalidatedAt && (
                <Typography variant="body2" color="text.secondary">
                  Last revalidated {when(page.lastRevalidatedAt)}
                </Typography>
              )}
            </RecordCard>
          ))}
        </CardList>
      </ListResults>
      {editing.dialog(
        (page, handlers) =>
          data && (
            <LandingPageDialog
              page={page}
              hubs={data.parkingHubs
                .slice(0, 100)
                .map((hub) => ({ id: hub.id, name: hub.name, state: hub.superRegion.state }))}
              metros={data.metros}
              regions={data.regions.edges.map((edge) => edge.node)}
              priceSchemes={data.priceSchemes}
              {...handlers}
            />
          ),
      )}
      {deletion.dialog}
    </>
  );
}
