// What the dispatch board draws (docs/scheduling.md "Dispatch board"): each instructor's schedule
// blocks as calendar events in that instructor's column, lessons named by their type and students,
// travel, breaks and checkout holds by the schedule legend's names. Free time is the empty grid,
// not an event. Only lessons can be dragged: moving one is a reschedule.
import { SCHEDULE_BLOCK_TYPE_LABELS } from '../../../domain/scheduling/lesson-enums.ts';
import type { DispatchBoardQuery } from '../../gql/graphql.ts';
import type { ScheduleColumn } from '../availability/availability.queries.ts';
import { toWallClock } from './wall-clock.ts';

type Board = Omit<DispatchBoardQuery['dispatchBoard'], 'instructors'> & {
  instructors: ScheduleColumn[];
};
type BlockType = ScheduleColumn['blocks'][number]['type'];

export interface BoardEvent {
  id: string;
  title: string;
  /** Wall-clock Dates in the board's zone (wall-clock.ts). */
  start: Date;
  end: Date;
  resourceId: string;
  type: BlockType;
  /** The lesson a LESSON block is, for moving it. */
  lessonId: string | null;
}

export interface BoardResource {
  id: string;
  title: string;
}

export function boardResources(board: Board): BoardResource[] {
  return board.instructors.map((column) => ({
    id: column.instructorId,
    title: column.instructorName,
  }));
}

export function boardEvents(board: Board): BoardEvent[] {
  const events: BoardEvent[] = [];
  for (const column of board.instructors) {
    const lessons = new Map(column.lessons.map((lesson) => [lesson.id, lesson]));
    for (const [index, block] of column.blocks.entries()) {
      if (block.type === 'FILLER') continue;
      const lesson =
        block.type === 'LESSON' && block.referenceId ? lessons.get(block.referenceId) : undefined;
      events.push({
        id: `${column.instructorId}:${index}`,
        title: lesson
          ? `${lesson.lessonTypeLabel}: ${lesson.studentNames.join(', ') || 'no student'}`
          : SCHEDULE_BLOCK_TYPE_LABELS[block.type],
        start: toWallClock(new Date(String(block.start)), board.timeZone),
        end: toWallClock(new Date(String(block.end)), board.timeZone),
        resourceId: column.instructorId,
        type: block.type,
        lessonId: lesson?.id ?? null,
      });
    }
  }
  return events;
}
