// Adds or changes a content block. The fields follow the layout: a title needs a heading; an image
// needs its address and alt text; a video an https address and a title for screen readers; two
// columns need text or an image each. The block's rule is the server's own
// (normaliseLectureBlock in src/domain/course-content/lecture-part.ts), checked before sending.
import { useMutation } from '@apollo/client/react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import {
  normaliseLectureBlock,
  type LectureBlock,
} from '../../../domain/course-content/lecture-part.ts';
import { EditDialog, FormTextField, useEditForm } from '../../ui/edit-dialog.tsx';
import { describeFieldProblem } from '../../ui/field-errors.ts';
import {
  CREATE_LECTURE_PART_MUTATION,
  UPDATE_LECTURE_PART_MUTATION,
} from './course-content.queries.ts';
import { LAYOUT_LABELS, type BlockLayout, type EditorPart } from './course-content-types.ts';
import { ImageField } from './image-field.tsx';

const emptyColumn = () => ({ text: '', imageUrl: '', imageAlt: '' });

/** The block of `part` as the form holds it: every field, and two columns. */
function blockFormValues(part: EditorPart | null): LectureBlock {
  const content = part?.content;
  return {
    heading: content?.heading ?? '',
    text: content?.text ?? '',
    imageUrl: content?.imageUrl ?? '',
    imageAlt: content?.imageAlt ?? '',
    caption: content?.caption ?? '',
    videoUrl: content?.videoUrl ?? '',
    videoTitle: content?.videoTitle ?? '',
    columns:
      content?.columns.length === 2
        ? content.columns.map(({ text, imageUrl, imageAlt }) => ({ text, imageUrl, imageAlt }))
        : [emptyColumn(), emptyColumn()],
  };
}

const blockSchema = (layout: BlockLayout) =>
  z.custom<LectureBlock>().superRefine((block, context) => {
    for (const problem of normaliseLectureBlock(layout, block).problems) {
      context.addIssue({ code: 'custom', path: problem.path.split('.'), message: problem.message });
    }
  });

interface BlockField {
  name: Exclude<keyof LectureBlock, 'columns'>;
  label: string;
  hint?: string;
  required?: boolean;
  multiline?: boolean;
}

const OPTIONAL = 'Optional.';
const HEADING: BlockField = { name: 'heading', label: 'Heading', hint: OPTIONAL };
const CAPTION: BlockField = { name: 'caption', label: 'Caption', hint: OPTIONAL };

/** The fields each layout shows, in order (the two columns have their own). */
const LAYOUT_FIELDS: Record<BlockLayout, readonly BlockField[]> = {
  title: [
    { name: 'heading', label: 'Heading', required: true },
    { name: 'text', label: 'Text', multiline: true, hint: OPTIONAL },
  ],
  singleImage: [
    HEADING,
    { name: 'imageUrl', label: 'Image' },
    {
      name: 'imageAlt',
      label: 'Alt text',
      required: true,
      hint: 'What the image shows, for those who cannot see it.',
    },
    CAPTION,
  ],
  singleVideo: [
    HEADING,
    {
      name: 'videoUrl',
      label: 'Video address',
      required: true,
      hint: 'An https address: YouTube, Vimeo or a video file.',
    },
    {
      name: 'videoTitle',
      label: 'Video title',
      required: true,
      hint: 'Names the video for screen readers.',
    },
    CAPTION,
  ],
  twoColumn: [HEADING],
};

function FormImageField(props: {
  form: UseFormReturn<LectureBlock>;
  name: 'imageUrl' | `columns.${0 | 1}.imageUrl`;
  courseId: string;
  label: string;
}) {
  return (
    <Controller
      control={props.form.control}
      name={props.name}
      render={({ field, fieldState }) => (
        <ImageField
          courseId={props.courseId}
          label={props.label}
          value={field.value}
          error={
            fieldState.error
              ? describeFieldProblem('Image', fieldState.error.message ?? '')
              : undefined
          }
          onChange={field.onChange}
        />
      )}
    />
  );
}

function ColumnFields(props: {
  form: UseFormReturn<LectureBlock>;
  courseId: string;
  index: 0 | 1;
}) {
  const { form, index } = props;
  const name = index === 0 ? 'Left column' : 'Right column';
  const imageUrl = useWatch({ control: form.control, name: `columns.${index}.imageUrl` });
  return (
    <Stack spacing={1.5} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" sx={{ fontWeight: 600, mb: 1 }}>
        {name}
      </Typography>
      <FormTextField
        form={form}
        name={`columns.${index}.text`}
        label={`${name} text`}
        problemLabel="The column"
        hint="Text and/or an image."
        multiline
        minRows={3}
        fullWidth
      />
      <FormImageField
        form={form}
        name={`columns.${index}.imageUrl`}
        courseId={props.courseId}
        label={`${name} image`}
      />
      {imageUrl && (
        <FormTextField
          form={form}
          name={`columns.${index}.imageAlt`}
          label={`${name} image alt text`}
          problemLabel="Alt text"
          required
          fullWidth
        />
      )}
    </Stack>
  );
}

export function PartDialog(props: {
  courseId: string;
  lectureId: string;
  layout: BlockLayout;
  part: EditorPart | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { layout, part } = props;
  const form = useEditForm<LectureBlock>(blockSchema(layout), blockFormValues(part));
  const [create] = useMutation(CREATE_LECTURE_PART_MUTATION);
  const [update] = useMutation(UPDATE_LECTURE_PART_MUTATION);
  const columnsProblem = form.formState.errors.columns?.message;
  return (
    <EditDialog
      form={form}
      title={`${part ? 'Edit' : 'Add'} ${LAYOUT_LABELS[layout].toLowerCase()} block`}
      submitLabel={part ? 'Save block' : 'Add block'}
      maxWidth="md"
      save={(values) => {
        const content = {
          ...values,
          columns: layout === 'twoColumn' ? values.columns : [],
        };
        return part
          ? update({ variables: { id: part.id, input: { layout, content } } })
          : create({
              variables: {
                input: { lectureId: props.lectureId, type: 'content', layout, content },
              },
            });
      }}
      savedMessage={() => `The block was ${part ? 'saved' : 'added'}.`}
      serverPrefix="input.content."
      onClose={props.onClose}
      onSaved={props.onSaved}
    >
      {LAYOUT_FIELDS[layout].map((field) =>
        field.name === 'imageUrl' ? (
          <FormImageField
            key={field.name}
            form={form}
            name="imageUrl"
            courseId={props.courseId}
            label={field.label}
          />
        ) : (
          <FormTextField
            key={field.name}
            form={form}
            name={field.name}
            label={field.label}
            hint={field.hint}
            required={field.required}
            multiline={field.multiline}
            minRows={field.multiline ? 3 : undefined}
            fullWidth
          />
        ),
      )}
      {layout === 'twoColumn' && (
        <>
          <ColumnFields form={form} courseId={props.courseId} index={0} />
          <ColumnFields form={form} courseId={props.courseId} index={1} />
        </>
      )}
      {columnsProblem && (
        <Typography role="alert" color="error">
          {describeFieldProblem('Columns', columnsProblem)}
        </Typography>
      )}
    </EditDialog>
  );
}
