// The edit dialog of a list page: which record it is open on ('new' for a blank form), and the
// dialog itself inside a Suspense, so a dialog loaded with lazy() (and its form library) stays
// out of the page's first load. Saving closes the dialog and refreshes the list.
import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

export interface DialogHandlers {
  onClose(): void;
  onSaved(): void;
}

export interface Editing<Item> {
  /** Opens the dialog on `item`, or on a blank form with 'new'. */
  open: (item: Item | 'new') => void;
  /** The open dialog, drawn by `render` with the record (null for a new one); nothing when closed. */
  dialog(render: (item: Item | null, handlers: DialogHandlers) => ReactNode): ReactNode;
}

export function useEditing<Item extends object>(refresh: () => unknown): Editing<Item> {
  const [editing, setEditing] = useState<Item | 'new' | null>(null);
  const handlers: DialogHandlers = {
    onClose: () => setEditing(null),
    onSaved: () => {
      setEditing(null);
      void refresh();
    },
  };
  return {
    open: (item) => setEditing(item),
    dialog: (render) =>
      editing && (
        <Suspense fallback={null}>{render(editing === 'new' ? null : editing, handlers)}</Suspense>
      ),
  };
}

/**
 * A dialog component loaded when it is first drawn: `lazyDialog(() => import('./x-dialog.tsx'),
 * 'XDialog')`, so its form and rules stay out of the list page's first load.
 */
export function lazyDialog<Module, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
): Module[Name] {
  return lazy(() =>
    load().then((module) => ({ default: module[name] as unknown as ComponentType<object> })),
  ) as unknown as Module[Name];
}
