// Session replay, in a chunk of its own: sentry.ts imports it once the page has started, so the
// replay recorder never delays the first screen.
import { replayIntegration } from '@sentry/react';

export function createReplayIntegration() {
  return replayIntegration();
}
