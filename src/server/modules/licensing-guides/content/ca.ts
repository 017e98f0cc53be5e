// California (DMV). Facts: the California Driver Handbook and the DMV's teen driver pages.
import {
  lessonsStep,
  practiceStep,
  registrationStep,
  step,
  type ContentContext,
  type StateContent,
} from './content-kit.ts';

const DMV = 'https://www.dmv.ca.gov/portal/';

export const california = (context: ContentContext): StateContent => ({
  state: 'ca',
  guides: {
    teen: {
      label: 'California teen driver license',
      steps: [
        step(
          'online-course',
          'Complete drivers ed',
          'California asks teens under 17½ to finish a drivers ed course before the instruction permit. Our online course covers the classroom part; keep the completion certificate.',
          '/ca/course/drivers-ed',
          'California online drivers ed',
        ),
        practiceStep('California'),
        step(
          'written-test',
          'Pass the knowledge test for your permit',
          'From age 15½, apply for the instruction permit with the DMV: bring proof of identity and residence, your drivers ed certificate and a parent or guardian signature, and pass the knowledge and vision tests.',
          DMV,
          'California DMV',
        ),
        lessonsStep(
          'ca',
          'Teens under 18 take behind-the-wheel training with a licensed instructor and practice at least 50 hours with an adult aged 25 or older, 10 of them at night. Check the current numbers with the DMV.',
        ),
        registrationStep(context),
        step(
          'road-test',
          'Take the road test',
          'After holding the permit for at least six months and turning 16, make a driving test appointment with the DMV.',
          DMV,
          'Make a DMV appointment',
        ),
      ],
    },
    adult: {
      label: 'California adult driver license',
      steps: [
        practiceStep('California'),
        step(
          'written-test',
          'Pass the knowledge test',
          'Adults apply with the DMV, pass the knowledge and vision tests and receive an instruction permit. No drivers ed course is required at 18 or older.',
          DMV,
          'California DMV',
        ),
        lessonsStep(
          'ca',
          'Lessons with an instructor are optional for adults but make the road test far less stressful. With a permit you must drive with a licensed adult in the car.',
        ),
        step(
          'road-test',
          'Take the road test',
          'Make a driving test appointment with the DMV once you feel ready.',
          DMV,
          'Make a DMV appointment',
        ),
      ],
    },
  },
  article: {
    title: 'How to apply for a California driver license as a teen',
    description:
      'The steps a California teen takes from drivers ed to the provisional license: the permit at 15½, practice hours, lessons and the road test.',
    body: `A California teen reaches a provisional license in a fixed order: drivers ed, the instruction permit, supervised practice with lessons, and finally the driving test. This page walks through each step in plain words. The California DMV has the final say on every rule, so check its website before each visit.

## 1. Finish drivers ed

Teens younger than 17½ need a drivers ed certificate before the DMV issues an instruction permit. The course teaches traffic laws, road signs and safe habits. Our [California online drivers ed](/ca/course/drivers-ed) works at your own pace; keep the certificate you receive at the end.

## 2. Get the instruction permit

From age 15½ you can apply for the permit. Plan for:

- proof of identity and of California residence,
- your drivers ed certificate,
- the signature of a parent or guardian,
- the knowledge test and a vision test.

Practicing first helps: our [free DMV practice test](/dmv-practice-test) uses questions written from the handbook.

## 3. Practice and take lessons

With the permit you drive only with a licensed adult aged 25 or older beside you. California expects behind-the-wheel training with a licensed instructor and at least 50 hours of practice, 10 of them at night. You can [book lessons](/book) with our instructors.

## 4. Take the driving test

After at least six months with the permit, and once you are 16, you may take the road test at a DMV office. Bring the practice log your parent or guardian signs. Make the appointment on the [California DMV website](https://www.dmv.ca.gov/portal/).

## After the test

The first license is provisional: for the first year there are limits on carrying young passengers and on driving late at night. Read the current limits on the DMV website, as they can change.`,
  },
});
