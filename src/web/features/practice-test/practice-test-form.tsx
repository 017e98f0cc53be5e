// The questions of a drawn test as a plain HTML form: native radio buttons and a submit button
// work without JavaScript; the server grades the answers (route action) and shows the results.
// Each legend floats so that it is laid out inside its box rather than across the border.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PracticeTestQuestionView } from './practice-test-data.ts';
import { choiceLetter } from './choice-letter.ts';
import { answerFieldName } from './practice-test-answers.ts';
import { primaryButtonSx } from './practice-test-styles.ts';

export function PracticeTestForm({ questions }: { questions: PracticeTestQuestionView[] }) {
  return (
    <Box component="form" method="post" aria-label="Practice test questions">
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2.5 }}>
        {questions.map((question, number) => (
          <li key={question.id}>
            <input type="hidden" name="question" value={question.id} />
            <Box
              component="fieldset"
              sx={{ m: 0, p: { xs: 2, sm: 3 }, border: '1px solid #D5DBE1', borderRadius: '12px' }}
            >
              <Typography
                component="legend"
                sx={{ fontWeight: 600, float: 'left', width: '100%', p: 0, mb: 1 }}
              >
                <Box
                  component="span"
                  sx={{ display: 'block', color: 'text.secondary', fontSize: 14 }}
                >
                  Question {number + 1} of {questions.length}
                </Box>
                {question.prompt}
              </Typography>
              {question.choices.map((choice, index) => {
                const id = `${question.id}-${index}`;
                return (
                  <Box
                    key={id}
                    component="label"
                    htmlFor={id}
                    sx={{
                      display: 'flex',
                      clear: 'both',
                      gap: 1.5,
                      alignItems: 'flex-start',
                      py: 1,
                      px: 1,
                      borderRadius: '8px',
                      cursor: 'pointer',
                      '&:hover': { bgcolor: '#F4F7F9' },
                    }}
                  >
                    <Box
                      component="input"
                      type="radio"
                      id={id}
                      name={answerFieldName(question.id)}
                      value={index}
                      sx={{ mt: 0.5, width: 18, height: 18, flexShrink: 0, accentColor: '#1E2631' }}
                    />
                    <span>
                      <Box component="span" sx={{ fontWeight: 600, mr: 1 }}>
                        {choiceLetter(index)}.
                      </Box>
                      {choice}
                    </span>
                  </Box>
                );
              })}
            </Box>
          </li>
        ))}
      </Box>
      <Box component="button" type="submit" sx={{ ...primaryButtonSx, mt: 4 }}>
        Check my answers
      </Box>
    </Box>
  );
}
