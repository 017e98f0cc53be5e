// The results of a back-office list: its heading with the spoken summary ("Showing 1–40 of 45
// products.", "3 metros"), loading and error states (list-results-status.tsx), the rows once
// there are some or a line saying there are none, and under them the pager of a paged list
// (list-paged-results.tsx).
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { ListResultsStatus } from './list-results-status.tsx';
import { ResultsHeadingId } from './results-heading.ts';

export interface Noun {
  one: string;
  many: string;
}

/** "1 metro", "3 metros". */
export const countOf = (count: number, noun: Noun) =>
  `${count} ${count === 1 ? noun.one : noun.many}`;

/** The rows and total of a connection (`edges { node }`); undefined rows until it has loaded. */
export function pageOf<Row>(
  connection: { edges: readonly { node: Row }[]; totalCount: number } | undefined,
): { rows: Row[] | undefined; total: number } {
  return {
    rows: connection?.edges.map((edge) => edge.node),
    total: connection?.totalCount ?? 0,
  };
}

export interface ListResultsProps {
  /** "All products" unless the filters make it something else. */
  heading?: ReactNode;
  noun: Noun;
  /** The list's query: whether it is loading, its error, and how to ask again. */
  query: { loading: boolean; error?: { message: string } | undefined; refetch: () => unknown };
  /** The rows shown; undefined until the first answer (the summary says "Loading …"). */
  rows: readonly unknown[] | undefined;
  /** Under the rows: the pager of a paged list (list-paged-results.tsx). */
  footer?: ReactNode;
  /** The summary once loaded, when a count of rows does not say enough. */
  summary?: string | undefined;
  /** Said when the list is empty. */
  empty?: ReactNode;
  children: ReactNode;
}

export function ListResults(props: ListResultsProps) {
  const { noun } = props;
  const id = useId();
  const count = props.rows?.length ?? 0;
  const summary = !props.rows ? `Loading ${noun.many}…` : (props.summary ?? countOf(count, noun));
  return (
    <>
      <ListResultsStatus
        headingId={id}
        heading={props.heading ?? `All ${noun.many}`}
        summary={summary}
        loading={props.query.loading}
        rowsName={noun.many}
        errorText={`The ${noun.many} could not be loaded.`}
        error={props.query.error}
        onRetry={() => void props.query.refetch()}
      />
      {count > 0 ? (
        <ResultsHeadingId value={id}>{props.children}</ResultsHeadingId>
      ) : (
        props.rows && props.empty && <Typography color="text.secondary">{props.empty}</Typography>
      )}
      {props.footer}
    </>
  );
}
