// The one list of every background job. A module defines its jobs in <area>.jobs.ts and adds them
// here; bootstrap registers them on every process (so any process can enqueue), and processes that
// run workers handle them. SPEC §3 names the jobs the product needs; add each as its module lands.
import { outboxSweepJob, sendTransactionalEmailJob } from '../mail/outbox.jobs.ts';
import { createShippingOrderJob } from '../modules/certificates/certificate-shipping.ts';
import {
  availabilityAuditJob,
  availabilityChangedJob,
  scheduleAvailabilityAuditsJob,
} from '../modules/availability/availability.jobs.ts';
import { instructorActivationJob } from '../modules/instructors/instructors.jobs.ts';
import { expireProductsJob } from '../modules/ledger/ledger.jobs.ts';
import { cleanUpTransientSlotsJob } from '../modules/slot-search/slot-search.jobs.ts';
import { lessonCancelNotificationJob } from '../modules/lessons/lessons.jobs.ts';
import { lessonRemindersJob } from '../modules/lesson-messages/lesson-reminders.jobs.ts';
import { smsOptOutJob } from '../modules/students/sms-opt-out.jobs.ts';
import { syncCheckJob } from '../modules/sync/sync.jobs.ts';
import { waitlistOfferJob } from '../modules/waitlist/waitlist.jobs.ts';
import { recoverCheckoutsJob } from '../payments/payments.jobs.ts';
import type { Platform } from '../platform.ts';
import type { JobDefinition } from './job-queue.ts';

export function registerAllJobs(platform: Platform): void {
  const register = <P>(job: JobDefinition<P>) => platform.jobs.register(job, platform);
  // mail/
  register(sendTransactionalEmailJob);
  register(outboxSweepJob);
  register(smsOptOutJob); // modules/students: a STOP reply turns the SMS opt-in off
  register(expireProductsJob); // modules/ledger: daily expiration
  register(syncCheckJob); // modules/sync: one sync check
  register(cleanUpTransientSlotsJob); // modules/slot-search: expired holds, every minute
  // modules/availability: the change notice, one instructor's audit, the nightly scheduling
  register(availabilityChangedJob);
  register(availabilityAuditJob);
  register(scheduleAvailabilityAuditsJob);
  register(instructorActivationJob); // modules/instructors: activation email
  register(lessonCancelNotificationJob); // modules/lessons: emails after a cancellation
  register(lessonRemindersJob); // modules/lesson-messages: 72 h and 24 h reminders, every 5 min
  register(createShippingOrderJob); // modules/certificates: a mailed certificate's order
  register(waitlistOfferJob); // modules/waitlist: offers times that opened, every minute and on demand
  register(recoverCheckoutsJob); // payments: checkouts cut off after their charge, at start and every 5 min
}
