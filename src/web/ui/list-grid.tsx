// A staff list on the community data grid: one page of rows from the server, with the page, its
// size (SPEC §9: 10, 20, 40) and the sort kept by the caller in the address, a choice of columns,
// and a CSV download of the rows shown where staff take the data away. Above it the results
// heading with its spoken summary, the loading bar and an error with a retry
// (ListResultsStatus); with no rows the summary says so and no grid is drawn.
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DataGrid } from '@mui/x-data-grid/DataGrid';
import { ColumnsPanelTrigger, ExportCsv, Toolbar } from '@mui/x-data-grid/components';
import type { GridColDef, GridLocaleText, GridValidRowModel } from '@mui/x-data-grid';
import { useMemo, type ReactNode } from 'react';
import type { ListSort } from '../../domain/list-sort.ts';
import { PAGE_SIZES, pagingSummary, type PageSize, type Paging } from './list-paging.ts';
import { ListResultsStatus } from './list-results-status.tsx';
import { listSortOf, sortModelOf } from './list-sorting.ts';

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

declare module '@mui/x-data-grid' {
  interface ToolbarPropsOverrides {
    csvName?: string | undefined;
  }
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function ListGridToolbar({ csvName }: { csvName?: string }) {
  return (
    <Toolbar>
      <ColumnsPanelTrigger size="small">Columns</ColumnsPanelTrigger>
      {csvName && (
        <ExportCsv size="small" options={{ fileName: csvName, utf8WithBom: true }}>
          Download CSV
        </ExportCsv>
      )}
    </Toolbar>
  );
}

export function ListGrid<Row extends GridValidRowModel, Field extends string = string>(
  props: ListGridProps<Row, Field>,
) {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const sortFields: readonly string[] = props.sortFields ?? [];
  const columns = useMemo(
    () =>
      props.columns.map((column): GridColDef<Row> => ({
        field: column.field,
        headerName: column.header,
        flex: column.flex ?? 1,
        minWidth: column.minWidth ?? 120,
        sortable: !column.actions && sortFields.includes(column.field),
        hideable: !column.actions,
        disableExport: column.actions,
        disableColumnMenu: column.actions,
        valueGetter: (_value, row) => column.text(row),
        ...(column.render ? { renderCell: ({ row }) => column.render?.(row) } : {}),
        ...(column.mono ? { cellClassName: 'list-grid-mono' } : {}),
      })),
    [props.columns, sortFields.join()],
  );
  const hiddenOnPhone = useMemo(
    () =>
      Object.fromEntries(
        props.columns.filter((column) => column.hideOnPhone).map((column) => [column.field, false]),
      ),
    [props.columns],
  );
  // The grid goes back to the first page when it sees a new sort model: one per sort, not per render.
  const sortField = props.sort?.field;
  const sortDirection = props.sort?.direction;
  const sortModel = useMemo(
    () =>
      sortModelOf(
        sortField && sortDirection ? { field: sortField, direction: sortDirection } : null,
      ),
    [sortField, sortDirection],
  );
  const { page, size } = props.paging;
  const paginationModel = useMemo(() => ({ page, pageSize: size }), [page, size]);
  const estimate = props.totalIsEstimate ?? false;
  const localeText: Partial<GridLocaleText> = {
    paginationRowsPerPage: wide ? `${capitalized(props.noun.many)} per page:` : 'Per page:',
    paginationDisplayedRows: ({ from, to, count }) =>
      `${from}–${to} of ${estimate ? 'about ' : ''}${count}`,
    noRowsLabel: `No ${props.noun.many} found.`,
  };
  const total = props.total ?? 0;

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
        <Box sx={{ width: '100%' }}>
          <DataGrid<Row>
            aria-labelledby={props.headingId}
            rows={props.rows}
            columns={columns}
            getRowId={props.getRowId ?? ((row) => String(row['id']))}
            rowCount={total}
            paginationMode="server"
            paginationModel={paginationModel}
            onPaginationModelChange={(model) =>
              props.onPagingChange({
                page: model.pageSize === props.paging.size ? model.page : 0,
                size: model.pageSize as PageSize,
              })
            }
            pageSizeOptions={[...PAGE_SIZES]}
            sortingMode="server"
            sortModel={sortModel}
            onSortModelChange={(model) =>
              props.onSortChange?.(listSortOf(model, props.sortFields ?? []))
            }
            disableColumnFilter
            disableRowSelectionOnClick
            disableVirtualization
            getRowHeight={() => 'auto'}
            initialState={wide ? undefined : { columns: { columnVisibilityModel: hiddenOnPhone } }}
            showToolbar
            slots={{ toolbar: ListGridToolbar }}
            slotProps={{ toolbar: { csvName: props.csvName } }}
            localeText={localeText}
            sx={{
              bgcolor: 'background.paper',
              '& .MuiDataGrid-cell': {
                py: 1,
                display: 'flex',
                alignItems: 'center',
                overflowWrap: 'anywhere',
              },
              '& .list-grid-mono': { fontFamily: 'monospace', fontWeight: 600 },
              '& .list-grid-actions': { whiteSpace: 'nowrap', overflowWrap: 'normal' },
              // SPEC §9's page sizes stay selectable at phone width too.
              '& .MuiDataGrid-footerContainer .MuiTablePagination-selectLabel': {
                display: 'block',
              },
              '& .MuiDataGrid-footerContainer .MuiTablePagination-input': {
                display: 'inline-flex',
              },
            }}
          />
        </Box>
      )}
    </>
  );
}
