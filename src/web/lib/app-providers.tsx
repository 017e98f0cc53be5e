// Everything a signed-in area needs around its screens: the Apollo client, the snackbars and the
// session identity for analytics and error reporting. The back-office and the portal layouts (and
// the sign-in page) wrap their content with it; public pages do without.
import { ApolloProvider } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { SnackbarProvider } from '../ui/snackbars/snackbar-provider.tsx';
import { getApolloClient } from './apollo.ts';
import { useSessionIdentity } from './session-identity.ts';

function SessionIdentity() {
  useSessionIdentity();
  return null;
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [client] = useState(getApolloClient);
  return (
    <ApolloProvider client={client}>
      <SnackbarProvider>
        <SessionIdentity />
        {children}
      </SnackbarProvider>
    </ApolloProvider>
  );
}
