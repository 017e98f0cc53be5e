// Lesson types (Scheduling): what a lesson is and how long it lasts (SPEC §3, names from SPEC §9).
// Every staff member reads them; Admins add, change and delete them. A type that lessons use
// cannot be deleted: the server says so (CONFLICT) and the snackbar repeats it.
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { LESSON_TYPE_NAME_LABELS, LESSON_TYPE_NAMES } from '../../../domain/lesson-type-names.ts';
import { can } from '../../../domain/permissions.ts';
import { isTestLessonType } from '../../../domain/scheduling/lesson-minutes.ts';
import { CardList, EditDeleteButtons, RecordCard } from '../../ui/card-list.tsx';
import { useConfirmedDeleteById } from '../../ui/confirmed-delete.tsx';
import { ListPageHeader } from '../../ui/list-page-header.tsx';
import { ListResults } from '../../ui/list-results.tsx';
import { lazyDialog, useEditing } from '../../ui/use-editing.tsx';
import { useStaffUser } from '../admin-shell/staff-user.ts';
import {
  formatLessonDuration,
  freeLessonTypeNames,
  type LessonTypeView,
} from './lesson-type-form.ts';
import {
  DELETE_LESSON_TYPE_MUTATION,
  FEE_PRODUCTS_QUERY,
  LESSON_TYPES_QUERY,
} from './lesson-types.queries.ts';

// The form loads when the dialog opens, not with the list.
const LessonTypeDialog = lazyDialog(() => import('./lesson-type-dialog.tsx'), 'LessonTypeDialog');

const NO_FREE_NAME_ID = 'lesson-types-no-free-name';

export function LessonTypesPage() {
  const { roles } = useStaffUser();
  const canWrite = can(roles, 'lessonTypes.write');
  const list = useQuery(LESSON_TYPES_QUERY);
  const loaded = (list.data ?? list.previousData)?.lessonTypes;
  const lessonTypes = loaded ?? [];
  const freeNames = freeLessonTypeNames(lessonTypes);
  const noneFree = loaded !== undefined && freeNames.length === 0;
  const editing = useEditing<LessonTypeView>(list.refetch);
  const deletion = useConfirmedDeleteById({
    what: 'lesson type',
    nameOf: (lessonType: LessonTypeView) => lessonType.label,
    mutation: DELETE_LESSON_TYPE_MUTATION,
    explanation:
      'Only a type that no lesson uses can be deleted; booked or past lessons keep theirs.',
    onDeleted: list.refetch,
  });
  // Products are priced: only roles that read prices ask for them (not Instructors).
  const fees =
    useQuery(FEE_PRODUCTS_QUERY, { skip: !can(roles, 'pricing.read') }).data?.products.edges.map(
      (edge) => edge.node,
    ) ?? [];
  const soldAs = (lessonType: LessonTypeView) =>
    lessonType.testProductId
      ? `Sold online as ${fees.find((fee) => fee.id === lessonType.testProductId)?.name ?? 'a fee product'}`
      : 'Booked by phone only';

  return (
    <>
      <ListPageHeader
        title="Lesson types"
        description="What a lesson is and how long it lasts. Each name is used once; a type that lessons use cannot be deleted, but its label and duration can change. A road or DMV test is booked online when it names the fee product it sells."
        // Always shown to those who may add one: when every name is taken the button stays,
        // disabled, and the note under the heading says why, instead of vanishing unexplained.
        create={
          canWrite && {
            label: 'New lesson type',
            onClick: () => editing.open('new'),
            disabled: noneFree,
            describedBy: noneFree ? NO_FREE_NAME_ID : undefined,
          }
        }
      >
        {canWrite && noneFree && (
          <Alert id={NO_FREE_NAME_ID} severity="info" sx={{ mb: 2, maxWidth: 720 }}>
            Each of the {LESSON_TYPE_NAMES.length} lesson type names already has a lesson type, so
            there is none left to add. Edit a type to change its label or duration, or delete one
            that no lesson uses to add it again.
          </Alert>
        )}
      </ListPageHeader>
      <ListResults
        noun={{ one: 'lesson type', many: 'lesson types' }}
        query={list}
        rows={loaded}
        empty="No lesson types yet."
      >
        <CardList single>
          {lessonTypes.map((lessonType) => (
            <RecordCard
              key={lessonType.id}
              side
              title={lessonType.label}
              actions={
                canWrite && (
                  <EditDeleteButtons
                    side
                    name={lessonType.label}
                    onEdit={() => editing.open(lessonType)}
                    onDelete={() => deletion.ask(lessonType)}
                  />
                )
              }
            >
              <Typography variant="body2" color="text.secondary">
                {LESSON_TYPE_NAME_LABELS[lessonType.name]} ·{' '}
                {formatLessonDuration(lessonType.durationMinutes)}
                {isTestLessonType(lessonType.name) && ` · ${soldAs(lessonType)}`}
              </Typography>
              {lessonType.description && (
                <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                  {lessonType.description}
                </Typography>
              )}
            </RecordCard>
          ))}
        </CardList>
      </ListResults>
      {editing.dialog((lessonType, handlers) => (
        <LessonTypeDialog lessonType={lessonType} freeNames={freeNames} {...handlers} />
      ))}
      {deletion.dialog}
    </>
  );
}
