// The results of a paged back-office list: ListResults with "Showing 41–45 of 45 products." and
// SPEC §9's pager under the rows (10, 20, 40 a page; 40 by default), the page kept in the address.
// Apart from ListResults so that lists shown whole do not load the pager and its menu.
import { ListPagination } from './list-pagination.tsx';
import { pagingSummary, type Paging } from './list-paging.ts';
import { ListResults, type ListResultsProps } from './list-results.tsx';

export function PagedListResults(
  props: Omit<ListResultsProps, 'footer' | 'summary'> & {
    paging: Paging;
    total: number;
    onPage: (paging: Paging) => void;
  },
) {
  const { paging, total, onPage, ...results } = props;
  return (
    <ListResults
      {...results}
      summary={pagingSummary(paging, props.rows?.length ?? 0, total, props.noun)}
      footer={
        <ListPagination
          paging={paging}
          total={total}
          rowsName={props.noun.many}
          onChange={onPage}
        />
      }
    />
  );
}
