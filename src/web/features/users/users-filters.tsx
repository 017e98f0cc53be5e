// Filters of the users list: words to find, a role the accounts must have and one they must not
// have. Role changes apply at once; the search box follows typing after a pause (users-page.tsx).
// Native selects keep them keyboard- and screen-reader-friendly on every device.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { STAFF_ROLES, type StaffRole } from '../../../domain/roles.ts';
import { roleLabel } from './user-labels.ts';
import { isContradictory, MAX_TERM_LENGTH, type UsersSearch } from './users-search.ts';

type Filters = Pick<UsersSearch, 'includeRole' | 'excludeRole'>;

function RoleSelect(props: {
  label: string;
  emptyLabel: string;
  value: StaffRole | null;
  error?: string | undefined;
  onChange: (role: StaffRole | null) => void;
}) {
  return (
    <TextField
      select
      label={props.label}
      size="small"
      value={props.value ?? ''}
      error={Boolean(props.error)}
      helperText={props.error}
      onChange={(event) => props.onChange((event.target.value || null) as StaffRole | null)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{props.emptyLabel}</option>
      {STAFF_ROLES.map((role) => (
        <option key={role} value={role}>
          {roleLabel(role)}
        </option>
      ))}
    </TextField>
  );
}

export function UsersFilters(props: {
  term: string;
  onTermChange: (term: string) => void;
  onSearch: () => void;
  value: Filters;
  onChange: (filters: Filters) => void;
  onClear: () => void;
}) {
  const { value, onChange } = props;
  const filtered = props.term.trim() !== '' || value.includeRole || value.excludeRole;
  return (
    <Box
      component="form"
      role="search"
      aria-label="Filter users"
      onSubmit={(event) => {
        event.preventDefault();
        props.onSearch();
      }}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: '1fr 1fr',
          md: 'minmax(0, 320px) repeat(2, minmax(0, 200px)) auto',
        },
        alignItems: 'start',
        mb: 3,
      }}
    >
      <TextField
        type="search"
        label="Search by name or email"
        size="small"
        value={props.term}
        onChange={(event) => props.onTermChange(event.target.value)}
        slotProps={{ htmlInput: { maxLength: MAX_TERM_LENGTH } }}
        sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
      />
      <RoleSelect
        label="With role"
        emptyLabel="Any role"
        value={value.includeRole}
        onChange={(includeRole) => onChange({ ...value, includeRole })}
      />
      <RoleSelect
        label="Without role"
        emptyLabel="No exclusion"
        value={value.excludeRole}
        error={isContradictory(value) ? 'No one can both have and not have a role.' : undefined}
        onChange={(excludeRole) => onChange({ ...value, excludeRole })}
      />
      <Button
        variant="text"
        disabled={!filtered}
        onClick={props.onClear}
        sx={{ justifySelf: 'start', mt: 0.25 }}
      >
        Clear filters
      </Button>
    </Box>
  );
}
