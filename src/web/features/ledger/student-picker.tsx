// Finds the student who receives a transfer: type part of a name, email, phone or licence number
// (students(term)); the student whose ledger this is cannot be chosen.
import { useQuery } from '@apollo/client/react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { LEDGER_STUDENT_SEARCH_QUERY } from './ledger.queries.ts';

export interface PickedStudent {
  id: string;
  name: string;
  email?: string | null;
  parentName?: string | null;
}

const describe = (student: PickedStudent) =>
  [student.email, student.parentName && `parent ${student.parentName}`].filter(Boolean).join(' · ');

export function StudentPicker(props: {
  label: string;
  excludeId: string;
  value: PickedStudent | null;
  onChange: (student: PickedStudent | null) => void;
  error?: string | undefined;
}) {
  const [input, setInput] = useState('');
  const [term, setTerm] = useState('');
  // Wait for a pause in typing before asking the server.
  useEffect(() => {
    const timer = setTimeout(() => setTerm(input.trim()), 250);
    return () => clearTimeout(timer);
  }, [input]);
  const search = useQuery(LEDGER_STUDENT_SEARCH_QUERY, {
    variables: { term },
    skip: term.length < 2,
  });
  const options =
    term.length < 2
      ? []
      : (search.data?.students.edges ?? [])
          .map((edge) => edge.node)
          .filter((student) => student.id !== props.excludeId);

  return (
    <Autocomplete
      options={options}
      value={props.value}
      onChange={(_event, student) => props.onChange(student)}
      inputValue={input}
      onInputChange={(_event, value) => setInput(value)}
      // The server already searched; filtering again would hide matches on email or phone.
      filterOptions={(list) => list}
      getOptionLabel={(student) => student.name}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      loading={search.loading}
      noOptionsText={term.length < 2 ? 'Type at least 2 characters.' : 'No student found.'}
      renderOption={(optionProps, student) => {
        const { key, ...rest } = optionProps;
        return (
          <li key={key} {...rest}>
            <span>
              {student.name}
              {describe(student) && (
                <span style={{ display: 'block', fontSize: '0.8125rem', opacity: 0.75 }}>
                  {describe(student)}
                </span>
              )}
            </span>
          </li>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={props.label}
          required
          error={Boolean(props.error)}
          helperText={props.error ?? 'Search by name, email, phone or licence number.'}
        />
      )}
    />
  );
}
