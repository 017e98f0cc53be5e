// Indiana (Bureau of Motor Vehicles). SPEC §5 states no Indiana rule; the texts stay general.
import {
  lessonsStep,
  practiceStep,
  registrationStep,
  step,
  type ContentContext,
  type StateContent,
} from './content-kit.ts';

const BMV = 'https://www.in.gov/bmv/';

export const indiana = (context: ContentContext): StateContent => ({
  state: 'in',
  guides: {
    teen: {
      label: 'Indiana teen driver license',
      steps: [
        step(
          'online-course',
          'Enrol in drivers ed',
          'Enrolling in an approved drivers education course lets an Indiana teen apply for the learner permit earlier than without one.',
          '/in/course/drivers-ed',
          'Indiana online drivers ed',
        ),
        practiceStep('Indiana'),
        step(
          'written-test',
          'Pass the knowledge test for the learner permit',
          'Apply for the learner permit at a BMV branch, with the documents the BMV lists, and pass the knowledge and vision tests.',
          BMV,
          'Indiana BMV',
        ),
        lessonsStep('in', 'Complete the driving part of drivers ed with a certified instructor.'),
        registrationStep(context),
        step(
          'practice-hours',
          'Log supervised practice',
          'Log supervised driving with a parent or guardian, including night driving, for the months the BMV asks the permit to be held. Check the current hours with the BMV.',
        ),
        step(
          'road-test',
          'Take the skills test',
          'Schedule the driving skills test and apply for the probationary license.',
          BMV,
          'Indiana BMV',
        ),
      ],
    },
    adult: {
      label: 'Indiana adult driver license',
      steps: [
        practiceStep('Indiana'),
        step(
          'written-test',
          'Pass the knowledge test',
          'Adults apply for a learner permit at a BMV branch and pass the knowledge and vision tests.',
          BMV,
          'Indiana BMV',
        ),
        lessonsStep('in', 'Lessons are optional for adults and help before the skills test.'),
        step(
          'road-test',
          'Take the skills test',
          'Schedule the driving skills test with the BMV.',
          BMV,
          'Indiana BMV',
        ),
      ],
    },
  },
  article: {
    title: 'How to apply for an Indiana driver license as a teen',
    description:
      'The usual Indiana path for teens: drivers ed, the learner permit, supervised practice, the skills test and the probationary license.',
    body: `Indiana issues licenses through the Bureau of Motor Vehicles (BMV). Teens go through a learner permit and a probationary license before a full one. The BMV publishes the exact ages and hours, and they change from time to time, so check its website while you plan.

## 1. Drivers education

An approved drivers education course is the usual first step. Being enrolled in one lets you apply for the learner permit earlier than teens who skip it. Our [Indiana online drivers ed](/in/course/drivers-ed) covers the classroom part.

## 2. The learner permit

Apply at a BMV branch with proof of identity, Social Security number and Indiana residence, and with a parent or guardian. You take the knowledge and vision tests. Prepare with our [free DMV practice test](/dmv-practice-test).

## 3. Driving lessons and practice

The driving part of drivers ed is done with a certified instructor; you can [book lessons](/book) with us. Between lessons, practice with a parent or guardian and keep a log, including night driving. The BMV sets the number of hours and how long you must hold the permit.

## 4. Skills test and probationary license

When you meet the age and permit-holding rules, take the driving skills test and apply for the probationary license. See the [Indiana BMV website](https://www.in.gov/bmv/) for the documents to bring.

## After the test

A probationary license comes with limits on passengers and on late-night driving. Read the current limits on the BMV website. Parents and guardians can also ask the BMV how a probationary license becomes a full one, and when the limits end.`,
  },
});
