// SPEC §4: once the current-user query has finished loading and nobody is signed in, go to `to`
// (replacing the history entry, so Back does not return to a page that redirects again).
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useCurrentUser } from './current-user.ts';

export function useRedirectWhenSignedOut(to: string): void {
  const { user, loading } = useCurrentUser();
  const navigate = useNavigate();
  const signedOut = !loading && !user;
  useEffect(() => {
    if (signedOut) void navigate(to, { replace: true });
  }, [signedOut, navigate, to]);
}
