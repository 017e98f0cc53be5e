// Work the first screen does not need (error reporting, analytics, session replay) starts once
// the page is usable: when the browser is next idle after start-up, within 5 seconds on a busy
// page, or a second later where requestIdleCallback is missing (Safari).
export function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 5000 });
  else setTimeout(run, 1000);
}
