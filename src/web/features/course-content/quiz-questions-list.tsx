// The questions of a lecture quiz in the editor, each with its right answer shown to staff.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { EditorPart, EditorQuestion } from './course-content-types.ts';
import { QuestionList } from './question-list.tsx';

export function QuizQuestionsList(props: {
  part: EditorPart;
  canWrite: boolean;
  onAdd: () => void;
  onEdit: (question: EditorQuestion) => void;
  onRemove: (question: EditorQuestion) => void;
}) {
  const { questions } = props.part;
  return (
    <Box sx={{ mt: 1.5 }}>
      <QuestionList
        questions={questions}
        noun="question"
        canWrite={props.canWrite}
        onEdit={props.onEdit}
        onRemove={props.onRemove}
        details={(question) => (
          <Typography variant="body2" color="text.secondary">
            Answer: {question.choices[question.correctIndex]} · {question.choices.length} choices
          </Typography>
        )}
      />
      {props.canWrite && (
        <Button size="small" variant="outlined" onClick={props.onAdd} sx={{ mt: 0.5 }}>
          Add question
        </Button>
      )}
    </Box>
  );
}
