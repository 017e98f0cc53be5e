// The badges staff assign to an instructor (the lesson-count badges are earned, not chosen).
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { badgeInfo } from '../../../domain/scheduling/instructor-badges.ts';
import {
  ASSIGNED_INSTRUCTOR_BADGES,
  type AssignedInstructorBadge,
} from '../../../domain/scheduling/instructor-status.ts';

export function InstructorBadgeCheckboxes(props: {
  value: AssignedInstructorBadge[];
  disabled?: boolean;
  onChange: (badges: AssignedInstructorBadge[]) => void;
}) {
  return (
    <Box component="fieldset" sx={{ gridColumn: '1 / -1', border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" sx={{ fontWeight: 600 }}>
        Assigned badges
      </Typography>
      <FormGroup row>
        {ASSIGNED_INSTRUCTOR_BADGES.map((badge) => (
          <FormControlLabel
            key={badge}
            label={badgeInfo(badge).title}
            control={
              <Checkbox
                checked={props.value.includes(badge)}
                disabled={props.disabled}
                onChange={(event) =>
                  props.onChange(
                    event.target.checked
                      ? ASSIGNED_INSTRUCTOR_BADGES.filter(
                          (item) => item === badge || props.value.includes(item),
                        )
                      : props.value.filter((item) => item !== badge),
                  )
                }
              />
            }
          />
        ))}
      </FormGroup>
    </Box>
  );
}
