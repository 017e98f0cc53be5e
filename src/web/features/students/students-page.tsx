// The students list (People): search by name, email, phone or licence number (the server ignores
// case and accents), 40 a page or 10/20, term and page in the address. Staff who may write add
// students from here.
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { can } from '../../../domain/permissions.ts';
import { useStaffUser } from '../admin-shell/staff-user.ts';
import { AddStudentDialog } from './add-student-dialog.tsx';
import { pagingSummary } from '../../ui/list-paging.ts';
import { ListPagination } from '../../ui/list-pagination.tsx';
import { useAddressSearch } from '../../ui/use-address-search.ts';
import { useDebouncedSearchTerm } from '../../ui/use-debounced-search-term.ts';
import { studentPath } from './student-paths.ts';
import { StudentsCards, StudentsTable } from './students-list.tsx';
import {
  MAX_TERM_LENGTH,
  readStudentsSearch,
  studentsVariables,
  writeStudentsSearch,
} from './students-search.ts';
import { STUDENTS_QUERY } from './students.queries.ts';
import { ListResultsStatus } from '../../ui/list-results-status.tsx';

const RESULTS_HEADING_ID = 'students-results';

export function StudentsPage() {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const navigate = useNavigate();
  const { roles } = useStaffUser();
  const [search, show] = useAddressSearch(readStudentsSearch, writeStudentsSearch);
  const [adding, setAdding] = useState(false);
  const { data, previousData, loading, error, refetch } = useQuery(STUDENTS_QUERY, {
    variables: studentsVariables(search),
  });
  const connection = (data ?? previousData)?.students;
  const students = connection?.edges.map((edge) => edge.node) ?? [];
  const total = connection?.totalCount ?? 0;

  const [term, setTerm] = useDebouncedSearchTerm(search.term, (typed) =>
    show({ term: typed, page: 0 }, true),
  );

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
          show({ term, page: 0 });
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

      <ListPagination
        paging={search}
        total={total}
        totalIsEstimate={connection?.totalCountIsEstimate}
        rowsName="students"
        onChange={(paging) => show(paging)}
      />

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
