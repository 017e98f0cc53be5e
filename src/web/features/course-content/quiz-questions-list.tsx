// The questions of a lecture quiz in the editor, each with its right answer shown to staff.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { EditorPart, EditorQuestion } from './course-content-types.ts';

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
      <Box component="ol" sx={{ m: 0, pl: 3 }}>
        {questions.map((question, index) => (
          <Box component="li" key={question.id} sx={{ mb: 1 }}>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
              <Typography sx={{ flex: '1 1 14rem' }}>{question.prompt}</Typography>
              {props.canWrite && (
                <>
                  <Button
                    size="small"
                    aria-label={`Edit question ${index + 1}`}
                    onClick={() => props.onEdit(question)}
                  >
                    Edit
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    aria-label={`Remove question ${index + 1}`}
                    onClick={() => props.onRemove(question)}
                  >
                    Remove
                  </Button>
                </>
              )}
            </Box>
            <Typography variant="body2" color="text.secondary">
              Answer: {question.choices[question.correctIndex]} · {question.choices.length} choices
            </Typography>
          </Box>
        ))}
      </Box>
      {props.canWrite && (
        <Button size="small" variant="outlined" onClick={props.onAdd} sx={{ mt: 0.5 }}>
          Add question
        </Button>
      )}
    </Box>
  );
}
