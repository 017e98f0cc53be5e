// The content editor's writes from its lists (move, remove, add a quiz), each reported through the
// snackbar and followed by a refetch of the editor's query. The edit dialogs save through their
// own mutations and call `refetch` once saved.
import { useMutation } from '@apollo/client/react';
import { useSnackbar } from '../../ui/snackbars/use-snackbar.ts';
import {
  CREATE_LECTURE_PART_MUTATION,
  DELETE_LECTURE_MUTATION,
  DELETE_LECTURE_PART_MUTATION,
  DELETE_QUIZ_QUESTION_MUTATION,
  MOVE_LECTURE_MUTATION,
  MOVE_LECTURE_PART_MUTATION,
} from './course-content.queries.ts';

export function useContentMutations(refetch: () => Promise<unknown>) {
  const { reportMutation } = useSnackbar();
  const options = { onCompleted: () => void refetch() };
  const [deleteLecture] = useMutation(DELETE_LECTURE_MUTATION, options);
  const [moveLecture] = useMutation(MOVE_LECTURE_MUTATION, options);
  const [createPart] = useMutation(CREATE_LECTURE_PART_MUTATION, options);
  const [deletePart] = useMutation(DELETE_LECTURE_PART_MUTATION, options);
  const [movePart] = useMutation(MOVE_LECTURE_PART_MUTATION, options);
  const [deleteQuestion] = useMutation(DELETE_QUIZ_QUESTION_MUTATION, options);

  const act = async (work: Promise<unknown>, success: string) =>
    Boolean(await reportMutation(work, { success }));

  return {
    act,
    refetch,
    deleteLecture,
    moveLecture,
    createPart,
    deletePart,
    movePart,
    deleteQuestion,
  };
}

export type ContentMutations = ReturnType<typeof useContentMutations>;
