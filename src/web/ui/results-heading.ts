// The id of the heading of a list's results (ListResults), which names the rows' table or card
// list inside it. A module of its own: a card list or table shown outside any results (a student's
// certificates in the portal) then loads none of the results' parts.
import { createContext, use } from 'react';

/** Id of the results heading, which names the rows' table or list inside ListResults. */
export const ResultsHeadingId = createContext<string | undefined>(undefined);

/** The id of the heading of the results around: the caption of their table or card list. */
export function useResultsHeadingId(): string | undefined {
  return use(ResultsHeadingId);
}
