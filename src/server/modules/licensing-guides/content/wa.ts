// Washington (Department of Licensing). SPEC §5: 34-hour classroom course; 5 hours driving plus 1
// hour observation; permit held 6 months; 50 practice hours, 10 at night; road test at 16+.
import {
  lessonsStep,
  practiceStep,
  registrationStep,
  step,
  type ContentContext,
  type StateContent,
} from './content-kit.ts';

const DOL = 'https://dol.wa.gov/';

const preApply = step(
  'pre-apply-wdl',
  'Pre-apply online with the DOL',
  'Pre-apply for your Washington driver license or permit online with the Department of Licensing before visiting a licensing office; it saves time at the counter.',
  DOL,
  'Washington DOL',
);

export const washington = (context: ContentContext): StateContent => ({
  state: 'wa',
  guides: {
    teen: {
      label: 'Washington teen driver license',
      steps: [
        step(
          'online-course',
          'Enrol in a traffic safety course',
          'Washington teens take an approved course: 34 hours of classroom, 5 hours of driving and 1 hour of observation with an instructor.',
          '/courses?state=wa',
          'Washington courses',
        ),
        preApply,
        practiceStep('Washington'),
        step(
          'written-test',
          'Pass the knowledge test and get the permit',
          'Pass the knowledge test (many driver training schools give it) and get your instruction permit at a licensing office.',
          DOL,
          'Washington DOL',
        ),
        lessonsStep(
          'wa',
          'The course includes 5 hours of driving and 1 hour of observation with an instructor.',
        ),
        registrationStep(context),
        step(
          'wa-practice-hours',
          'Drive 50 practice hours',
          'Log 50 hours of supervised driving, 10 of them at night, with a licensed driver of at least 5 years’ experience, and hold the permit for 6 months.',
        ),
        step(
          'road-test',
          'Take the drive test',
          'At 16 or older, after 6 months with the permit, take the drive test and apply for the intermediate license.',
          DOL,
          'Washington DOL',
        ),
      ],
    },
    adult: {
      label: 'Washington adult driver license',
      steps: [
        preApply,
        practiceStep('Washington'),
        step(
          'written-test',
          'Pass the knowledge test',
          'Pass the knowledge test; adults do not need the teen course.',
          DOL,
          'Washington DOL',
        ),
        lessonsStep('wa', 'Lessons are optional for adults and help before the drive test.'),
        step(
          'road-test',
          'Take the drive test',
          'Take the drive test when you are ready.',
          DOL,
          'Washington DOL',
        ),
      ],
    },
  },
  article: {
    title: 'How to apply for a Washington driver license as a teen',
    description:
      'The Washington path for teens: the traffic safety course, pre-applying with the DOL, the permit, 50 practice hours and the drive test at 16.',
    body: `In Washington, the Department of Licensing (DOL) issues driver licenses. Teens under 18 take an approved traffic safety course, hold an instruction permit for six months and log practice before the drive test. Check the DOL's website for the current rules before each visit.

## 1. The traffic safety course

Teens take an approved course with three parts:

- 34 hours of classroom,
- 5 hours of driving with an instructor,
- 1 hour of observation in the car.

See our [Washington courses](/courses?state=wa).

## 2. Pre-apply and get the instruction permit

Pre-apply online with the DOL, then visit a licensing office with your documents and a parent or guardian. You need to pass the knowledge test; many driver training schools give it. Prepare with our [free DMV practice test](/dmv-practice-test).

## 3. 50 practice hours

With the permit, drive at least 50 hours with a licensed driver who has at least 5 years of experience, 10 of those hours at night. Extra [lessons](/book) with our instructors help with the skills the drive test checks.

## 4. Six months, then the drive test

Hold the permit for at least 6 months. At 16 or older, take the drive test and apply for the intermediate license. Details are on the [Washington DOL website](https://dol.wa.gov/).

## After the test

The intermediate license limits passengers and night driving for new drivers. The DOL lists the current limits.

## Tips for parents

Spread the 50 hours over the six months and include night, rain and highway driving. If a rule on this page differs from what the DOL says, the DOL is right: tell us and we will correct the page.`,
  },
});
