// The seat-time timer of the course player (docs/seat-time.md "Events"): "start" when the page
// opens visible, a "heartbeat" every 30 s while it stays visible, "hidden" when it is hidden and
// "resume" when it shows again, "pause" when the page goes away. The server stamps each event
// with its own clock; the page only says what happened, numbered in order. Each event names the
// lecture shown, and opening another lecture sends "start" naming it, so the time before counts
// for the lecture left and the time after for the one opened (docs/seat-time.md part 4).
import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { COURSE_TIMER_MUTATION } from './course-player.queries.ts';

export const HEARTBEAT_MS = 30_000;

type Kind = 'start' | 'heartbeat' | 'pause' | 'hidden' | 'resume';

/** Runs the timer; answers whether it is running now (for the page's live countdowns). */
export function useCourseTimer(
  enrollmentId: string | null,
  lectureId: string | null,
  onBeat?: () => void,
  onRefused?: () => void,
): boolean {
  const [send] = useMutation(COURSE_TIMER_MUTATION);
  const beat = useRef(onBeat);
  beat.current = onBeat;
  // A refused event (an identity question waits): the page asks the server what it wants.
  const refused = useRef(onRefused);
  refused.current = onRefused;
  const lecture = useRef(lectureId);
  const switchLecture = useRef<(() => void) | null>(null);
  const [isRunning, setRunning] = useState(false);

  useEffect(() => {
    if (lecture.current === lectureId) return;
    lecture.current = lectureId;
    switchLecture.current?.();
  }, [lectureId]);

  useEffect(() => {
    if (!enrollmentId) return undefined;
    // One name per opened page: the server counts one running page per enrolment.
    const session = `page-${Math.random().toString(36).slice(2, 10)}`;
    let seq = 0;
    let running = false;
    let interval: ReturnType<typeof setInterval> | undefined;
    const emit = (kind: Kind) => {
      const input = { enrollmentId, session, kind, seq: seq++, lectureId: lecture.current };
      send({ variables: { input } })
        .then(() => beat.current?.())
        .catch(() => {
          // A lost event only costs the time since the last one; the next heartbeat carries on.
          // A refusal may be an identity question the page has not shown yet.
          refused.current?.();
        });
    };
    const run = (kind: 'start' | 'resume') => {
      if (running) return;
      running = true;
      setRunning(true);
      emit(kind);
      interval = setInterval(() => emit('heartbeat'), HEARTBEAT_MS);
    };
    const stop = (kind: 'hidden' | 'pause') => {
      if (!running) return;
      running = false;
      setRunning(false);
      clearInterval(interval);
      emit(kind);
    };
    // Another lecture opened on this page: "start" names it (the server closes the last span).
    switchLecture.current = () => {
      if (running) emit('start');
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') run(seq === 0 ? 'start' : 'resume');
      else stop('hidden');
    };
    const onPageHide = () => stop('pause');
    if (document.visibilityState === 'visible') run('start');
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
      switchLecture.current = null;
      stop('pause');
    };
  }, [enrollmentId, send]);
  return isRunning;
}
