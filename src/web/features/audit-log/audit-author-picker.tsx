// The "Changed by" filter: pick the account whose changes to show. Options come from
// usersWithRoles as staff type (a name or an email, after a short pause); the chosen account is
// looked up by id, so a bookmarked address shows its name.
import { useQuery } from '@apollo/client/react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { AUDIT_AUTHOR_OPTIONS_QUERY } from './audit-log.queries.ts';

interface AuthorOption {
  id: string;
  name: string;
  email: string;
}

/** Accounts offered at once; typing narrows them on the server. */
const OPTION_COUNT = 20;
const TYPING_DELAY_MS = 300;

export function AuditAuthorPicker(props: {
  value: string | null;
  onChange: (userId: string | null) => void;
}) {
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const [typed, setTyped] = useState(false);
  const [term, setTerm] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setTerm(typed ? input.trim() : ''), TYPING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [input, typed]);

  const chosen = useQuery(AUDIT_AUTHOR_OPTIONS_QUERY, {
    variables: { query: { ids: props.value ? [props.value] : [] }, pageQuery: { first: 1 } },
    skip: !props.value,
  });
  const offered = useQuery(AUDIT_AUTHOR_OPTIONS_QUERY, {
    variables: { query: term ? { term } : {}, pageQuery: { first: OPTION_COUNT } },
    skip: !open,
  });
  const options: AuthorOption[] =
    (offered.data ?? offered.previousData)?.usersWithRoles.edges.map((edge) => edge.node) ?? [];
  const selected: AuthorOption | null = props.value
    ? (chosen.data?.usersWithRoles.edges[0]?.node ??
      options.find((option) => option.id === props.value) ?? {
        id: props.value,
        // Until the name arrives (or for an account that no longer exists).
        name: chosen.loading ? 'Loading…' : 'Unknown account',
        email: '',
      })
    : null;

  return (
    <Autocomplete<AuthorOption>
      size="small"
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={selected}
      onChange={(_event, option) => props.onChange(option?.id ?? null)}
      inputValue={input}
      onInputChange={(_event, value, reason) => {
        setInput(value);
        // Choosing an option (or the page restoring one) writes its name into the box: that is
        // not a search, so every account stays on offer.
        setTyped(reason === 'input');
      }}
      options={options}
      // The server has filtered already.
      filterOptions={(all) => all}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      getOptionLabel={(option) => option.name}
      loading={offered.loading}
      loadingText="Looking for accounts…"
      noOptionsText={term ? 'No account matches' : 'No accounts'}
      renderOption={(optionProps, option) => {
        const { key, ...rest } = optionProps;
        return (
          <Box component="li" key={key} {...rest} sx={{ display: 'block !important' }}>
            <Box>{option.name}</Box>
            <Box sx={{ color: 'text.secondary', fontSize: '0.8125rem' }}>{option.email}</Box>
          </Box>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Changed by"
          placeholder="Anyone"
          slotProps={{
            ...params.slotProps,
            inputLabel: { ...params.slotProps.inputLabel, shrink: true },
          }}
        />
      )}
    />
  );
}
