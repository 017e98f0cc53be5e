// The filters above a back-office list, in one search landmark: selects of a few choices here,
// the search box (list-search-field.tsx) and tick boxes (flag-filter.tsx) in their own files, so
// a screen loads only those it shows. Each applies at once; the screen keeps their values in the
// address (use-list-address.ts).
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { ComponentType, ReactNode } from 'react';

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

export function ChoiceFilter<Value extends string>(props: {
  label: string;
  value: Value | null;
  values: readonly Value[];
  labelOf: (value: Value) => string;
  /** The choice of every value (null); absent when one must be chosen. */
  allLabel?: string | undefined;
  onChange: (value: Value | null) => void;
  /** The theme's menu with this item (MenuItem) instead of a native select. */
  menuItem?: ComponentType<{ value: string; children: ReactNode }> | undefined;
  minWidth?: number | undefined;
}) {
  const native = props.menuItem === undefined;
  const Option = props.menuItem ?? 'option';
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
