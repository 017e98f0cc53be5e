// Reads the audit report needs beyond what the enrolment modules offer: every enrolment of a course.
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { courses } from '../courses/courses.tables.ts';
import type { EnrollmentWithCourse } from '../online-enrollments/online-enrollments.repository.ts';
import { onlineEnrollments } from '../online-enrollments/online-enrollments.tables.ts';

export const seatTimeReportRepository = {
  /** Every enrolment of the course, whatever its status, oldest first. */
  enrollmentsOfCourse(db: Executor, courseId: string): Promise<EnrollmentWithCourse[]> {
    return db
      .select({ enrollment: onlineEnrollments, course: courses })
      .from(onlineEnrollments)
      .innerJoin(courses, eq(courses.id, onlineEnrollments.courseId))
      .where(eq(onlineEnrollments.courseId, courseId))
      .orderBy(asc(onlineEnrollments.enrolledAt));
  },
};
