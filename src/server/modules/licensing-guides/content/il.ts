// Illinois (Secretary of State). SPEC §5: 8 hours of private instruction; 50 practice hours;
// permit held 9+ months; 6-hour online course for ages 18-20.
import {
  lessonsStep,
  practiceStep,
  registrationStep,
  step,
  type ContentContext,
  type StateContent,
} from './content-kit.ts';

const SOS = 'https://www.ilsos.gov/';

export const illinois = (context: ContentContext): StateContent => ({
  state: 'il',
  guides: {
    teen: {
      label: 'Illinois teen driver license',
      steps: [
        step(
          'online-course',
          'Take drivers ed',
          'Illinois teens complete an approved drivers education course; the classroom part can be taken with us online.',
          '/il/course/drivers-ed',
          'Illinois online drivers ed',
        ),
        practiceStep('Illinois'),
        step(
          'written-test',
          'Pass the written test for the permit',
          'Apply for the instruction permit at a Secretary of State facility and pass the written and vision tests.',
          SOS,
          'Illinois Secretary of State',
        ),
        lessonsStep(
          'il',
          'Take 8 hours of private behind-the-wheel instruction with a licensed driving instructor.',
        ),
        registrationStep(context),
        step(
          'practice-hours',
          'Practice 50 hours',
          'Drive 50 hours with a supervising adult, 10 of them at night, and hold the permit for at least 9 months.',
        ),
        step(
          'road-test',
          'Take the road test',
          'Once the permit has been held 9 months or more and the hours are certified, take the road test at a Secretary of State facility.',
          SOS,
          'Illinois Secretary of State',
        ),
      ],
    },
    adult: {
      label: 'Illinois adult driver license',
      steps: [
        step(
          'online-course',
          'Take the 6-hour adult course (ages 18-20)',
          'New drivers aged 18, 19 or 20 take a 6-hour adult drivers education course before their first license.',
          '/courses?state=il',
          'Illinois courses',
        ),
        practiceStep('Illinois'),
        step(
          'written-test',
          'Pass the written test',
          'Pass the written and vision tests at a Secretary of State facility.',
          SOS,
          'Illinois Secretary of State',
        ),
        lessonsStep('il', 'Lessons are optional for adults and help with the road test.'),
        step(
          'road-test',
          'Take the road test',
          'Take the road test at a Secretary of State facility.',
          SOS,
          'Illinois Secretary of State',
        ),
      ],
    },
  },
  article: {
    title: 'How to apply for an Illinois driver license as a teen',
    description:
      'The Illinois path for teens: drivers ed, the permit, 8 hours of private instruction, 50 practice hours, 9 months with the permit and the road test.',
    body: `In Illinois, driver licenses are issued by the Secretary of State. A teen goes through the Graduated Driver Licensing program: drivers ed, a permit, a long stretch of practice, then the license. Rules can change, so check the Secretary of State's website before each visit.

## 1. Drivers education

Teens take an approved drivers education course, with classroom hours and driving time. Our [Illinois online drivers ed](/il/course/drivers-ed) covers the classroom part.

## 2. The instruction permit

Apply at a Secretary of State facility with proof of identity, residence and enrolment in drivers ed, plus a parent or guardian's consent. You take the written and vision tests there. Prepare with our [free DMV practice test](/dmv-practice-test).

## 3. Private instruction: 8 hours

Plan for 8 hours of private behind-the-wheel instruction with a licensed driving instructor. You can [book lessons](/book) with us.

## 4. 50 practice hours and 9 months with the permit

Drive at least 50 hours with a supervising adult, 10 of them at night, and hold the permit for 9 months or more before applying for the license. A parent or guardian certifies the hours.

## 5. Road test

Take the road test at a Secretary of State facility. Documents and locations are on the [Illinois Secretary of State website](https://www.ilsos.gov/).

## After the test

The first license of a driver under 18 limits passengers and night driving for a while. The Secretary of State lists the current limits, and they apply until you turn 18.

## Turning 18 before you start?

New drivers aged 18 to 20 do not follow the teen program, but they take a 6-hour adult drivers education course before the road test. See our [Illinois courses](/courses?state=il).`,
  },
});
