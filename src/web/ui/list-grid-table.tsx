// The data grid of ListGrid (list-grid.tsx), in a file of its own so that the grid loads beside
// the page's first query instead of with the page: the community DataGrid from its own entry
// points, server paging and sort, rows as tall as their content, every row of the page drawn.
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DataGrid } from '@mui/x-data-grid/DataGrid';
import { ColumnsPanelTrigger, ExportCsv, Toolbar } from '@mui/x-data-grid/components';
import type { GridColDef, GridLocaleText, GridValidRowModel } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { PAGE_SIZES, type PageSize } from './list-paging.ts';
import type { ListGridProps } from './list-grid.tsx';
import { listSortOf, sortModelOf } from './list-sorting.ts';

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

export function ListGridTable<Row extends GridValidRowModel, Field extends string = string>(
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
        ...(column.actions ? { cellClassName: 'list-grid-actions' } : {}),
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

  return (
    <Box sx={{ width: '100%' }}>
      <DataGrid<Row>
        aria-labelledby={props.headingId}
        rows={props.rows}
        columns={columns}
        getRowId={props.getRowId ?? ((row) => String(row['id']))}
        rowCount={props.total ?? 0}
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
  );
}
