// The changed fields of one entry: the field in words, then the old value on red and the new one
// on green (SPEC §9 highlight colours), record ids shown as names. Colour is not the only cue:
// the values are <del>/<ins> with words for screen readers, and an arrow between them.
import Box from '@mui/material/Box';
import { changeSideText, type AuditChangeView } from './audit-entry.ts';

export const OLD_VALUE_COLOR = '#fdb8c0';
export const NEW_VALUE_COLOR = '#acf2bd';

// Strings, not numbers: in sx, a width of 1 means 100%.
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

function Value(props: { kind: 'old' | 'new'; value: string | null }) {
  return (
    <Box
      component={props.kind === 'old' ? 'del' : 'ins'}
      sx={{
        px: 0.5,
        borderRadius: 0.75,
        textDecoration: 'none',
        bgcolor: props.kind === 'old' ? OLD_VALUE_COLOR : NEW_VALUE_COLOR,
        // Long values may wrap inside a word, but the column first grows to fit a whole word.
        overflowWrap: 'break-word',
        fontStyle: props.value === null ? 'italic' : 'normal',
      }}
    >
      <Box component="span" sx={visuallyHidden}>
        {props.kind === 'old' ? 'from ' : 'to '}
      </Box>
      {props.value ?? 'empty'}
    </Box>
  );
}

export function AuditChangeList({ changes }: { changes: readonly AuditChangeView[] }) {
  if (changes.length === 0) {
    return (
      <Box component="span" sx={{ color: 'text.secondary' }}>
        No field changes recorded
      </Box>
    );
  }
  return (
    <Box
      component="ul"
      sx={{
        m: 0,
        p: 0,
        listStyle: 'none',
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr)',
        gap: 0.75,
      }}
    >
      {changes.map((change) => {
        const oldValue = changeSideText(change, 'old');
        const newValue = changeSideText(change, 'new');
        return (
          <Box component="li" key={change.path} sx={{ lineHeight: 1.6 }}>
            <Box component="span" sx={{ fontWeight: 600, mr: 0.75 }}>
              {change.label}
            </Box>
            <Value kind="old" value={oldValue} />
            <Box component="span" aria-hidden sx={{ mx: 0.75 }}>
              →
            </Box>
            <Value kind="new" value={newValue} />
          </Box>
        );
      })}
    </Box>
  );
}
