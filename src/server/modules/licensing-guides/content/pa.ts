// Pennsylvania (PennDOT Driver and Vehicle Services). SPEC §5: 65 practice hours, 10 at night and
// 5 in bad weather; permit held 6 months; age 16. There is no Pennsylvania course in SPEC §2.
import {
  lessonsStep,
  practiceStep,
  registrationStep,
  step,
  type ContentContext,
  type StateContent,
} from './content-kit.ts';

const PENNDOT = 'https://www.dmv.pa.gov/';

export const pennsylvania = (context: ContentContext): StateContent => ({
  state: 'pa',
  guides: {
    teen: {
      label: 'Pennsylvania teen driver license',
      steps: [
        practiceStep('Pennsylvania'),
        step(
          'written-test',
          'Pass the knowledge test for the learner’s permit',
          'At 16, apply for the learner’s permit with PennDOT (with a physical examination form and a parent or guardian’s consent) and pass the knowledge and vision tests.',
          PENNDOT,
          'PennDOT Driver and Vehicle Services',
        ),
        lessonsStep(
          'pa',
          'Lessons with an instructor are the safest start before practicing with family.',
        ),
        registrationStep(context),
        step(
          'practice-hours',
          'Drive 65 supervised hours',
          'Log 65 hours of supervised driving: at least 10 at night and 5 in bad weather. Hold the permit for 6 months.',
        ),
        step(
          'road-test',
          'Take the road test',
          'After 6 months with the permit and the 65 hours certified, schedule the road test with PennDOT.',
          PENNDOT,
          'Schedule with PennDOT',
        ),
      ],
    },
    adult: {
      label: 'Pennsylvania adult driver license',
      steps: [
        practiceStep('Pennsylvania'),
        step(
          'written-test',
          'Pass the knowledge test',
          'Apply for the learner’s permit with PennDOT and pass the knowledge and vision tests.',
          PENNDOT,
          'PennDOT Driver and Vehicle Services',
        ),
        lessonsStep('pa', 'Lessons are optional for adults and help before the road test.'),
        step(
          'road-test',
          'Take the road test',
          'Schedule the road test with PennDOT when you are ready.',
          PENNDOT,
          'Schedule with PennDOT',
        ),
      ],
    },
  },
  article: {
    title: 'How to apply for a Pennsylvania driver license as a teen',
    description:
      'The Pennsylvania path for teens: the learner’s permit at 16, 65 supervised hours (10 at night, 5 in bad weather), six months and the road test.',
    body: `In Pennsylvania, licenses are issued by PennDOT. Teens start with a learner's permit at 16 and hold it for at least six months while they practice. PennDOT's website has the current forms and rules; check it before you go.

## 1. The learner's permit at 16

At 16 you can apply for a learner's permit. You need a physical examination form completed by a health care provider, proof of identity and residence, and a parent or guardian's consent. You pass a knowledge test and a vision screening. Our [free DMV practice test](/dmv-practice-test) is a good way to prepare.

## 2. 65 hours of supervised driving

Pennsylvania asks teens to complete 65 hours of supervised driving before the road test:

- at least 10 hours at night,
- at least 5 hours in bad weather,
- signed off by a parent or guardian.

Lessons with a professional are a safe way to begin. You can [book lessons](/book) with our instructors.

## 3. Six months with the permit

You must hold the learner's permit for at least six months before the road test, even if your hours are done sooner.

## 4. The road test

Schedule the road test through [PennDOT Driver and Vehicle Services](https://www.dmv.pa.gov/). Bring your permit, the signed practice log and a car that passes the examiner's check.

## After the test

The junior license comes with limits on passengers and night driving. Read the current limits on PennDOT's website.

## Tips for parents

Sixty-five hours is a lot: about two and a half hours a week over six months. Mix daytime, night and bad-weather drives from the start so the log fills evenly. If a rule on this page differs from what PennDOT says, PennDOT is right: tell us and we will correct the page.`,
  },
});
