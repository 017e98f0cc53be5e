// The students list (People): search by name, email, phone or licence number (the server ignores
// case and accents), 40 a page or 10/20, term and page in the address, the rows shown
// downloadable as CSV. The server ranks matches, so the list has no other sort. Staff who may write add
// students from here.
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { can } from '../../../domain/permissions.ts';
import { useStaffUser } from '../admin-shell/staff-user.ts';
import { AddStudentDialog } from './add-student-dialog.tsx';
import { ListGrid } from '../../ui/list-grid.tsx';
import { useAddressSearch } from '../../ui/use-address-search.ts';
import { useDebouncedSearchTerm } from '../../ui/use-debounced-search-term.ts';
import { studentPath } from './student-paths.ts';
import { STUDENT_COLUMNS } from './students-list.tsx';
import {
  MAX_TERM_LENGTH,
  readStudentsSearch,
  studentsVariables,
  writeStudentsSearch,
} from './students-search.ts';
import { STUDENTS_QUERY } from './students.queries.ts';
import { ListPageHeader } from '../../ui/list-page-header.tsx';

const RESULTS_HEADING_ID = 'students-results';

export function StudentsPage() {
  const navigate = useNavigate();
  const { roles } = useStaffUser();
  const [search, show] = useAddressSearch(readStudentsSearch, writeStudentsSearch);
  const [adding, setAdding] = useState(false);
  const { data, previousData, loading, error, refetch } = useQuery(STUDENTS_QUERY, {
    variables: studentsVariables(search),
  });
  const connection = (data ?? previousData)?.students;
  const students = connection?.edges.map((edge) => edge.node) ?? [];

  const [term, setTerm] = useDebouncedSearchTerm(search.term, (typed) =>
    show({ term: typed, page: 0 }, true),
  );

  const summary =
    search.term.trim() && connection?.totalCount === 0
      ? `No student matches “${search.term.trim()}”.`
      : undefined;

  return (
    <>
      <ListPageHeader
        title="Students"
        description="Find a student by name, email, phone or licence number. Capitals and accents do not matter."
        create={
          can(roles, 'students.write') && { label: 'Add student', onClick: () => setAdding(true) }
        }
      />

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

      <ListGrid
        headingId={RESULTS_HEADING_ID}
        heading={search.term.trim() ? 'Results' : 'All students'}
        summary={summary}
        noun={{ one: 'student', many: 'students' }}
        rows={students}
        total={connection?.totalCount}
        totalIsEstimate={connection?.totalCountIsEstimate}
        columns={STUDENT_COLUMNS}
        paging={search}
        onPagingChange={(paging) => show(paging)}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        csvName="students"
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
