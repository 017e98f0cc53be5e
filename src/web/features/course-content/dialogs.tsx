// The content editor's edit dialogs, each loaded when first opened (with the form library, which
// the editor's first load does without) and drawn in a Suspense of its own.
import { Suspense, type ComponentType } from 'react';
import { lazyDialog } from '../../ui/use-editing.tsx';

function whenOpened<Props extends object>(Dialog: ComponentType<Props>) {
  return function OpenedDialog(props: Props) {
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}

export const LectureTitleDialog = whenOpened(
  lazyDialog(() => import('./lecture-title-dialog.tsx'), 'LectureTitleDialog'),
);
export const PartDialog = whenOpened(lazyDialog(() => import('./part-dialog.tsx'), 'PartDialog'));
export const QuestionDialog = whenOpened(
  lazyDialog(() => import('./question-dialog.tsx'), 'QuestionDialog'),
);
export const FinalExamRuleDialog = whenOpened(
  lazyDialog(() => import('./final-exam-rule-dialog.tsx'), 'FinalExamRuleDialog'),
);
