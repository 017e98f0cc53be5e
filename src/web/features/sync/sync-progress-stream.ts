// The live progress of a sync check: the GraphQL subscription over SSE (graphql-over-SSE
// "distinct connections" mode, what the server speaks), read with fetch. Apollo's HTTP link
// speaks multipart subscriptions instead, so this small reader is the screens' subscription client.
import { print } from 'graphql';
import { useEffect, useState } from 'react';
import type { SyncCheckProgressSubscription } from '../../gql/graphql.ts';
import { SYNC_CHECK_PROGRESS_SUBSCRIPTION } from './sync.queries.ts';

export type SyncProgressEvent = SyncCheckProgressSubscription['syncCheckProgress'];

/** Splits SSE text into complete `next` payloads; returns them and the unfinished rest. */
export function readSseBlocks(buffer: string): { payloads: unknown[]; rest: string } {
  const payloads: unknown[] = [];
  let rest = buffer.replace(/\r\n/g, '\n');
  let boundary: number;
  while ((boundary = rest.indexOf('\n\n')) >= 0) {
    const block = rest.slice(0, boundary);
    rest = rest.slice(boundary + 2);
    const lines = block.split('\n');
    const event = lines
      .find((line) => line.startsWith('event:'))
      ?.slice(6)
      .trim();
    const data = lines
      .filter((line) => line.startsWith('data:'))
      .map((line) => line.slice(5).trim())
      .join('');
    if (event === 'next' && data) payloads.push(JSON.parse(data));
  }
  return { payloads, rest };
}

/**
 * The latest event of a check while `enabled`; reconnects after a dropped stream (events are not
 * a log: the caller refetches on each event, so a missed one costs nothing).
 */
export function useSyncProgress(syncCheckId: string, enabled: boolean): SyncProgressEvent | null {
  const [latest, setLatest] = useState<SyncProgressEvent | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const query = print(SYNC_CHECK_PROGRESS_SUBSCRIPTION);
    async function listen() {
      while (!controller.signal.aborted) {
        try {
          const response = await fetch('/api/graphql', {
            method: 'POST',
            credentials: 'same-origin',
            headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
            body: JSON.stringify({
              operationName: 'SyncCheckProgress',
              query,
              variables: { syncCheckId },
            }),
            signal: controller.signal,
          });
          if (!response.ok || !response.body) throw new Error(`status ${response.status}`);
          const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
          let buffer = '';
          for (;;) {
            const { value, done } = await reader.read();
            if (done) break;
            const { payloads, rest } = readSseBlocks(buffer + value);
            buffer = rest;
            for (const payload of payloads) {
              const event = (payload as { data?: SyncCheckProgressSubscription }).data
                ?.syncCheckProgress;
              if (event) setLatest(event);
            }
          }
        } catch {
          if (controller.signal.aborted) return;
        }
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
    }
    void listen();
    return () => controller.abort();
  }, [syncCheckId, enabled]);
  return latest;
}
