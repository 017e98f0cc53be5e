// A graded test: the score against the pass mark, then every question with the answer given,
// the right answer, its explanation and the handbook section it comes from.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PASS_MARK_PERCENT } from '../../../domain/practice-test/practice-test-score.ts';
import type { GradedQuestionView, GradedTestView } from './practice-test-data.ts';
import { choiceLetter } from './choice-letter.ts';

const answerText = (question: GradedQuestionView, index: number | null) =>
  index === null ? 'No answer' : `${choiceLetter(index)}. ${question.choices[index] ?? ''}`;

export function PracticeTestResults({ result }: { result: GradedTestView }) {
  return (
    <>
      <Box
        component="section"
        aria-labelledby="score-title"
        sx={{
          p: { xs: 2.5, sm: 3 },
          mb: 4,
          borderRadius: '12px',
          bgcolor: result.passed ? '#E7FAF8' : '#FFF0F6',
          border: '1px solid',
          borderColor: result.passed ? '#0BD1C2' : '#FF70A6',
        }}
      >
        <Typography id="score-title" variant="h2" sx={{ fontSize: { xs: 24, sm: 28 }, mb: 1 }}>
          You scored {result.numCorrect} of {result.totalQuestions} ({result.percent}%)
        </Typography>
        <Typography>
          {result.passed
            ? `Passed: you reached the ${PASS_MARK_PERCENT}% pass mark.`
            : `Not passed yet: the pass mark is ${PASS_MARK_PERCENT}%. Read the explanations below and try a new test.`}
        </Typography>
      </Box>
      <Typography variant="h2" sx={{ fontSize: { xs: 22, sm: 26 }, mb: 2 }}>
        Answers and explanations
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2.5 }}>
        {result.questions.map((question, number) => (
          <Box
            component="li"
            key={question.id}
            sx={{
              p: { xs: 2, sm: 3 },
              borderRadius: '12px',
              border: '1px solid #D5DBE1',
              borderLeft: '6px solid',
              borderLeftColor: question.isCorrect ? '#0BD1C2' : '#FF70A6',
            }}
          >
            <Typography component="h3" sx={{ fontWeight: 600, mb: 1 }}>
              <Box
                component="span"
                sx={{ display: 'block', color: 'text.secondary', fontSize: 14 }}
              >
                Question {number + 1}: {question.isCorrect ? 'correct' : 'incorrect'}
              </Box>
              {question.prompt}
            </Typography>
            <Box
              component="dl"
              sx={{ m: 0, '& dt': { fontWeight: 600 }, '& dd': { ml: 0, mb: 1 } }}
            >
              <dt>Your answer</dt>
              <dd>{answerText(question, question.chosenIndex)}</dd>
              {!question.isCorrect && (
                <>
                  <dt>Right answer</dt>
                  <dd>{answerText(question, question.correctIndex)}</dd>
                </>
              )}
              <dt>Why</dt>
              <dd>{question.explanation}</dd>
            </Box>
            <Typography sx={{ color: 'text.secondary', fontSize: 14 }}>
              Source: {question.source}
            </Typography>
          </Box>
        ))}
      </Box>
    </>
  );
}
