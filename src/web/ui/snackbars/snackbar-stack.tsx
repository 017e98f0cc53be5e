// The stack of messages at the bottom-left (SPEC §9: 2em from the bottom and the left, above
// dialogs at z-index 1400, MUI's own snackbar layer). A message that closes by itself waits while
// the pointer or the keyboard focus is on it, so nobody loses a message they are reading.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useEffect, useState } from 'react';
import { autoHideAfter, type SnackbarMessage } from './snackbar-state.ts';

export const SNACKBAR_Z_INDEX = 1400;

export interface SnackbarStackProps {
  messages: readonly SnackbarMessage[];
  onClose: (id: string) => void;
}

export function SnackbarStack({ messages, onClose }: SnackbarStackProps) {
  if (messages.length === 0) return null;
  return (
    <Box
      data-testid="snackbars"
      sx={{
        position: 'fixed',
        bottom: '2em',
        left: '2em',
        zIndex: SNACKBAR_Z_INDEX,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        maxWidth: 'min(480px, calc(100vw - 4em))',
      }}
    >
      {messages.map((message) => (
        <SnackbarItem key={message.id} message={message} onClose={onClose} />
      ))}
    </Box>
  );
}

function SnackbarItem({
  message,
  onClose,
}: {
  message: SnackbarMessage;
  onClose: (id: string) => void;
}) {
  const [held, setHeld] = useState(false);
  const delay = autoHideAfter(message.severity);

  useEffect(() => {
    if (delay === null || held) return;
    const timer = setTimeout(() => onClose(message.id), delay);
    return () => clearTimeout(timer);
  }, [delay, held, message.id, onClose]);

  return (
    <Alert
      severity={message.severity}
      variant="standard"
      // Errors interrupt (role alert); other messages are announced politely.
      role={message.severity === 'error' ? 'alert' : 'status'}
      onClose={() => onClose(message.id)}
      closeText="Close"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
      sx={{ boxShadow: 6, alignItems: 'center' }}
    >
      {message.text}
    </Alert>
  );
}
