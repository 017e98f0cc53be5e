// A staff list on the community data grid: one page of rows from the server, with the page, its
// size (SPEC §9: 10, 20, 40) and the sort kept by the caller in the address, a choice of columns,
// and a CSV download of the rows shown where staff take the data away. Above it the results
// heading with its spoken summary, the loading bar and an error with a retry
// (ListResultsStatus); with no rows the summary says so and no grid is drawn. The grid itself
// (list-grid-table.tsx) loads with the first rows, not with the page.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { GridValidRowModel } from '@mui/x-data-grid';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import type { ListSort } from '../../domain/list-sort.ts';
import { pagingSummary, type Paging } from './list-paging.ts';
import { ListResultsStatus } from './list-results-status.tsx';

const ListGridTable = lazy(() =>
  import('./list-grid-table.tsx').then((module) => ({
    default: module.ListGridTable as ComponentType<ListGridProps<GridValidRowModel>>,
  })),
);

export interface ListGridColumn<Row> {
  field: string;
  header: string;
  /** The cell in words: what is shown (unless `render` draws it) and what the CSV holds. */
  text: (row: Row) => string;
  /** Draws the cell (a link, a chip, buttons) instead of its text. */
  render?: (row: Row) => ReactNode;
  /** Width when the grid shares out its space (1 by default), and the narrowest it gets. */
  flex?: number;
  minWidth?: number;
  /** Hidden at first at phone width; the Columns choice shows it. */
  hideOnPhone?: boolean;
  /** Buttons: not sortable, not in the CSV, never hidden. */
  actions?: boolean;
  /** Set in monospace (codes). */
  mono?: boolean;
}

export interface ListGridProps<Row, Field extends string = string> {
  /** Id of the results heading, which names the grid. */
  headingId: string;
  heading: ReactNode;
  /** The status line when the list says it otherwise ("No student matches …"); the paging summary by default. */
  summary?: ReactNode;
  /** The rows in words: { one: 'coupon', many: 'coupons' }. */
  noun: { one: string; many: string };
  rows: readonly Row[];
  /** undefined until the first page has come. */
  total: number | undefined;
  totalIsEstimate?: boolean;
  columns: readonly ListGridColumn<Row>[];
  paging: Paging;
  onPagingChange: (paging: Paging) => void;
  /** The columns the server sorts by; the others cannot be sorted. */
  sortFields?: readonly Field[];
  sort?: ListSort<Field> | null;
  onSortChange?: (sort: ListSort<Field> | null) => void;
  loading: boolean;
  error: { message: string } | undefined;
  onRetry: () => void;
  /** Offers "Download CSV" of the rows shown, in a file named `<csvName>.csv`. */
  csvName?: string;
  getRowId?: (row: Row) => string;
}

/** The row's buttons (Edit, Delete, …): never sorted, hidden or in the CSV. */
export function actionsColumn<Row>(
  render: (row: Row) => ReactNode,
  minWidth = 170,
): ListGridColumn<Row> {
  return { field: 'actions', header: 'Actions', text: () => '', render, actions: true, minWidth };
}

export function ListGrid<Row extends GridValidRowModel, Field extends string = string>(
  props: ListGridProps<Row, Field>,
) {
  const total = props.total ?? 0;
  const estimate = props.totalIsEstimate ?? false;
  return (
    <>
      <ListResultsStatus
        headingId={props.headingId}
        heading={props.heading}
        summary={
          props.total === undefined
            ? `Loading ${props.noun.many}…`
            : (props.summary ??
              pagingSummary(props.paging, props.rows.length, total, props.noun, estimate))
        }
        loading={props.loading}
        rowsName={props.noun.many}
        errorText={`The ${props.noun.many} could not be loaded.`}
        error={props.error}
        onRetry={props.onRetry}
      />
      {props.rows.length > 0 && (
        <Suspense fallback={<Box sx={{ minHeight: 240 }} />}>
          <ListGridTable {...(props as unknown as ListGridProps<GridValidRowModel>)} />
        </Suspense>
      )}
      {/* A page past the last (an old link, the last row deleted) has no grid, whose pager it was. */}
      {props.rows.length === 0 && total > 0 && (
        <Button
          variant="outlined"
          onClick={() =>
            props.onPagingChange({
              page: Math.ceil(total / props.paging.size) - 1,
              size: props.paging.size,
            })
          }
        >
          Go to the last page
        </Button>
      )}
    </>
  );
}
