// The pager under a back-office list: SPEC §9's page sizes, the page kept by the caller (in the
// address), and an "about" count when the total is the database's estimate.
import TablePagination from '@mui/material/TablePagination';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { PAGE_SIZES, type PageSize, type Paging } from './list-paging.ts';

export interface ListPaginationProps {
  paging: Paging;
  total: number;
  /** Plural noun for the rows-per-page label on wide screens ("Students per page:"). */
  rowsName: string;
  onChange: (paging: Paging) => void;
  totalIsEstimate?: boolean;
}

export function ListPagination({
  paging,
  total,
  rowsName,
  onChange,
  totalIsEstimate = false,
}: ListPaginationProps) {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  if (total === 0) return null;
  const label = rowsName.charAt(0).toUpperCase() + rowsName.slice(1);
  return (
    <TablePagination
      component="div"
      count={total}
      page={paging.page}
      labelDisplayedRows={({ from, to, count }) =>
        `${from}–${to} of ${totalIsEstimate ? 'about ' : ''}${count}`
      }
      rowsPerPage={paging.size}
      rowsPerPageOptions={[...PAGE_SIZES]}
      onPageChange={(_event, page) => onChange({ page, size: paging.size })}
      onRowsPerPageChange={(event) =>
        onChange({ page: 0, size: Number(event.target.value) as PageSize })
      }
      labelRowsPerPage={wide ? `${label} per page:` : 'Per page:'}
    />
  );
}
