// SPEC §4: the signed-in user's id goes to analytics, error reporting and the client log when
// known, and is cleared from all three when nobody is signed in.
import { useEffect } from 'react';
import { analytics } from './analytics.ts';
import { clientLogger } from './client-logger.ts';
import { useCurrentUser } from './current-user.ts';
import { setErrorReportingUser } from './error-reporting.ts';

export function useSessionIdentity(): void {
  const { user, loading } = useCurrentUser();
  const userId = user?.id ?? null;
  // While loading without an answer yet, who is signed in is unknown: change nothing.
  const known = userId !== null || !loading;
  useEffect(() => {
    if (!known) return;
    if (userId) analytics.identify(userId);
    else analytics.reset();
    setErrorReportingUser(userId);
    clientLogger.setUserId(userId);
  }, [known, userId]);
}
