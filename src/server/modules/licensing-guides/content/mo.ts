// Missouri (Department of Revenue, driver licensing). SPEC §5 states no Missouri rule.
import {
  lessonsStep,
  practiceStep,
  registrationStep,
  step,
  type ContentContext,
  type StateContent,
} from './content-kit.ts';

const DOR = 'https://dor.mo.gov/';

export const missouri = (context: ContentContext): StateContent => ({
  state: 'mo',
  guides: {
    teen: {
      label: 'Missouri teen driver license',
      steps: [
        step(
          'online-course',
          'Learn the rules of the road',
          'Missouri does not require drivers ed for a permit, but a course makes the written test and the first drives much easier.',
          '/mo/course/drivers-ed',
          'Missouri online drivers ed',
        ),
        practiceStep('Missouri'),
        step(
          'written-test',
          'Pass the written test for the instruction permit',
          'From age 15, pass the written, vision and road-sign tests at a Missouri State Highway Patrol exam station, then get the permit at a license office.',
          DOR,
          'Missouri Department of Revenue',
        ),
        lessonsStep('mo', 'Lessons with an instructor build the habits the road test checks.'),
        registrationStep(context),
        step(
          'practice-hours',
          'Log your driving instruction',
          'Log the supervised driving hours Missouri asks for, including night driving, and hold the permit for the required time. Check the current numbers with the Department of Revenue.',
        ),
        step(
          'road-test',
          'Take the driving test',
          'At 16 or older, take the driving test at a Highway Patrol exam station and apply for the intermediate license.',
          DOR,
          'Missouri Department of Revenue',
        ),
      ],
    },
    adult: {
      label: 'Missouri adult driver license',
      steps: [
        practiceStep('Missouri'),
        step(
          'written-test',
          'Pass the written test',
          'Pass the written, vision and road-sign tests at a Highway Patrol exam station.',
          DOR,
          'Missouri Department of Revenue',
        ),
        lessonsStep('mo', 'Lessons are optional for adults and help before the driving test.'),
        step(
          'road-test',
          'Take the driving test',
          'Take the driving test at a Highway Patrol exam station, then apply at a license office.',
          DOR,
          'Missouri Department of Revenue',
        ),
      ],
    },
  },
  article: {
    title: 'How to apply for a Missouri driver license as a teen',
    description:
      'How a Missouri teen goes from the instruction permit to the intermediate license: the tests, supervised driving and the road test.',
    body: `Missouri licenses are issued by the Department of Revenue, while the tests are given at Missouri State Highway Patrol exam stations. Teens go through an instruction permit, then an intermediate license, before a full license. Ages and hours can change, so confirm them with the Department of Revenue before you go.

## 1. Learn the rules

Missouri does not require a drivers ed course to get a permit, but a course makes the written test and the first drives much easier. Our [Missouri online drivers ed](/mo/course/drivers-ed) works at your own pace.

## 2. The instruction permit

From age 15 you can take the written, vision and road-sign tests at a Highway Patrol exam station, then apply for the permit at a license office with proof of identity and residence. Prepare with our [free DMV practice test](/dmv-practice-test).

## 3. Supervised driving

With the permit you drive with a qualified person beside you. Missouri asks for a set number of hours of driving instruction, part of them at night, signed off by a parent or guardian, and for the permit to be held for a set time. You can [book lessons](/book) with our instructors for part of this.

## 4. The driving test

At 16 or older, take the driving test at an exam station and apply for the intermediate license. The [Missouri Department of Revenue website](https://dor.mo.gov/) lists the documents.

## After the test

The intermediate license limits passengers and late-night driving for new drivers. Check the current limits with the Department of Revenue.

## Tips for parents

Spread the practice over different roads, weather and times of day. If a rule on this page differs from what the Department of Revenue says, the Department is right: tell us and we will correct the page.`,
  },
});
