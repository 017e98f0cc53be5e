// The player's list of lectures in order, each marked completed, open or locked. A locked lecture
// is shown but cannot be chosen: it opens when the one before it is completed.
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';

export interface PlayerLectureItem {
  id: string;
  title: string;
  state: 'locked' | 'open' | 'completed';
}

const STATE_LABEL = { locked: 'Locked', open: 'Open', completed: '✓ Completed' } as const;

export function LectureList(props: {
  lectures: readonly PlayerLectureItem[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  return (
    <List component="ol" aria-label="Lectures" dense sx={{ p: 0 }}>
      {props.lectures.map((lecture, index) => (
        <li key={lecture.id}>
          <ListItemButton
            selected={lecture.id === props.selectedId}
            disabled={lecture.state === 'locked'}
            aria-current={lecture.id === props.selectedId ? 'step' : undefined}
            onClick={() => props.onSelect(lecture.id)}
          >
            <ListItemText primary={`${index + 1}. ${lecture.title}`} />
            <Typography
              variant="body2"
              component="span"
              sx={{ ml: 1, fontWeight: lecture.state === 'open' ? 600 : 400 }}
            >
              {STATE_LABEL[lecture.state]}
            </Typography>
          </ListItemButton>
        </li>
      ))}
    </List>
  );
}
