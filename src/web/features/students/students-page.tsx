// The students list (People): search by name, email, phone or licence number (the server ignores
// case and accents), 40 a page or 10/20, term and page in the address. Staff who may write add
// students from here.
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { can } from '../../../domain/permissions.ts';
import { useStaffUser } from '../admin-shell/staff-user.ts';
import { AddStudentDialog } from './add-student-dialog.tsx';
import { PAGE_SIZES, pagingSummary, type PageSize } from '../../ui/list-paging.ts';
import { studentPath } from './student-paths.ts';
import { StudentsCards, StudentsTable } from './students-list.tsx';
import {
  MAX_TERM_LENGTH,
  readStudentsSearch,
  studentsVariables,
  writeStudentsSearch,
  type StudentsSearch,
} from './students-search.ts';
import { STUDENTS_QUERY } from './students.queries.ts';
import { ListResultsStatus } from '../../ui/list-results-status.tsx';

const RESULTS_HEADING_ID = 'students-results';
/** Typing pauses this long before the list follows, so each keystroke is not a request. */
const SEARCH_DELAY_MS = 350;

export function StudentsPage() {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const navigate = useNavigate();
  const { roles } = useStaffUser();
  const [params, setParams] = useSearchParams();
  const search = readStudentsSearch(params);
  const [term, setTerm] = useState(search.term);
  const [adding, setAdding] = useState(false);
  const { data, previousData, loading, error, refetch } = useQuery(STUDENTS_QUERY, {
    variables: studentsVariables(search),
  });
  const connection = (data ?? previousData)?.students;
  const students = connection?.edges.map((edge) => edge.node) ?? [];
  const total = connection?.totalCount ?? 0;

  const show = (next: StudentsSearch, replace = false) =>
    setParams(writeStudentsSearch(next), { preventScrollReset: true, replace });

  // The box follows the address (back button, a new link); typing follows after a pause.
  useEffect(() => setTerm(search.term), [search.term]);
  useEffect(() => {
    if (term.trim() === search.term.trim()) return;
    const timer = setTimeout(() => show({ ...search, term, page: 0 }, true), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
    // Only the typed term starts the timer.
  }, [term]);

  const summary = !connection
    ? 'Loading students…'
    : search.term.trim() && total === 0
      ? `No student matches “${search.term.trim()}”.`
      : pagingSummary(
          search,
          students.length,
          total,
          { one: 'student', many: 'students' },
          connection.totalCountIsEstimate,
        );

  return (
    <>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          mb: 1,
        }}
      >
        <Typography variant="h1">Students</Typography>
        {can(roles, 'students.write') && (
          <Button variant="contained" onClick={() => setAdding(true)}>
            Add student
          </Button>
        )}
      </Box>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 720 }}>
        Find a student by name, email, phone or licence number. Capitals and accents do not matter.
      </Typography>

      <Box
        component="form"
        role="search"
        aria-label="Search students"
        onSubmit={(event) => {
          event.preventDefault();
          show({ ...search, term, page: 0 });
        }}
        sx={{ display: 'flex', gap: 1, mb: 3, maxWidth: 560 }}
      >
        <TextField
          type="search"
          label="Search students"
          size="small"
          fullWidth
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          slotProps={{ htmlInput: { maxLength: MAX_TERM_LENGTH } }}
        />
        <Button type="submit" variant="outlined">
          Search
        </Button>
      </Box>

      <ListResultsStatus
        headingId={RESULTS_HEADING_ID}
        heading={search.term.trim() ? 'Results' : 'All students'}
        summary={summary}
        loading={loading}
        rowsName="students"
        errorText="The students could not be loaded."
        error={error}
        onRetry={() => void refetch()}
      />

      {students.length > 0 &&
        (wide ? (
          <StudentsTable students={students} captionId={RESULTS_HEADING_ID} />
        ) : (
          <StudentsCards students={students} captionId={RESULTS_HEADING_ID} />
        ))}

      {total > 0 && (
        <TablePagination
          component="div"
          count={total}
          page={search.page}
          labelDisplayedRows={({ from, to, count }) =>
            `${from}–${to} of ${connection?.totalCountIsEstimate ? 'about ' : ''}${count}`
          }
          rowsPerPage={search.size}
          rowsPerPageOptions={[...PAGE_SIZES]}
          onPageChange={(_event, page) => show({ ...search, page })}
          onRowsPerPageChange={(event) =>
            show({ ...search, page: 0, size: Number(event.target.value) as PageSize })
          }
          labelRowsPerPage={wide ? 'Students per page:' : 'Per page:'}
        />
      )}

      <AddStudentDialog
        open={adding}
        onClose={() => setAdding(false)}
        onAdded={(student) => {
          setAdding(false);
          void navigate(studentPath(student.id));
        }}
      />
    </>
  );
}
