// The error-reporting DSN (SPEC §7, §8): checked in the configuration and by the /monitoring
// tunnel, which forwards envelopes only to the configured DSN's project.

export interface SentryDsn {
  protocol: 'http:' | 'https:';
  /** Host name and, when not the default, port; lower case. */
  host: string;
  /** Path before the project id, for reporting services served under a path ("" usually). */
  pathPrefix: string;
  projectId: string;
}

/** Reads a DSN of the form `https://<public key>@<host>[/<path>]/<numeric project id>`. */
export function parseDsn(dsn: string): SentryDsn | null {
  let url: URL;
  try {
    url = new URL(dsn);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (!url.username || url.search || url.hash) return null;
  const segments = url.pathname.split('/').filter(Boolean);
  const projectId = segments.pop();
  if (!projectId || !/^\d+$/.test(projectId)) return null;
  const pathPrefix = segments.length > 0 ? `/${segments.join('/')}` : '';
  return { protocol: url.protocol, host: url.host.toLowerCase(), pathPrefix, projectId };
}

/** Where the reporting service accepts envelopes for a DSN's project. */
export function envelopeUrl(dsn: SentryDsn): string {
  return `${dsn.protocol}//${dsn.host}${dsn.pathPrefix}/api/${dsn.projectId}/envelope/`;
}
