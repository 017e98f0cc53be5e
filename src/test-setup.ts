// Runs before every test file of every suite. Files share worker processes (vitest.config.ts), so
// a test that froze the clock must not hand a frozen clock to the next test or file.
import { afterEach, vi } from 'vitest';

afterEach(() => {
  vi.useRealTimers();
});
