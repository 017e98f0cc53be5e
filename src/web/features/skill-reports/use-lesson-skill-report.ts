// One student's skill report of one lesson. The server answers NOT_FOUND until the instructor
// writes it (SPEC §8), which is the ordinary "not rated yet" state here, not a failure: the
// screen still lets the instructor rate the lesson.
import { useQuery } from '@apollo/client/react';
import { errorCodes } from '../../lib/session-link.ts';
import { LESSON_SKILL_REPORT_QUERY, type SkillReportView } from './skill-reports.queries.ts';

export interface LessonSkillReport {
  /** The saved report; null while loading, when none exists yet, or when loading failed. */
  report: SkillReportView | null;
  /** True once the server answered, with a report or with "none yet". */
  loaded: boolean;
  /** True when the report could not be read for another reason than "none yet". */
  failed: boolean;
  refetch: () => void;
}

export function useLessonSkillReport(studentId: string, lessonId: string): LessonSkillReport {
  const query = useQuery(LESSON_SKILL_REPORT_QUERY, { variables: { studentId, lessonId } });
  const noneYet = errorCodes(query.error).includes('NOT_FOUND');
  return {
    report: query.data?.lessonDrivingSkillsReportByStudentAndLesson ?? null,
    loaded: Boolean(query.data) || noneYet,
    failed: Boolean(query.error) && !noneYet,
    // A refetch that fails shows through `failed`; nothing waits on its promise.
    refetch: () => void query.refetch().catch(() => undefined),
  };
}
