// The back-office's card lists: records as outlined cards under the list heading that labels
// them, in one column on a phone and two from medium screens (or always one), each with its
// buttons (Edit and Delete for writers) named after the record for screen readers.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useResultsHeadingId } from './results-heading.ts';

export function CardList(props: {
  /** The heading that names the list: the results heading around, unless given. */
  labelledBy?: string;
  /** One card a row at every width (long cards), instead of two from medium screens. */
  single?: boolean;
  /** Numbered: the order means something. */
  ordered?: boolean;
  children: ReactNode;
}) {
  const headingId = useResultsHeadingId();
  return (
    <Box
      component={props.ordered ? 'ol' : 'ul'}
      aria-labelledby={props.labelledBy ?? headingId}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', md: props.single ? '1fr' : '1fr 1fr' },
      }}
    >
      {props.children}
    </Box>
  );
}

/**
 * One record of a card list: its name as a heading (with `badges` beside it), what the screen
 * says of it, and its buttons below or, with `side`, to the right on wider cards.
 */
export function RecordCard(props: {
  title: ReactNode;
  badges?: ReactNode;
  actions?: ReactNode;
  side?: boolean;
  children?: ReactNode;
}) {
  const title = (
    <Typography component="h3" sx={{ fontWeight: 600 }}>
      {props.title}
    </Typography>
  );
  const heading = props.badges ? (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      {title}
      {props.badges}
    </Box>
  ) : (
    title
  );
  if (!props.side) {
    return (
      <Paper component="li" variant="outlined" sx={{ p: 2 }}>
        {heading}
        {props.children}
        {props.actions}
      </Paper>
    );
  }
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{
        p: 2,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        alignItems: 'center',
        justifyContent: 'space-between',
      }}
    >
      <Box sx={{ minWidth: 0, flex: '1 1 20rem' }}>
        {heading}
        {props.children}
      </Box>
      {props.actions}
    </Paper>
  );
}

export interface RowAction {
  /** The button's word; with the record's name, its name for screen readers ("Edit Corolla 7"). */
  label: string;
  onClick: () => void;
  /** `main`: outlined (Edit); `danger`: red (Delete); `strong`: filled (Grant); plain otherwise. */
  look?: 'main' | 'danger' | 'strong';
  disabled?: boolean;
}

const LOOKS = {
  main: { variant: 'outlined' },
  danger: { color: 'error' },
  strong: { variant: 'contained' },
} as const;

/** The buttons of one record; false entries are left out. */
export function RowActions(props: {
  /** How the record is named after each button's word: "Corolla 7", "question 3". */
  name: string;
  actions: readonly (RowAction | false)[];
  /** Controls before the buttons (a switch). */
  before?: ReactNode;
  /** Room above the buttons, or no wrapping in a table cell. */
  sx?: { mt?: number; flexWrap?: 'nowrap' };
}) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, ...props.sx }}>
      {props.before}
      {props.actions.map(
        (action) =>
          action && (
            <Button
              key={action.label}
              size="small"
              {...(action.look ? LOOKS[action.look] : {})}
              disabled={action.disabled}
              onClick={action.onClick}
              aria-label={`${action.label} ${props.name}`}
            >
              {action.label}
            </Button>
          ),
      )}
    </Box>
  );
}

/** Edit, and Delete (or another word for it): the buttons of most records. */
export const editAndDelete = (
  onEdit: () => void,
  onDelete: () => void,
  deleteLabel = 'Delete',
): RowAction[] => [
  { label: 'Edit', look: 'main', onClick: onEdit },
  { label: deleteLabel, look: 'danger', onClick: onDelete },
];

/** Edit and Delete (or Remove) under a card's text, or beside it on a `side` card. */
export function EditDeleteButtons(props: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  deleteLabel?: string;
  side?: boolean;
}) {
  return (
    <RowActions
      name={props.name}
      sx={props.side ? {} : { mt: 1 }}
      actions={editAndDelete(props.onEdit, props.onDelete, props.deleteLabel)}
    />
  );
}
