// /scholarship (or /scholarship?course={id}, from a course page): a family applies for a
// scholarship for a published course (SPEC §7 applyForScholarship), choosing the course on the
// form when the link names none. Rendered on the server; the form posts to this route's action,
// which checks the fields, stores the application and says what happens next. No JavaScript needed.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { data } from 'react-router';
import { findUsState } from '../../../domain/us-states.ts';
import {
  checkScholarshipApplication,
  type ScholarshipApplicationValues,
} from '../../../domain/scholarships/scholarship-application.ts';
import { ScholarshipForm } from '../../features/scholarships/scholarship-form.tsx';
import {
  APPLY_FOR_SCHOLARSHIP_MUTATION,
  SCHOLARSHIP_COURSE_QUERY,
  SCHOLARSHIP_COURSES_QUERY,
} from '../../features/scholarships/scholarships.queries.ts';
import { STATIC_PAGE } from '../../lib/hydration.ts';
import { isPublicDataError, publicDataContext } from '../../lib/public-data.ts';
import type { Route } from './+types/scholarship';

export const handle = STATIC_PAGE;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EMPTY: ScholarshipApplicationValues = {
  userName: '',
  email: '',
  dob: '',
  scholarshipAnswer: '',
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const publicData = context.get(publicDataContext);
  const id = new URL(request.url).searchParams.get('course') ?? '';
  const [named, listed] = await Promise.all([
    UUID.test(id) ? publicData.execute(SCHOLARSHIP_COURSE_QUERY, { id }) : null,
    publicData.execute(SCHOLARSHIP_COURSES_QUERY, {}),
  ]);
  const courses = listed.courses
    .map((course) => ({
      id: course.id,
      path: course.path,
      name: course.name,
      label: `${course.name} (${findUsState(course.state)?.name ?? course.state})`,
    }))
    .sort((a, b) => a.label.localeCompare(b.label));
  // A link naming a course we no longer offer still opens the form, with a word about it.
  return { course: named?.course ?? null, courses, unknownCourse: id !== '' && !named?.course };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const read = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.slice(0, 10_000) : '';
  };
  const raw = {
    userName: read('userName'),
    email: read('email'),
    dob: read('dob'),
    scholarshipAnswer: read('scholarshipAnswer'),
  };
  const courseId = read('courseId');
  const checked = checkScholarshipApplication(raw, new Date().toISOString().slice(0, 10));
  const problems: Partial<Record<keyof typeof checked.problems | 'courseId', string>> = {
    ...checked.problems,
    ...(UUID.test(courseId) ? {} : { courseId: 'Choose the course you are applying for.' }),
  };
  if (Object.keys(problems).length > 0) {
    return data(
      { applied: false, courseId, values: raw, problems, failure: null },
      { status: 400 },
    );
  }
  const values = checked.values;
  try {
    await context
      .get(publicDataContext)
      .execute(APPLY_FOR_SCHOLARSHIP_MUTATION, { ...values, courseId });
  } catch (error) {
    if (!isPublicDataError(error, ['VALIDATION_ERROR'])) throw error;
    return data(
      {
        applied: false,
        courseId,
        values: raw,
        problems: {},
        failure: 'This application could not be accepted. Please check the fields and try again.',
      },
      { status: 400 },
    );
  }
  return { applied: true, courseId, values: EMPTY, problems: {}, failure: null };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: loaderData?.course
      ? `Scholarship for ${loaderData.course.name} | RoadReady`
      : 'Scholarship | RoadReady',
  },
  { name: 'robots', content: 'noindex' },
];

export default function Scholarship({ loaderData, actionData }: Route.ComponentProps) {
  const { course, courses, unknownCourse } = loaderData;
  const courseId = actionData?.courseId ?? course?.id ?? '';
  const applied = actionData?.applied
    ? courses.find((choice) => choice.id === actionData.courseId)
    : undefined;
  return (
    <Box sx={{ maxWidth: 880, mx: 'auto', px: 3, py: { xs: 5, md: 8 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: 32, md: 44 }, mb: 2 }}>
        Apply for a scholarship
      </Typography>
      {applied ? (
        <Box role="status">
          <Typography sx={{ fontWeight: 600, mb: 1 }}>
            Thank you, we have your application.
          </Typography>
          <Typography sx={{ mb: 3 }}>
            Our team reads every application for {applied.name}. If it is granted, we email you a
            voucher code that pays for the course.
          </Typography>
          <Link href={applied.path}>Back to {applied.name}</Link>
        </Box>
      ) : (
        <>
          <Typography sx={{ mb: 4, maxWidth: 680 }}>
            Each year we give a number of places in{' '}
            {course ? <Link href={course.path}>{course.name}</Link> : 'our courses'} to families who
            could not otherwise afford it. Choose the course, then tell us about the student and why
            you are applying.
          </Typography>
          {unknownCourse && (
            <Typography role="status" sx={{ mb: 3 }}>
              The link you followed names a course we no longer offer. Choose one below, or{' '}
              <Link href="/courses">see all our courses</Link>.
            </Typography>
          )}
          {actionData?.failure && (
            <Typography role="alert" sx={{ mb: 3, fontWeight: 600 }}>
              {actionData.failure}
            </Typography>
          )}
          {actionData && Object.keys(actionData.problems).length > 0 && (
            <Typography role="alert" sx={{ mb: 3, fontWeight: 600 }}>
              Please correct the fields marked below.
            </Typography>
          )}
          <ScholarshipForm
            courseId={courseId}
            courses={courses}
            values={actionData?.values ?? EMPTY}
            problems={actionData?.problems ?? {}}
          />
        </>
      )}
    </Box>
  );
}
