// The calendar link in a read-only box, in a module of its own: the panel shows it only once the
// account has a link, so the portal's first screen does not load the input's parts for everyone.
// TextField's own parts: TextField also brings Select (with Menu and Modal), about 25 kB gzipped,
// for a box that is only read.
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId } from 'react';

export default function CalendarLinkBox({ url }: { url: string }) {
  const inputId = useId();
  return (
    <FormControl fullWidth size="small">
      <InputLabel htmlFor={inputId}>Calendar link</InputLabel>
      <OutlinedInput
        id={inputId}
        label="Calendar link"
        value={url}
        readOnly
        slotProps={{ input: { spellCheck: false } }}
        onFocus={(event) => event.target.select()}
      />
    </FormControl>
  );
}
