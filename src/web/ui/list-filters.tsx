// The filters above a back-office list, in one search landmark: a search box whose term follows
// into the address after a pause, selects of a few choices and tick boxes. Each applies at once;
// the screen keeps their values in the address (use-list-address.ts).
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { MAX_SEARCH_LENGTH } from './list-address.ts';
import { useDebouncedSearchTerm } from './use-debounced-search-term.ts';

export function ListFilters(props: {
  /** Names the landmark: "Filter products". */
  label: string;
  children: ReactNode;
}) {
  return (
    <Box
      component="form"
      role="search"
      aria-label={props.label}
      onSubmit={(event) => event.preventDefault()}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 3 }}
    >
      {props.children}
    </Box>
  );
}

export function ListSearchField(props: {
  label: string;
  /** The term the address holds. */
  term: string;
  /** Puts a typed term in the address (called after a pause in typing). */
  onSearch: (term: string) => void;
}) {
  const [term, setTerm] = useDebouncedSearchTerm(props.term, props.onSearch);
  return (
    <TextField
      type="search"
      label={props.label}
      size="small"
      value={term}
      onChange={(event) => setTerm(event.target.value)}
      slotProps={{ htmlInput: { maxLength: MAX_SEARCH_LENGTH } }}
      sx={{ minWidth: 260, flex: { xs: '1 1 100%', sm: '0 1 auto' } }}
    />
  );
}

export function ChoiceFilter<Value extends string>(props: {
  label: string;
  value: Value | null;
  values: readonly Value[];
  labelOf: (value: Value) => string;
  /** The choice of every value (null); absent when one must be chosen. */
  allLabel?: string | undefined;
  onChange: (value: Value | null) => void;
  /** A native select (the default) or the theme's menu. */
  native?: boolean | undefined;
  minWidth?: number | undefined;
}) {
  const native = props.native ?? true;
  const Option = native ? 'option' : MenuItem;
  return (
    <TextField
      select
      label={props.label}
      size="small"
      value={props.value ?? ''}
      onChange={(event) => props.onChange((event.target.value || null) as Value | null)}
      slotProps={{
        select: native ? { native: true } : { displayEmpty: true },
        inputLabel: { shrink: true },
      }}
      sx={{ minWidth: props.minWidth ?? 220 }}
    >
      {props.allLabel !== undefined && <Option value="">{props.allLabel}</Option>}
      {props.values.map((value) => (
        <Option key={value} value={value}>
          {props.labelOf(value)}
        </Option>
      ))}
    </TextField>
  );
}

export function FlagFilter(props: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <FormControlLabel
      control={
        <Checkbox
          checked={props.checked}
          onChange={(event) => props.onChange(event.target.checked)}
        />
      }
      label={props.label}
    />
  );
}
