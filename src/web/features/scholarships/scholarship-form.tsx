// The scholarship application as a plain HTML form: native fields and a submit button that work
// without JavaScript; the route's action checks and stores it and shows the problems per field.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  SCHOLARSHIP_ANSWER_MAX,
  SCHOLARSHIP_ANSWER_MIN,
  type ScholarshipApplicationValues,
  type ScholarshipField,
} from '../../../domain/scholarships/scholarship-application.ts';
import { primaryButtonSx } from '../practice-test/practice-test-styles.ts';

const inputSx = {
  display: 'block',
  width: '100%',
  boxSizing: 'border-box',
  mt: 0.5,
  px: 1.5,
  py: 1.25,
  font: 'inherit',
  border: '1px solid #8A94A0',
  borderRadius: '8px',
  '&:focus-visible': { outline: '3px solid #0BD1C2', outlineOffset: 1 },
} as const;

const LABELS: Record<ScholarshipField, string> = {
  userName: 'Student name',
  email: 'Email',
  dob: 'Student date of birth',
  scholarshipAnswer: 'Why are you applying?',
};

/** A course the family may choose, with its state's name for the label. */
export interface ScholarshipCourseChoice {
  id: string;
  label: string;
}

export function ScholarshipForm(props: {
  /** The course the link named; the family may still choose another. */
  courseId: string;
  courses: readonly ScholarshipCourseChoice[];
  values: ScholarshipApplicationValues;
  problems: Partial<Record<ScholarshipField | 'courseId', string>>;
}) {
  const field = (name: ScholarshipField, input: 'input' | 'textarea', type = 'text') => {
    const problem = props.problems[name];
    const helpId = `${name}-help`;
    return (
      <Box key={name}>
        <Typography component="label" htmlFor={name} sx={{ fontWeight: 600 }}>
          {LABELS[name]}
        </Typography>
        <Box
          component={input}
          id={name}
          name={name}
          type={input === 'input' ? type : undefined}
          defaultValue={props.values[name]}
          required
          rows={input === 'textarea' ? 6 : undefined}
          aria-invalid={problem ? true : undefined}
          aria-describedby={helpId}
          sx={{ ...inputSx, ...(problem ? { borderColor: '#B3261E', borderWidth: 2 } : {}) }}
        />
        <Typography
          id={helpId}
          variant="body2"
          sx={{ mt: 0.5, color: problem ? '#B3261E' : 'text.secondary' }}
        >
          {problem
            ? `${LABELS[name]} ${problem}.`
            : name === 'scholarshipAnswer'
              ? `Between ${SCHOLARSHIP_ANSWER_MIN} and ${SCHOLARSHIP_ANSWER_MAX} characters.`
              : ' '}
        </Typography>
      </Box>
    );
  };
  return (
    <Box
      component="form"
      method="post"
      aria-label="Scholarship application"
      sx={{ display: 'grid', gap: 2.5, maxWidth: 640 }}
    >
      <CourseChoice
        courseId={props.courseId}
        courses={props.courses}
        problem={props.problems.courseId}
      />
      {field('userName', 'input')}
      {field('email', 'input', 'email')}
      {field('dob', 'input', 'date')}
      {field('scholarshipAnswer', 'textarea')}
      <Box>
        <Box component="button" type="submit" sx={primaryButtonSx}>
          Apply for a scholarship
        </Box>
      </Box>
    </Box>
  );
}

/** The course applied for: a native select, so the form works without JavaScript. */
function CourseChoice(props: {
  courseId: string;
  courses: readonly ScholarshipCourseChoice[];
  problem: string | undefined;
}) {
  return (
    <Box>
      <Typography component="label" htmlFor="courseId" sx={{ fontWeight: 600 }}>
        Course
      </Typography>
      <Box
        component="select"
        id="courseId"
        name="courseId"
        defaultValue={props.courseId}
        required
        aria-invalid={props.problem ? true : undefined}
        aria-describedby="courseId-help"
        sx={{ ...inputSx, ...(props.problem ? { borderColor: '#B3261E', borderWidth: 2 } : {}) }}
      >
        <option value="">Choose a course</option>
        {props.courses.map((course) => (
          <option key={course.id} value={course.id}>
            {course.label}
          </option>
        ))}
      </Box>
      <Typography
        id="courseId-help"
        variant="body2"
        sx={{ mt: 0.5, color: props.problem ? '#B3261E' : 'text.secondary' }}
      >
        {props.problem ?? ' '}
      </Typography>
    </Box>
  );
}
