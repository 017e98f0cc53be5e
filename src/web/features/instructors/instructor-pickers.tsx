// Searchable pickers of the instructor dialog: the regional manager (regionalManagers(term)), the
// linked sign-in account (accounts with the Instructor role) and the service regions. Accounts
// are searched on the server as the user types; the chosen one keeps its name while they do.
import { useQuery } from '@apollo/client/react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { describeFieldProblem } from '../../ui/field-errors.ts';
import {
  INSTRUCTOR_ACCOUNTS_QUERY,
  INSTRUCTOR_REGION_OPTIONS_QUERY,
  REGIONAL_MANAGERS_QUERY,
} from './instructors.queries.ts';

interface Option {
  id: string;
  name: string;
  email?: string;
}

const TYPING_DELAY_MS = 300;

/** The trimmed text typed into a picker, after a short pause; empty once an option is chosen. */
function useTypedTerm() {
  const [input, setInput] = useState('');
  const [typed, setTyped] = useState(false);
  const [term, setTerm] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setTerm(typed ? input.trim() : ''), TYPING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [input, typed]);
  const onInputChange = (_event: unknown, value: string, reason: string) => {
    setInput(value);
    setTyped(reason === 'input');
  };
  return { input, term, onInputChange };
}

function AccountField(props: {
  label: string;
  value: string | null;
  chosenName: string | null;
  options: Option[];
  loading: boolean;
  problem?: string;
  help?: string;
  disabled?: boolean;
  typing: ReturnType<typeof useTypedTerm>;
  onOpen: () => void;
  onChange: (id: string | null, option: Option | null) => void;
}) {
  const selected: Option | null = props.value
    ? (props.options.find((option) => option.id === props.value) ?? {
        id: props.value,
        name: props.chosenName ?? 'Loading…',
      })
    : null;
  return (
    <Autocomplete<Option>
      size="small"
      value={selected}
      disabled={props.disabled}
      onOpen={props.onOpen}
      onChange={(_event, option) => props.onChange(option?.id ?? null, option)}
      inputValue={props.typing.input}
      onInputChange={props.typing.onInputChange}
      options={props.options}
      filterOptions={(all) => all}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      getOptionLabel={(option) => (option.email ? `${option.name} (${option.email})` : option.name)}
      loading={props.loading}
      loadingText="Looking…"
      noOptionsText={props.typing.term ? 'Nobody matches' : 'Nobody to choose'}
      renderInput={(params) => (
        <TextField
          {...params}
          label={props.label}
          error={Boolean(props.problem)}
          helperText={props.problem ? describeFieldProblem(props.label, props.problem) : props.help}
        />
      )}
    />
  );
}

export function RegionalManagerPicker(props: {
  value: string | null;
  currentName: string | null;
  problem?: string;
  disabled?: boolean;
  onChange: (id: string | null) => void;
}) {
  const typing = useTypedTerm();
  const [open, setOpen] = useState(false);
  const [chosenName, setChosenName] = useState(props.currentName);
  const managers = useQuery(REGIONAL_MANAGERS_QUERY, {
    variables: { term: typing.term || null },
    skip: !open,
  });
  return (
    <AccountField
      label="Regional manager"
      value={props.value}
      chosenName={chosenName}
      options={(managers.data ?? managers.previousData)?.regionalManagers ?? []}
      loading={managers.loading}
      problem={props.problem}
      help="Type a name to search."
      disabled={props.disabled}
      typing={typing}
      onOpen={() => setOpen(true)}
      onChange={(id, option) => {
        setChosenName(option?.name ?? null);
        props.onChange(id);
      }}
    />
  );
}

export function InstructorAccountPicker(props: {
  value: string | null;
  problem?: string;
  disabled?: boolean;
  onChange: (id: string | null) => void;
}) {
  const typing = useTypedTerm();
  const [open, setOpen] = useState(false);
  const chosen = useQuery(INSTRUCTOR_ACCOUNTS_QUERY, {
    variables: { query: { ids: props.value ? [props.value] : [] }, pageQuery: { first: 1 } },
    skip: !props.value,
  });
  const offered = useQuery(INSTRUCTOR_ACCOUNTS_QUERY, {
    variables: {
      query: { includeRole: 'Instructor', ...(typing.term ? { term: typing.term } : {}) },
      pageQuery: { first: 20 },
    },
    skip: !open,
  });
  const chosenNode = chosen.data?.usersWithRoles.edges[0]?.node;
  return (
    <AccountField
      label="Sign-in account"
      value={props.value}
      chosenName={chosenNode ? `${chosenNode.name} (${chosenNode.email})` : null}
      options={
        (offered.data ?? offered.previousData)?.usersWithRoles.edges.map((e) => e.node) ?? []
      }
      loading={offered.loading}
      problem={props.problem}
      help="An account with the Instructor role; lets the instructor sign in to their record."
      disabled={props.disabled}
      typing={typing}
      onOpen={() => setOpen(true)}
      onChange={(id) => props.onChange(id)}
    />
  );
}

export function useRegionOptions() {
  const regions = useQuery(INSTRUCTOR_REGION_OPTIONS_QUERY);
  return (regions.data?.regions.edges ?? []).map(({ node }) => node);
}

export function ServiceRegionsPicker(props: {
  value: string[];
  problem?: string;
  disabled?: boolean;
  onChange: (ids: string[]) => void;
}) {
  const regions = useRegionOptions();
  const byId = new Map(regions.map((region) => [region.id, region]));
  return (
    <Autocomplete
      multiple
      // Several regions are usually picked in a row.
      disableCloseOnSelect
      size="small"
      disabled={props.disabled}
      options={regions.map((region) => region.id)}
      value={props.value}
      onChange={(_event, ids) => props.onChange(ids)}
      getOptionLabel={(id) => {
        const region = byId.get(id);
        return region ? `${region.name} (${region.state})` : 'Loading…';
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Service regions"
          error={Boolean(props.problem)}
          helperText={
            props.problem
              ? describeFieldProblem('Service regions', props.problem)
              : 'Regions where the instructor picks students up.'
          }
        />
      )}
    />
  );
}
