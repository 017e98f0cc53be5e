// A change made right in a list (publish, restore, deactivate): the snackbar says how it went,
// and the list is fetched again when it worked.
import { useSnackbar } from './snackbars/use-snackbar.ts';

export function useListAction(
  refresh: () => unknown,
): (mutation: Promise<unknown>, success: string) => Promise<void> {
  const { reportMutation } = useSnackbar();
  return async (mutation, success) => {
    if (await reportMutation(mutation, { success })) await refresh();
  };
}
