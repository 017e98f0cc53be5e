// Names a new lecture or renames one, with its optional minimum seat time (typed in minutes, kept
// in seconds; a per-unit minimum, docs/seat-time.md). The server's own field rules
// (src/domain/course-content/lecture-fields.ts) check the form before it is sent.
import { useMutation } from '@apollo/client/react';
import { useRef } from 'react';
import { z } from 'zod';
import { lectureFields } from '../../../domain/course-content/lecture-fields.ts';
import { parseNumber } from '../../../domain/parse-number.ts';
import { EditDialog, FormTextField, useEditForm } from '../../ui/edit-dialog.tsx';
import { CREATE_LECTURE_MUTATION, UPDATE_LECTURE_MUTATION } from './course-content.queries.ts';

interface LectureFormValues {
  title: string;
  minutes: string;
}

/** Minutes as typed → seconds (blank: no minimum; text that is no number is left for the rule). */
const toSeconds = (minutes: unknown) => {
  if (typeof minutes !== 'string') return minutes;
  if (minutes.trim() === '') return null;
  const value = parseNumber(minutes);
  return value === null ? minutes : Math.round(value * 60);
};

const lectureFormSchema = z.object({
  title: lectureFields.title,
  minutes: z.preprocess(toSeconds, lectureFields.minimumSeconds),
});

export function LectureTitleDialog(props: {
  courseId: string;
  lecture: { id: string; title: string; minimumSeconds: number | null } | null;
  onClose: () => void;
  /** With the new lecture's id once one was added. */
  onSaved: (lectureId?: string) => void;
}) {
  const { lecture } = props;
  const form = useEditForm<LectureFormValues>(lectureFormSchema, {
    title: lecture?.title ?? '',
    minutes: lecture?.minimumSeconds == null ? '' : String(lecture.minimumSeconds / 60),
  });
  const [create] = useMutation(CREATE_LECTURE_MUTATION);
  const [update] = useMutation(UPDATE_LECTURE_MUTATION);
  const added = useRef<string | undefined>(undefined);

  return (
    <EditDialog
      form={form}
      title={lecture ? 'Edit lecture' : 'Add lecture'}
      submitLabel={lecture ? 'Save' : 'Add lecture'}
      save={async (values) => {
        const input = lectureFormSchema.parse(values);
        const fields = { title: input.title, minimumSeconds: input.minutes };
        if (lecture) return update({ variables: { id: lecture.id, input: fields } });
        const result = await create({
          variables: { input: { courseId: props.courseId, ...fields } },
        });
        added.current = result.data?.createLecture.id;
        return result;
      }}
      savedMessage={() => `The lecture was ${lecture ? 'saved' : 'added'}.`}
      serverFieldNames={{ minimumSeconds: 'minutes' }}
      onClose={props.onClose}
      onSaved={() => props.onSaved(added.current)}
    >
      <FormTextField
        form={form}
        name="title"
        label="Lecture title"
        problemLabel="Title"
        hint="At most 200 characters."
        required
        autoFocus
        fullWidth
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <FormTextField
        form={form}
        name="minutes"
        label="Minimum time (minutes)"
        problemLabel="Minimum time"
        hint="Optional: seat time a student must spend here before the next lecture opens."
        fullWidth
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
    </EditDialog>
  );
}
