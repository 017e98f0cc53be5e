// The availability jobs (SPEC §3): the change notice to the regional manager, auditing one
// instructor's availability, and scheduling that audit nightly for every working instructor.
import { z } from 'zod';
import { defineJob } from '../../jobs/job-queue.ts';
import { availabilityRepository } from './availability.repository.ts';
import {
  auditInstructorAvailability,
  notifyAvailabilityChange,
} from './availability-audit.service.ts';

const byInstructor = z.object({ instructorId: z.uuid() });

/** Enqueued after every committed availability change. */
export const availabilityChangedJob = defineJob({
  name: 'availability-change-notification',
  payload: byInstructor,
  handler: async ({ instructorId }, ctx) => {
    const messageId = await notifyAvailabilityChange(ctx.platform, instructorId);
    ctx.log.info({ instructorId, messageId }, 'availability change notice');
  },
});

/** Auditing one instructor's availability; one waiting job per instructor. */
export const availabilityAuditJob = defineJob({
  name: 'audit-instructor-availability',
  payload: byInstructor,
  policy: 'short',
  concurrency: 2,
  handler: async ({ instructorId }, ctx) => {
    const counts = await auditInstructorAvailability(ctx.platform, instructorId);
    ctx.log.info({ instructorId, ...counts }, 'availability audited');
  },
});

/** 09:30 UTC: 1:30 or 2:30 am in Los Angeles, after the day's last lessons everywhere. */
export const scheduleAvailabilityAuditsJob = defineJob({
  name: 'schedule-instructor-availability-audits',
  payload: z.object({}),
  schedule: '30 9 * * *',
  concurrency: 1,
  handler: async (_payload, ctx) => {
    const ids = await availabilityRepository.workingInstructorIds(ctx.platform.db.db);
    for (const instructorId of ids) {
      await ctx.platform.jobs.enqueue(
        availabilityAuditJob,
        { instructorId },
        { singletonKey: instructorId },
      );
    }
    ctx.log.info({ instructors: ids.length }, 'availability audits scheduled');
  },
});
