// The player's live countdowns (the lecture's minimum and the day's cap): the server's figures
// are read at each timer beat, and between two beats the page counts the seconds itself while the
// timer runs. The server stays the judge: its figures replace the local count at every read.
import { useEffect, useState } from 'react';

/** Whole seconds since `figures` last changed, counting only while `running`. */
export function useSecondsSince(figures: unknown, running: boolean): number {
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    setElapsed(0);
    if (!running) return undefined;
    const started = Date.now();
    const tick = setInterval(() => setElapsed(Math.floor((Date.now() - started) / 1000)), 1000);
    return () => clearInterval(tick);
  }, [figures, running]);
  return elapsed;
}

/** 272 → "4:32", 3725 → "1:02:05". */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
