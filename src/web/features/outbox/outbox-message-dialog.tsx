// One outbox message's body: the plain text as sent, and the HTML version (when there is one) in a
// sandboxed frame, so markup from a message can never run script in the back-office.
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { OUTBOX_MESSAGE_QUERY } from './outbox.queries.ts';

export function OutboxMessageDialog(props: { id: string; onClose: () => void }) {
  const { data, loading, error } = useQuery(OUTBOX_MESSAGE_QUERY, { variables: { id: props.id } });
  const message = data?.outboxMessage;
  const titleId = useId();
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{message ? message.subject : 'Message'}</DialogTitle>
      {/* A long message scrolls: the region takes focus so a keyboard can scroll it too. */}
      <DialogContent tabIndex={0} role="region" aria-label="Message body">
        {loading && <LinearProgress aria-label="Loading the message" />}
        {error && <Alert severity="error">The message could not be loaded. {error.message}</Alert>}
        {message && (
          <>
            <Typography color="text.secondary" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
              To {message.to}
              {message.attachmentNames.length > 0 &&
                ` · Attached: ${message.attachmentNames.join(', ')}`}
            </Typography>
            <Typography variant="h3" sx={{ fontSize: '1rem', mb: 1 }}>
              Text
            </Typography>
            <Box
              component="pre"
              sx={{
                whiteSpace: 'pre-wrap',
                overflowWrap: 'anywhere',
                bgcolor: 'grey.100',
                p: 1,
                borderRadius: 1,
                m: 0,
              }}
            >
              {message.text}
            </Box>
            {message.html && (
              <>
                <Typography variant="h3" sx={{ fontSize: '1rem', mt: 2, mb: 1 }}>
                  HTML
                </Typography>
                <Box
                  component="iframe"
                  title={`HTML version of ${message.subject}`}
                  sandbox=""
                  srcDoc={message.html}
                  sx={{
                    width: '100%',
                    height: 320,
                    border: 1,
                    borderColor: 'divider',
                    borderRadius: 1,
                  }}
                />
              </>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} autoFocus>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
