// Vitest global setup of the browser suite: builds the production web app once, before any test
// file starts, so files running in parallel never build it at the same time (web-build.ts).
import { ensureWebBuild } from './web-build.ts';

export default function setup(): void {
  ensureWebBuild();
}
