// The search box of a back-office list: what is typed follows into the address after a pause,
// so each keystroke is not a request, and the box follows the address when it changes from
// elsewhere (the back button, a new link).
import { useEffect, useRef, useState } from 'react';

/** Typing pauses this long before the list follows. */
export const SEARCH_DELAY_MS = 350;

export function useDebouncedSearchTerm(
  /** The term the address holds now. */
  committed: string,
  /** Puts a new term in the address (replacing the history entry, back to the first page). */
  commit: (term: string) => void,
): [term: string, setTerm: (term: string) => void] {
  const [term, setTerm] = useState(committed);
  // The latest commit function, so the timer never calls a stale closure.
  const commitRef = useRef(commit);
  commitRef.current = commit;

  useEffect(() => setTerm(committed), [committed]);
  useEffect(() => {
    if (term.trim() === committed.trim()) return;
    const timer = setTimeout(() => commitRef.current(term), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
    // Only the typed term starts the timer.
  }, [term]);

  return [term, setTerm];
}
