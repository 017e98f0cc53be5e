// Holds the snackbar messages of the page and shows them (SPEC §4). Screens use useSnackbar().
import { useMemo, useReducer, type ReactNode } from 'react';
import { errorMessageOf, resultError } from './error-message.ts';
import { SnackbarContext, type SnackbarApi } from './snackbar-context.ts';
import { SnackbarStack } from './snackbar-stack.tsx';
import { createMessageId, snackbarReducer } from './snackbar-state.ts';

export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [messages, dispatch] = useReducer(snackbarReducer, []);

  const api = useMemo<SnackbarApi>(() => {
    const showMessage: SnackbarApi['showMessage'] = (text, severity = 'info') => {
      const id = createMessageId();
      dispatch({ type: 'show', message: { id, text, severity } });
      return id;
    };
    const closeMessage = (id: string) => dispatch({ type: 'close', id });
    return {
      showMessage,
      closeMessage,
      errorOf: resultError,
      messageOf: errorMessageOf,
      async reportMutation(mutation, options = {}) {
        let result: Awaited<typeof mutation>;
        try {
          result = await mutation;
        } catch (error) {
          showMessage(options.error ?? errorMessageOf(error), 'error');
          return null;
        }
        const error = resultError(result);
        if (error) {
          showMessage(options.error ?? errorMessageOf(error), 'error');
          return null;
        }
        if (options.success) showMessage(options.success, 'success');
        return result;
      },
    };
  }, []);

  return (
    <SnackbarContext value={api}>
      {children}
      <SnackbarStack messages={messages} onClose={api.closeMessage} />
    </SnackbarContext>
  );
}
