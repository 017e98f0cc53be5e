// The table of a back-office list on wider screens: one column per field the screen names, the
// heading of the results as its caption. Phones get the screen's cards instead (useWideScreen).
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { useResultsHeadingId } from './results-heading.ts';

/** From the medium breakpoint up: room for a table. */
export function useWideScreen(): boolean {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
}

export interface Column<Row> {
  label: string;
  cell: (row: Row) => ReactNode;
  sx?: SxProps<Theme>;
}

export function RecordTable<Row extends { id: string }>(props: {
  rows: readonly Row[];
  /** Id of the heading that names the table: the results heading around, unless given. */
  captionId?: string;
  /** The columns; false or null leaves one out (Actions for those who only read). */
  columns: readonly (Column<Row> | false | null)[];
  /** The first column heads its row (a row header for screen readers). */
  rowHeader?: boolean;
}) {
  const headingId = useResultsHeadingId();
  const columns = props.columns.filter((column): column is Column<Row> => Boolean(column));
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-labelledby={props.captionId ?? headingId}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.label} component="th" scope="col">
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {props.rows.map((row) => (
            <TableRow key={row.id} sx={{ verticalAlign: 'top' }}>
              {columns.map((column, index) =>
                index === 0 && props.rowHeader ? (
                  <TableCell key={column.label} component="th" scope="row" sx={column.sx}>
                    {column.cell(row)}
                  </TableCell>
                ) : (
                  <TableCell key={column.label} sx={column.sx}>
                    {column.cell(row)}
                  </TableCell>
                ),
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
