// "November 22, 2026" for an ISO timestamp, the same on the server and in every browser (UTC).
export function formatUpdated(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
