// Colorado (Division of Motor Vehicles). SPEC §5: 6 hours of lessons if under 16½.
import {
  lessonsStep,
  practiceStep,
  registrationStep,
  step,
  type ContentContext,
  type StateContent,
} from './content-kit.ts';

const DMV = 'https://dmv.colorado.gov/';

export const colorado = (context: ContentContext): StateContent => ({
  state: 'co',
  guides: {
    teen: {
      label: 'Colorado teen driver license',
      steps: [
        step(
          'online-course',
          'Take drivers ed',
          'A 30-hour drivers ed course lets a Colorado teen apply for the permit as early as 15. Our online course covers it.',
          '/co/course/drivers-ed',
          'Colorado online drivers ed',
        ),
        practiceStep('Colorado'),
        step(
          'written-test',
          'Pass the written permit test',
          'Apply for the instruction permit with the Colorado DMV and pass the written test. A parent or guardian signs an affidavit of liability.',
          DMV,
          'Colorado DMV',
        ),
        lessonsStep(
          'co',
          'If you apply for your license before you are 16½, Colorado asks for 6 hours of driving lessons with a professional instructor.',
        ),
        registrationStep(context),
        step(
          'practice-hours',
          'Log your practice hours',
          'Log 50 hours of supervised driving, 10 of them at night, and hold the permit for 12 months before the road test (check the current rules with the DMV).',
        ),
        step(
          'road-test',
          'Take the road test',
          'At 16 or older, take the drive test and apply for your license at a DMV office.',
          DMV,
          'Colorado DMV appointments',
        ),
      ],
    },
    adult: {
      label: 'Colorado adult driver license',
      steps: [
        practiceStep('Colorado'),
        step(
          'written-test',
          'Pass the written test',
          'Adults apply for an instruction permit with the Colorado DMV and pass the written test.',
          DMV,
          'Colorado DMV',
        ),
        lessonsStep(
          'co',
          'Lessons are optional at 18 and older but the quickest way to road-test confidence.',
        ),
        step(
          'road-test',
          'Take the road test',
          'Book the drive test when you are ready.',
          DMV,
          'Colorado DMV appointments',
        ),
      ],
    },
  },
  article: {
    title: 'How to apply for a Colorado driver license as a teen',
    description:
      'From drivers ed to the road test in Colorado: the permit, the 6 hours of lessons under 16½, practice hours and the license.',
    body: `Colorado lets teens start early, but the earlier you start, the more it asks of you. Here is the usual path for a teen. The Colorado Division of Motor Vehicles sets the rules; check its website before you go.

## 1. Take drivers ed

A 30-hour drivers ed course lets you apply for the instruction permit from age 15. Teens who skip the course can apply later, with other requirements. Our [Colorado online drivers ed](/co/course/drivers-ed) covers the classroom part.

## 2. Get the instruction permit

Apply at the DMV with proof of identity and residence, your course certificate, and a parent or guardian who signs an affidavit of liability. You pass a written test on the rules of the road. Our [free DMV practice test](/dmv-practice-test) is good preparation.

## 3. Lessons: 6 hours if you are under 16½

Colorado asks teens who apply for their license before 16½ to complete 6 hours of behind-the-wheel lessons with a professional driving instructor. Older teens may not need them, but lessons remain the best way to learn. You can [book lessons](/book) with us.

## 4. Practice and keep a log

Plan on 50 hours of supervised practice, 10 of them at night, logged by your parent or guardian, and on holding the permit for a year before the license. Check the current numbers with the DMV.

## 5. The drive test and the license

At 16 or older, with your log and certificates, take the drive test and apply for the license. Appointments and documents are listed on the [Colorado DMV website](https://dmv.colorado.gov/).

## After the test

A new teen driver has limits on passengers and late-night driving for a while. The DMV lists the current ones.

## Tips for parents

Spread the practice over the whole year with the permit, and include highway, night and winter driving. If a rule on this page differs from what the Colorado DMV says, the DMV is right: tell us and we will correct the page.`,
  },
});
