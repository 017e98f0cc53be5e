// The course player (/portal/courses/:enrollmentId): the lectures in order with their states, the
// chosen lecture drawn by LectureView, quizzes graded on the server with the right answers and
// explanations shown after submitting (retry by changing answers and submitting again), "Mark as
// read" and "Next lecture", and the seat-time timer with today's credited time and the daily cap.
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useState } from 'react';
import { formatClock, useSecondsSince } from './countdown.ts';
import { Link as RouterLink } from 'react-router';
import { errorMessageOf } from '../../ui/snackbars/error-message.ts';
import { formatSeatTime } from '../online-courses/seat-time-format.ts';
import {
  MARK_LECTURE_READ_MUTATION,
  PLAYER_ENROLLMENT_QUERY,
  PLAYER_LECTURES_QUERY,
  SUBMIT_LECTURE_QUIZ_MUTATION,
} from './course-player.queries.ts';
import {
  ANSWER_IDENTITY_CHALLENGE_MUTATION,
  IDENTITY_CHALLENGE_QUERY,
} from './identity-checks.queries.ts';
import { formatDay, todayIn } from './format-day.ts';
import { LectureList } from './lecture-list.tsx';
import type { QuizQuestionResult } from './lecture-quiz.tsx';
import { LectureView } from './lecture-view.tsx';
import { useCourseTimer } from './use-course-timer.ts';

// What most openings of the player do not show (the personal questions of the first opening, a
// timed identity question, the final exam once the lectures are done) loads when it is shown:
// their forms, dialogs and selects stay out of the player's first load (docs/benchmarks.md
// "Page weight").
const IdentityAnswersForm = lazy(() =>
  import('./identity-answers-form.tsx').then((module) => ({ default: module.IdentityAnswersForm })),
);
const IdentityChallengeDialog = lazy(() =>
  import('./identity-challenge-dialog.tsx').then((module) => ({
    default: module.IdentityChallengeDialog,
  })),
);
const FinalExamSection = lazy(() =>
  import('./final-exam-section.tsx').then((module) => ({ default: module.FinalExamSection })),
);

/** What a student who failed a quiz may do next, under the course's feedback and wait rules. */
function retryAdvice(feedback: string, waitSeconds: number | null): string {
  const review =
    feedback === 'answers'
      ? 'Review the answers, change yours and submit again'
      : 'The right answers are not shown until you pass: review the lecture, change your answers and submit again';
  return waitSeconds
    ? `${review} after ${Math.round(waitSeconds / 60)} minutes.`
    : `${review}: you may retry as often as you need.`;
}

interface QuizOutcome {
  numCorrect: number;
  totalQuestions: number;
  passPercent: number;
  passed: boolean;
}

export function CoursePlayerPage(props: { enrollmentId: string }) {
  const enrollmentQuery = useQuery(PLAYER_ENROLLMENT_QUERY, {
    variables: { id: props.enrollmentId },
    fetchPolicy: 'cache-and-network',
  });
  const enrollment = enrollmentQuery.data?.studentOnlineCourse;
  const lecturesQuery = useQuery(PLAYER_LECTURES_QUERY, {
    variables: { courseId: enrollment?.courseId ?? '' },
    skip: !enrollment,
  });
  const [chosen, setChosen] = useState<string | null>(null);
  const [outcomes, setOutcomes] = useState<Record<string, QuizOutcome>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [markRead, marking] = useMutation(MARK_LECTURE_READ_MUTATION);
  const [submitQuiz] = useMutation(SUBMIT_LECTURE_QUIZ_MUTATION);
  const refresh = () => void enrollmentQuery.refetch();
  // Identity validation (docs/seat-time.md): the answers first, then any question the server
  // asks, looked for every 30 s and whenever the timer is refused.
  const identity = enrollment?.identityCheck;
  // Only the student's own sign-in studies: a parent's account sees the course, but gives no
  // answers and runs no timer (the server refuses both; docs/seat-time.md part 6).
  const studying = Boolean(enrollment?.enrolled && enrollment.studiedByYou);
  const needsAnswers = Boolean(
    enrollment?.enrolled && identity?.asksQuestions && !identity.answered,
  );
  const watchesQuestions = Boolean(
    enrollment?.enrolled && !enrollment.completed && identity?.asksQuestions && identity.answered,
  );
  const challengeQuery = useQuery(IDENTITY_CHALLENGE_QUERY, {
    variables: { enrollmentId: props.enrollmentId },
    skip: !watchesQuestions,
    fetchPolicy: 'network-only',
    pollInterval: 30_000,
  });
  const challenge = watchesQuestions ? (challengeQuery.data?.identityChallenge ?? null) : null;
  const [answerChallenge, answering] = useMutation(ANSWER_IDENTITY_CHALLENGE_MUTATION);
  const [identityNote, setIdentityNote] = useState<{ passed: boolean; text: string } | null>(null);
  async function answerIdentity(answer: string) {
    if (!challenge) return;
    try {
      const result = await answerChallenge({ variables: { challengeId: challenge.id, answer } });
      const outcome = result.data!.answerIdentityChallenge;
      setIdentityNote({
        passed: outcome.result === 'passed',
        text:
          outcome.result === 'passed'
            ? 'Thank you: answered right. The course timer runs again.'
            : outcome.enrollmentFailed
              ? `${outcome.resultLabel}. Too many questions were missed: the enrolment has ended.`
              : `${outcome.resultLabel}. ${outcome.missesLeft} more ${outcome.missesLeft === 1 ? 'miss ends' : 'misses end'} the enrolment.`,
      });
    } catch (error) {
      setIdentityNote({ passed: false, text: errorMessageOf(error) });
    }
    await challengeQuery.refetch();
    refresh();
  }
  async function settleLateQuestion() {
    setIdentityNote({ passed: false, text: 'The question was not answered in time: a miss.' });
    await challengeQuery.refetch();
    refresh();
  }
  // The lecture shown stays put when it is completed: the student reads the quiz result first and
  // moves on with "Next lecture".
  const currentId = enrollment?.currentLecture?.id ?? null;
  const shownId = chosen ?? currentId;
  // The timer runs while a live, unfinished enrolment is open, naming the lecture shown; each beat
  // refreshes today's time and the lecture's.
  const running = useCourseTimer(
    studying && !needsAnswers && !challenge ? props.enrollmentId : null,
    shownId,
    refresh,
    () => void challengeQuery.refetch(),
  );
  // Seconds since the figures were read, so the countdowns move between two beats.
  const elapsed = useSecondsSince(enrollment, running);
  useEffect(() => {
    if (chosen === null && currentId !== null) setChosen(currentId);
  }, [chosen, currentId]);

  if (enrollmentQuery.error && !enrollment) {
    return <Alert severity="error">{errorMessageOf(enrollmentQuery.error)}</Alert>;
  }
  if (!enrollment) return <Typography role="status">Loading the course…</Typography>;

  const selectedId = chosen ?? enrollment.currentLecture?.id ?? null;
  const progress = enrollment.lectures.find((lecture) => lecture.id === selectedId) ?? null;
  const content = lecturesQuery.data?.coursePlayerLectures.find((row) => row.id === selectedId);
  const index = enrollment.lectures.findIndex((lecture) => lecture.id === selectedId);
  const next = index >= 0 ? enrollment.lectures[index + 1] : undefined;
  const today = todayIn(enrollment.timeZone);
  const todaySeconds = enrollment.days.find((day) => day.day === today)?.creditedSeconds ?? 0;
  const lectureLeft = progress ? Math.max(0, progress.remainingSeconds - elapsed) : 0;
  const dayLeft = enrollment.dailyCapSeconds
    ? Math.max(0, enrollment.dailyCapSeconds - todaySeconds - elapsed)
    : null;

  async function check(partId: string, answers: readonly (number | null)[]) {
    const questions = content?.parts.find((part) => part.id === partId)?.questions ?? [];
    const result = await submitQuiz({
      variables: {
        input: {
          enrollmentId: props.enrollmentId,
          partId,
          answers: questions.map((question, at) => ({
            questionId: question.id,
            choiceIndex: answers[at] ?? 0,
          })),
        },
      },
    });
    const graded = result.data!.submitLectureQuiz;
    setOutcomes((current) => ({ ...current, [partId]: graded }));
    refresh();
    // The course keeps the right answers back: the server sent none, so only the score is told.
    if (!graded.answersShown) return { numCorrect: graded.numCorrect };
    return questions.map((question): QuizQuestionResult => {
      const answer = graded.answers.find((row) => row.questionId === question.id);
      return { correctIndex: answer?.correctIndex ?? -1, explanation: answer?.explanation ?? '' };
    });
  }

  async function markAsRead() {
    if (!selectedId) return;
    setFailure(null);
    try {
      await markRead({
        variables: { input: { enrollmentId: props.enrollmentId, lectureId: selectedId } },
      });
      refresh();
    } catch (error) {
      setFailure(errorMessageOf(error));
    }
  }

  return (
    <Stack spacing={3}>
      <Box>
        <Link component={RouterLink} to="/portal/courses">
          My online courses
        </Link>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2rem' }, mt: 1 }}>
          {enrollment.name}
        </Typography>
      </Box>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, 1fr)' },
            gap: 2,
            '& dt': { color: 'text.secondary', fontSize: '0.875rem' },
            '& dd': { m: 0, fontWeight: 600 },
          }}
        >
          <div>
            <dt>Lectures completed</dt>
            <dd>{enrollment.percentComplete} %</dd>
          </div>
          <div>
            <dt>Quizzes passed</dt>
            <dd>{enrollment.percentTestsPassed} %</dd>
          </div>
          <div>
            <dt>Seat time</dt>
            <dd>
              {formatSeatTime(enrollment.creditedSeconds)} of{' '}
              {formatSeatTime(enrollment.requiredSeconds)}
            </dd>
          </div>
          {dayLeft !== null && (
            <div>
              <dt>Left today</dt>
              <dd>
                <span role="timer" aria-label={`${formatClock(dayLeft)} left today`}>
                  {formatClock(dayLeft)}
                </span>
              </dd>
            </div>
          )}
          <div>
            <dt>Today</dt>
            <dd>
              {formatSeatTime(todaySeconds)}
              {enrollment.dailyCapSeconds
                ? ` of ${formatSeatTime(enrollment.dailyCapSeconds)} a day`
                : ''}
            </dd>
          </div>
        </Box>
        {enrollment.completed && enrollment.completedAt && (
          <Alert severity="success" sx={{ mt: 2 }}>
            You completed this course on {formatDay(enrollment.completedAt.slice(0, 10))}.
            {enrollment.certificateId ? ' Your certificate is ready under My certificates.' : ''}
          </Alert>
        )}
        {!enrollment.enrolled && enrollment.endedReason && (
          <Alert severity="error" sx={{ mt: 2 }}>
            This enrolment has ended. {enrollment.endedReason}
          </Alert>
        )}
        {identityNote && (
          <Alert
            severity={identityNote.passed ? 'success' : 'warning'}
            sx={{ mt: 2 }}
            onClose={() => setIdentityNote(null)}
          >
            {identityNote.text}
          </Alert>
        )}
        {!enrollment.completed && enrollment.earliestCompletionDate && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            Studying every day, your seat time can be complete on{' '}
            {formatDay(enrollment.earliestCompletionDate)}.
          </Typography>
        )}
      </Paper>
      {needsAnswers && !studying && (
        <Alert severity="info">
          <strong>The student answers the personal questions first.</strong> The course asks the
          student, signed in with their own account, for the answers to the school’s personal
          questions before the lectures open: a parent cannot give them for them.
        </Alert>
      )}
      <Suspense fallback={null}>
        {needsAnswers && studying && identity && (
          <IdentityAnswersForm
            enrollmentId={props.enrollmentId}
            questions={identity.questionsToAnswer}
            onAnswered={refresh}
          />
        )}
      </Suspense>
      {challenge && !challenge.answerableByYou && (
        // A parent's account: the question is the student's to answer, in their own sign-in; the
        // server refuses anyone else, so no field is offered.
        <Alert severity="warning" sx={{ mb: 2 }}>
          <strong>An identity question is waiting for the student.</strong> The student has to
          answer it themselves, signed in with their own account, before its time runs out: a parent
          cannot answer it for them, and an unanswered question counts as a miss. The course timer
          waits until it is answered.
        </Alert>
      )}
      <Suspense fallback={null}>
        {challenge?.answerableByYou && (
          <IdentityChallengeDialog
            key={challenge.id}
            challenge={challenge}
            busy={answering.loading}
            onAnswer={(answer) => void answerIdentity(answer)}
            onTimeUp={() => void settleLateQuestion()}
          />
        )}
      </Suspense>
      <Box
        sx={{
          display: needsAnswers ? 'none' : 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '280px 1fr' },
          alignItems: 'start',
        }}
      >
        <Paper component="nav" aria-label="Course lectures" variant="outlined" sx={{ py: 1 }}>
          <LectureList
            lectures={enrollment.lectures}
            selectedId={selectedId}
            onSelect={(id) => setChosen(id)}
          />
        </Paper>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
          {!content && <Typography role="status">Loading the lecture…</Typography>}
          {content && progress && (
            <Stack spacing={3}>
              <LectureView
                key={content.id}
                lecture={content}
                checkQuiz={studying ? check : undefined}
              />
              {progress.quizPartIds.map((partId) => {
                const outcome = outcomes[partId];
                const test = enrollment.tests.find((row) => row.partId === partId);
                if (!outcome && !test?.attempts) return null;
                return (
                  <Alert key={partId} severity={test?.passed ? 'success' : 'warning'}>
                    {outcome
                      ? `${outcome.numCorrect} of ${outcome.totalQuestions} right: ${outcome.passed ? 'passed' : `not passed (${outcome.passPercent} % needed)`}. `
                      : ''}
                    {test?.passed
                      ? `Quiz ${test.number} passed (best ${test.numCorrect} of ${test.totalQuestions}).`
                      : retryAdvice(enrollment.quizFeedback, enrollment.quizRetryWaitSeconds)}
                  </Alert>
                );
              })}
              {progress.enforcedMinimumSeconds !== null && progress.state !== 'completed' && (
                <Alert severity={lectureLeft > 0 ? 'info' : 'success'}>
                  {lectureLeft > 0 ? (
                    <>
                      Time left on this lecture:{' '}
                      <strong role="timer">{formatClock(lectureLeft)}</strong>. The course asks for{' '}
                      {formatSeatTime(progress.enforcedMinimumSeconds)} here; the next lecture opens
                      once it is met.
                    </>
                  ) : (
                    'You have studied the time this lecture asks for.'
                  )}
                </Alert>
              )}
              {failure && <Alert severity="error">{failure}</Alert>}
              <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
                {studying && !progress.readAt && (
                  <Button
                    variant="contained"
                    disabled={marking.loading || lectureLeft > 0}
                    onClick={() => void markAsRead()}
                  >
                    Mark as read
                  </Button>
                )}
                {progress.readAt && progress.state !== 'completed' && (
                  <Typography color="text.secondary">
                    Read. Pass the quiz to complete this lecture.
                  </Typography>
                )}
                {next && progress.state === 'completed' && (
                  <Button variant="contained" onClick={() => setChosen(next.id)}>
                    Next lecture: {next.title}
                  </Button>
                )}
              </Box>
            </Stack>
          )}
        </Paper>
      </Box>
      <Suspense fallback={null}>
        <FinalExamSection
          enrollmentId={props.enrollmentId}
          studiedByYou={studying}
          progressKey={`${enrollment.percentComplete}:${enrollment.percentTestsPassed}:${enrollment.seatTimeComplete}:${enrollment.completed}`}
          onChanged={refresh}
        />
      </Suspense>
    </Stack>
  );
}
