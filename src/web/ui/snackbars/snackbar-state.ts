// Snackbar messages (SPEC §3, §4, §9): a list shown stacked at the bottom-left, oldest on top and
// the newest nearest the corner. Messages that are not errors close by themselves after 5 seconds;
// errors stay until closed; every message can be closed by hand.

export type SnackbarSeverity = 'error' | 'info' | 'success' | 'warning';

export interface SnackbarMessage {
  id: string;
  text: string;
  severity: SnackbarSeverity;
}

export type SnackbarAction =
  { type: 'show'; message: SnackbarMessage } | { type: 'close'; id: string };

export const AUTO_HIDE_MS = 5000;

export function snackbarReducer(
  messages: readonly SnackbarMessage[],
  action: SnackbarAction,
): readonly SnackbarMessage[] {
  switch (action.type) {
    case 'show':
      return [...messages, action.message];
    case 'close':
      return messages.some((message) => message.id === action.id)
        ? messages.filter((message) => message.id !== action.id)
        : messages;
  }
}

/** Milliseconds before a message closes by itself; null for errors, which stay. */
export function autoHideAfter(severity: SnackbarSeverity): number | null {
  return severity === 'error' ? null : AUTO_HIDE_MS;
}

let counter = 0;

/** Unique within the page (crypto.randomUUID needs a secure context, which http://lan-ip is not). */
export function createMessageId(): string {
  counter += 1;
  return `snackbar-${Date.now().toString(36)}-${counter}`;
}
