// The content editor's writes, each reported through the snackbar and followed by a refetch of
// the editor's query. Form writes answer the field messages of a VALIDATION_ERROR (or null when
// saved) so the dialog can show them under its fields.
import { useMutation } from '@apollo/client/react';
import { useSnackbar } from '../../ui/snackbars/use-snackbar.ts';
import { withFieldErrors } from '../../ui/field-errors.ts';
import {
  CREATE_LECTURE_MUTATION,
  CREATE_LECTURE_PART_MUTATION,
  CREATE_QUIZ_QUESTION_MUTATION,
  DELETE_LECTURE_MUTATION,
  DELETE_LECTURE_PART_MUTATION,
  DELETE_QUIZ_QUESTION_MUTATION,
  MOVE_LECTURE_MUTATION,
  MOVE_LECTURE_PART_MUTATION,
  UPDATE_LECTURE_MUTATION,
  UPDATE_LECTURE_PART_MUTATION,
  UPDATE_QUIZ_QUESTION_MUTATION,
} from './course-content.queries.ts';

export function useContentMutations(refetch: () => Promise<unknown>) {
  const { reportMutation } = useSnackbar();
  const options = { onCompleted: () => void refetch() };
  const [createLecture] = useMutation(CREATE_LECTURE_MUTATION, options);
  const [updateLecture] = useMutation(UPDATE_LECTURE_MUTATION, options);
  const [deleteLecture] = useMutation(DELETE_LECTURE_MUTATION, options);
  const [moveLecture] = useMutation(MOVE_LECTURE_MUTATION, options);
  const [createPart] = useMutation(CREATE_LECTURE_PART_MUTATION, options);
  const [updatePart] = useMutation(UPDATE_LECTURE_PART_MUTATION, options);
  const [deletePart] = useMutation(DELETE_LECTURE_PART_MUTATION, options);
  const [movePart] = useMutation(MOVE_LECTURE_PART_MUTATION, options);
  const [createQuestion] = useMutation(CREATE_QUIZ_QUESTION_MUTATION, options);
  const [updateQuestion] = useMutation(UPDATE_QUIZ_QUESTION_MUTATION, options);
  const [deleteQuestion] = useMutation(DELETE_QUIZ_QUESTION_MUTATION, options);

  /** Runs a form's write; answers the field messages to show, or null once saved. */
  async function form<T>(
    work: Promise<T>,
    success: string,
  ): Promise<{ result: T | null; errors: Record<string, string> | null }> {
    let errors: Record<string, string> | null = null;
    const result = await reportMutation(
      withFieldErrors(work, (found) => {
        errors = Object.keys(found).length > 0 ? found : null;
      }),
      { success },
    );
    return { result, errors: result ? null : (errors ?? {}) };
  }

  const act = async (work: Promise<unknown>, success: string) =>
    Boolean(await reportMutation(work, { success }));

  return {
    form,
    act,
    createLecture,
    updateLecture,
    deleteLecture,
    moveLecture,
    createPart,
    updatePart,
    deletePart,
    movePart,
    createQuestion,
    updateQuestion,
    deleteQuestion,
  };
}

export type ContentMutations = ReturnType<typeof useContentMutations>;
