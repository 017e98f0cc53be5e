// Practice questions (Learning): the DMV practice-test bank of one state, with the right answer
// of each question, searchable by its words; state, search and the deactivated switch are kept in
// the address. Every staff member reads it; ClassroomManagers and Admins add, edit, deactivate
// and reactivate questions (docs/practice-tests.md).
import { useMutation, useQuery } from '@apollo/client/react';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { can } from '../../../domain/permissions.ts';
import { US_STATES } from '../../../domain/us-states.ts';
import { CardList, RecordCard, RowActions } from '../../ui/card-list.tsx';
import { choiceFilterOr, flagFilter, matchesSearch } from '../../ui/list-address.ts';
import { FlagFilter } from '../../ui/flag-filter.tsx';
import { ChoiceFilter, ListFilters } from '../../ui/list-filters.tsx';
import { ListSearchField } from '../../ui/list-search-field.tsx';
import { ListPageHeader } from '../../ui/list-page-header.tsx';
import { countOf, ListResults } from '../../ui/list-results.tsx';
import { lazyDialog, useEditing } from '../../ui/use-editing.tsx';
import { useListAction } from '../../ui/use-list-action.ts';
import { useListAddress } from '../../ui/use-list-address.ts';
import { useStaffUser } from '../admin-shell/staff-user.ts';
import type { PracticeQuestionView } from './practice-question-form.ts';
import {
  PRACTICE_QUESTIONS_QUERY,
  UPDATE_PRACTICE_QUESTION_MUTATION,
} from './practice-questions.queries.ts';

// The form loads when the dialog opens, not with the list.
const PracticeQuestionDialog = lazyDialog(
  () => import('./practice-question-dialog.tsx'),
  'PracticeQuestionDialog',
);

const NOUN = { one: 'question', many: 'questions' };
const STATES = US_STATES.filter((state) => state.isSupported);
const FILTERS = {
  state: choiceFilterOr(
    STATES.map((state) => state.code),
    'CA',
  ),
  inactive: flagFilter,
};
const letter = (index: number) => String.fromCharCode(65 + index);

export function PracticeQuestionsPage() {
  const { roles } = useStaffUser();
  const canWrite = can(roles, 'practiceQuestions.write');
  const address = useListAddress(FILTERS);
  const { state, inactive, q } = address.view;
  const list = useQuery(PRACTICE_QUESTIONS_QUERY, {
    variables: { state, includeInactive: inactive },
  });
  const loaded = (list.data ?? list.previousData)?.practiceQuestions;
  const questions = loaded ?? [];
  // Numbered in the whole bank, so a question keeps its number while searching.
  const shown = questions
    .map((question, index) => ({ question, number: index + 1 }))
    .filter(({ question }) =>
      matchesSearch(q, question.prompt, question.source, ...question.choices),
    );
  const stateName = STATES.find((entry) => entry.code === state)?.name ?? state;
  const [update] = useMutation(UPDATE_PRACTICE_QUESTION_MUTATION);
  const act = useListAction(list.refetch);
  const editing = useEditing<PracticeQuestionView>(list.refetch);

  const setActive = (question: PracticeQuestionView, isActive: boolean) =>
    act(
      update({ variables: { id: question.id, input: { isActive } } }),
      isActive ? 'The question is in use again.' : 'The question was deactivated.',
    );

  return (
    <>
      <ListPageHeader
        title="Practice questions"
        description="The DMV practice test of each state draws 20 of its questions at random. Deactivated questions stay out of new tests."
        create={canWrite && { label: 'New question', onClick: () => editing.open('new') }}
      />
      <ListFilters label="Filter questions">
        <ChoiceFilter
          menuItem={MenuItem}
          label="State"
          value={state}
          values={STATES.map((entry) => entry.code)}
          labelOf={(code) => STATES.find((entry) => entry.code === code)?.name ?? code}
          onChange={(code) => address.filter({ state: code ?? 'CA' })}
          minWidth={200}
        />
        <ListSearchField
          label="Search the questions"
          term={q}
          onSearch={(term) => address.filter({ q: term }, true)}
        />
        <FlagFilter
          label="Show deactivated questions"
          checked={inactive}
          onChange={(checked) => address.filter({ inactive: checked })}
        />
      </ListFilters>
      <ListResults
        heading={`${stateName} questions`}
        noun={NOUN}
        query={list}
        rows={loaded && shown}
        summary={
          q.trim() && questions.length > 0
            ? `${shown.length} of ${countOf(questions.length, NOUN)} match “${q.trim()}”.`
            : undefined
        }
        empty={
          questions.length > 0
            ? 'No question has these words.'
            : `${stateName} has no practice questions yet.`
        }
      >
        <CardList single ordered>
          {shown.map(({ question, number }) => (
            <RecordCard
              key={question.id}
              side
              title={
                <>
                  {number}. {question.prompt}{' '}
                  {!question.isActive && <Chip size="small" label="Deactivated" sx={{ ml: 1 }} />}
                </>
              }
              actions={
                canWrite && (
                  <RowActions
                    name={`question ${number}`}
                    actions={[
                      { label: 'Edit', look: 'main', onClick: () => editing.open(question) },
                      {
                        label: question.isActive ? 'Deactivate' : 'Reactivate',
                        onClick: () => void setActive(question, !question.isActive),
                      },
                    ]}
                  />
                )
              }
            >
              <Typography variant="body2" sx={{ mt: 0.5 }}>
                Right answer: {letter(question.correctIndex)}.{' '}
                {question.choices[question.correctIndex]} (of {question.choices.length})
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {question.source}
              </Typography>
            </RecordCard>
          ))}
        </CardList>
      </ListResults>
      {editing.dialog((question, handlers) => (
        <PracticeQuestionDialog
          state={state}
          stateName={stateName}
          question={question}
          {...handlers}
        />
      ))}
    </>
  );
}
