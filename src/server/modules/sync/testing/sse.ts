// Reads GraphQL-over-SSE `next` events of a subscription until `until` says stop.
import type { GraphqlTarget } from '../../../testing/graphql-client.ts';

export async function subscribeSse<T>(
  server: GraphqlTarget,
  cookie: string,
  operation: { query: string; variables?: Record<string, unknown> },
  until: (event: T) => boolean,
) {
  const controller = new AbortController();
  const response = await fetch(`${server.url}/api/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      origin: server.origin,
      cookie,
    },
    body: JSON.stringify(operation),
    signal: controller.signal,
  });
  const events: T[] = [];
  const done = (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      buffer += decoder.decode(chunk, { stream: true });
      let boundary: number;
      while ((boundary = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, boundary);
        buffer = buffer.slice(boundary + 2);
        const data = block
          .split('\n')
          .filter((line) => line.startsWith('data:'))
          .map((line) => line.slice(5).trim())
          .join('');
        if (!block.includes('event: next') || !data) continue;
        const event = JSON.parse(data) as T;
        events.push(event);
        if (until(event)) {
          controller.abort();
          return events;
        }
      }
    }
    return events;
  })().catch((error: unknown) => {
    if ((error as Error).name === 'AbortError') return events;
    throw error;
  });
  return { status: response.status, events: done, cancel: () => controller.abort() };
}
