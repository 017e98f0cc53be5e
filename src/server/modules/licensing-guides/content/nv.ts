// Nevada (DMV). SPEC §5: permit held 6 months.
import {
  lessonsStep,
  practiceStep,
  registrationStep,
  step,
  type ContentContext,
  type StateContent,
} from './content-kit.ts';

const DMV = 'https://dmv.nv.gov/';

export const nevada = (context: ContentContext): StateContent => ({
  state: 'nv',
  guides: {
    teen: {
      label: 'Nevada teen driver license',
      steps: [
        step(
          'online-course',
          'Take drivers ed',
          'Nevada teens complete a drivers education course before the license; ours is online.',
          '/nv/course/drivers-ed',
          'Nevada online drivers ed',
        ),
        practiceStep('Nevada'),
        step(
          'written-test',
          'Pass the knowledge test for the permit',
          'From age 15½, apply for the instruction permit with the Nevada DMV and pass the knowledge and vision tests.',
          DMV,
          'Nevada DMV',
        ),
        lessonsStep('nv', 'Lessons with an instructor prepare you for the skills test.'),
        registrationStep(context),
        step(
          'practice-hours',
          'Practice and hold the permit 6 months',
          'Hold the permit for 6 months and log the supervised driving hours the DMV asks for, including night driving (check the current numbers with the DMV).',
        ),
        step(
          'road-test',
          'Take the skills test',
          'At 16 or older, after 6 months with the permit, take the drive test with the DMV.',
          DMV,
          'Nevada DMV appointments',
        ),
      ],
    },
    adult: {
      label: 'Nevada adult driver license',
      steps: [
        practiceStep('Nevada'),
        step(
          'written-test',
          'Pass the knowledge test',
          'Apply with the Nevada DMV and pass the knowledge and vision tests.',
          DMV,
          'Nevada DMV',
        ),
        lessonsStep('nv', 'Lessons are optional for adults and help before the skills test.'),
        step(
          'road-test',
          'Take the skills test',
          'Book the drive test with the DMV.',
          DMV,
          'Nevada DMV appointments',
        ),
      ],
    },
  },
  article: {
    title: 'How to apply for a Nevada driver license as a teen',
    description:
      'The Nevada path for teens: drivers ed, the instruction permit, six months of supervised practice and the drive test.',
    body: `The Nevada DMV issues driver licenses. Teens start with an instruction permit and must hold it for six months before the drive test. The DMV's website has the current ages, hours and documents; check it before each visit.

## 1. Drivers education

Teens complete a drivers education course before the license. Our [Nevada online drivers ed](/nv/course/drivers-ed) covers the classroom part at your own pace.

## 2. The instruction permit

From age 15½, apply for the permit with proof of identity and residence and a parent or guardian's consent, and pass the knowledge and vision tests. Our [free DMV practice test](/dmv-practice-test) helps you prepare.

## 3. Six months of practice

Nevada asks teens to hold the instruction permit for 6 months before the drive test. During that time you practice with a licensed adult and log your hours, including some at night. You can [book lessons](/book) with our instructors to make the most of it.

## 4. The drive test

At 16 or older, with your course certificate and practice log, take the drive test. Appointments are made through the [Nevada DMV website](https://dmv.nv.gov/).

## After the test

New teen drivers have limits on passengers and late-night driving for a while. The DMV lists the current limits.

## Tips for parents

Plan the six months ahead: spread the practice over different roads, weather and times of day rather than saving it for the last weeks. Sit in the passenger seat calmly, give directions early, and talk through what went well after each drive. If a rule on this page differs from what the Nevada DMV says, the DMV is right: tell us and we will correct the page.`,
  },
});
