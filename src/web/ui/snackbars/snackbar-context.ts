import { createContext } from 'react';
import type { SnackbarSeverity } from './snackbar-state.ts';

export interface MutationMessages {
  /** Shown (severity success) when the mutation succeeds; nothing is shown when omitted. */
  success?: string;
  /** Shown instead of the server's message when the mutation fails. */
  error?: string;
}

export interface SnackbarApi {
  /** Adds a message to the stack; returns its id. */
  showMessage: (text: string, severity?: SnackbarSeverity) => string;
  closeMessage: (id: string) => void;
  /**
   * Waits for a mutation and reports how it went: the success text, or the server's error
   * message as an error snackbar. Resolves with the result, or null when it failed.
   */
  reportMutation: <T>(mutation: Promise<T>, messages?: MutationMessages) => Promise<T | null>;
  /**
   * What reportMutation reads in a mutation's outcome, for screens that show a failure their own
   * way (an edit dialog's alert): the error a result carries (errorPolicy 'all') or null, and an
   * error in the words a person reads.
   */
  errorOf: (result: unknown) => unknown;
  messageOf: (error: unknown) => string;
}

export const SnackbarContext = createContext<SnackbarApi | null>(null);
