// A numbered list of questions in the content editor (a quiz's, the final exam's pool, the
// school's personal questions), each with Edit and Remove for staff who may write.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** `noun` names a question for the buttons' labels: "Edit exam question 2". */
export function QuestionList<Q extends { id: string; prompt: string }>(props: {
  questions: readonly Q[];
  noun: string;
  canWrite: boolean;
  onEdit: (question: Q) => void;
  onRemove: (question: Q) => void;
  details?: (question: Q) => ReactNode;
}) {
  return (
    <Stack component="ol" spacing={1} sx={{ m: 0, pl: 3 }}>
      {props.questions.map((question, index) => (
        <Box component="li" key={question.id}>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <Typography sx={{ flex: '1 1 14rem' }}>{question.prompt}</Typography>
            {props.canWrite && (
              <>
                <Button
                  size="small"
                  aria-label={`Edit ${props.noun} ${index + 1}`}
                  onClick={() => props.onEdit(question)}
                >
                  Edit
                </Button>
                <Button
                  size="small"
                  color="error"
                  aria-label={`Remove ${props.noun} ${index + 1}`}
                  onClick={() => props.onRemove(question)}
                >
                  Remove
                </Button>
              </>
            )}
          </Box>
          {props.details?.(question)}
        </Box>
      ))}
    </Stack>
  );
}
