// Texas (Department of Public Safety; TDLR for parent-taught drivers ed). SPEC §5: 32-hour teen
// course; 6-hour adult course; 44 hours of parent-led driving; 14 hours of professional
// instruction (7 driving, 7 observation) plus 30 practice hours.
import {
  lessonsStep,
  practiceStep,
  registrationStep,
  step,
  type ContentContext,
  type StateContent,
} from './content-kit.ts';
import { texasArticle } from './tx-article.ts';

const DPS = 'https://www.dps.texas.gov/';
const SCHEDULER = 'https://www.txdpsscheduler.com/';
const IMPACT = 'https://impact.dps.texas.gov/';
const TDLR = 'https://www.tdlr.texas.gov/';

const writtenTest = step(
  'written-test',
  'Pass the written test and get the learner license',
  'From age 15, once the first part of the course is done, pass the knowledge test (some courses include it) and apply for the learner license at a DPS office with your documents and a parent or guardian.',
  SCHEDULER,
  'Book a DPS appointment',
);

const impactTeen = step(
  'impact-texas',
  'Watch Impact Texas Teen Drivers',
  'The free 2-hour Impact Texas Teen Drivers video must be completed shortly before the road test (DPS says within 90 days; check before you book).',
  IMPACT,
  'Impact Texas Drivers',
);

const roadTest = step(
  'road-test',
  'Take the road test',
  'At 16 or older, after holding the learner license for 6 months, take the road test with DPS or an approved third-party tester.',
  SCHEDULER,
  'Book a DPS appointment',
);

export const texas = (context: ContentContext): StateContent => ({
  state: 'tx',
  guides: {
    teen: {
      label: 'Texas teen driver license',
      steps: [
        step(
          'online-course',
          'Take the 32-hour teen course',
          'Texas teens take a 32-hour drivers ed course, taught by a parent (parent-taught) or by a school (instructor-led). Texas credits at most 2 hours a day, so it takes at least 16 days.',
          '/tx/course/drivers-ed',
          'Texas teen drivers ed',
        ),
        practiceStep('Texas'),
        writtenTest,
        lessonsStep(
          'tx',
          'Behind the wheel you need either 44 hours of parent-led driving (parent-taught) or 14 hours of professional instruction, 7 driving and 7 observing, plus 30 practice hours (instructor-led).',
        ),
        impactTeen,
        roadTest,
      ],
    },
    'teen-parent-taught': {
      label: 'Texas teen license, parent-taught',
      steps: [
        step(
          'request-guide',
          'Request the parent-taught program guide',
          'Before the course starts, the parent requests the Parent-Taught Driver Education program guide from the Texas Department of Licensing and Regulation (TDLR).',
          TDLR,
          'TDLR',
        ),
        step(
          'online-course',
          'Take the 32-hour parent-taught course',
          'The 32-hour classroom part, online, with the parent as instructor. At most 2 hours count per day: at least 16 days.',
          '/tx/course/parent-taught',
          'Texas parent-taught drivers ed',
        ),
        practiceStep('Texas'),
        writtenTest,
        step(
          'practice-hours',
          'Drive 44 hours with your parent',
          'Complete 44 hours of parent-led driving: the in-car lessons of the program guide and practice, including 10 hours at night. Keep the log.',
        ),
        impactTeen,
        roadTest,
      ],
    },
    'teen-instructor-led': {
      label: 'Texas teen license, instructor-led',
      steps: [
        step(
          'online-course',
          'Take the 32-hour teen course',
          'The 32-hour classroom part, online. At most 2 hours count per day: at least 16 days.',
          '/tx/course/drivers-ed',
          'Texas teen drivers ed',
        ),
        practiceStep('Texas'),
        writtenTest,
        lessonsStep(
          'tx',
          'Take 14 hours of professional instruction with a driving school: 7 hours driving and 7 hours observing another student drive.',
        ),
        registrationStep(context),
        step(
          'practice-hours',
          'Practice 30 hours',
          'On top of the lessons, drive 30 practice hours with a licensed adult, 10 of them at night.',
        ),
        impactTeen,
        roadTest,
      ],
    },
    adult: {
      label: 'Texas adult driver license',
      steps: [
        step(
          'online-course',
          'Take the 6-hour adult course',
          'New drivers aged 18 to 24 take a 6-hour adult drivers ed course; it is optional from 25.',
          '/tx/course/adult-drivers-ed',
          'Texas adult drivers ed',
        ),
        practiceStep('Texas'),
        step(
          'impact-texas',
          'Watch Impact Texas Adult Drivers',
          'Adults complete the free Impact Texas Adult Drivers video before the road test.',
          IMPACT,
          'Impact Texas Drivers',
        ),
        step(
          'written-test',
          'Pass the knowledge test',
          'Apply at a DPS office and pass the knowledge test; some adult courses include it.',
          SCHEDULER,
          'Book a DPS appointment',
        ),
        lessonsStep('tx', 'Lessons are optional for adults and help before the road test.'),
        step(
          'road-test',
          'Take the road test',
          'Take the road test with DPS or an approved third-party tester.',
          SCHEDULER,
          'Book a DPS appointment',
        ),
      ],
    },
  },
  article: texasArticle(DPS),
});
