// The search box of a back-office list: what is typed follows into the address after a pause
// (use-debounced-search-term.ts), so each keystroke is not a request.
import TextField from '@mui/material/TextField';
import { MAX_SEARCH_LENGTH } from './list-address.ts';
import { useDebouncedSearchTerm } from './use-debounced-search-term.ts';

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
