// The Texas teen article, apart from the guides because it is the longest text.
import type { SeedArticle } from './content-kit.ts';

export const texasArticle = (dps: string): SeedArticle => ({
  title: 'How to apply for a Texas driver license as a teen',
  description:
    'The Texas teen path: the 32-hour course, parent-taught or instructor-led driving, the learner license, Impact Texas Teen Drivers and the road test.',
  body: `Texas teens under 18 go through the Graduated Driver License program of the Department of Public Safety (DPS). The first choice is who teaches you: a parent (parent-taught) or a driving school (instructor-led). Both paths share the same course length and the same tests. DPS and TDLR publish the official rules; check them before each step.

## 1. The 32-hour course

Every Texas teen takes a 32-hour drivers ed course. Texas credits at most 2 hours of study a day, so the course takes at least 16 days. Choose:

- [Texas teen drivers ed](/tx/course/drivers-ed) when a driving school gives the lessons,
- [Texas parent-taught drivers ed](/tx/course/parent-taught) when a parent teaches. The parent first requests the program guide from the Texas Department of Licensing and Regulation.

## 2. The learner license

From age 15, once the first part of the course is done, apply for the learner license at a DPS office with proof of identity, residence and school attendance, and with a parent or guardian. You pass a knowledge test (some courses include it) and a vision test. Our [free DMV practice test](/dmv-practice-test) helps you prepare.

## 3. Driving hours

The two paths differ here:

- Parent-taught: 44 hours of parent-led driving, including 10 at night.
- Instructor-led: 14 hours of professional instruction, 7 driving and 7 observing, plus 30 practice hours with a licensed adult, 10 of them at night.

You can [book lessons](/book) with our instructors.

## 4. Impact Texas Teen Drivers

Before the road test, complete the free 2-hour Impact Texas Teen Drivers video. Its certificate is only valid for a limited time (DPS says 90 days), so watch it close to your test date.

## 5. The road test

At 16 or older, after holding the learner license for 6 months, take the road test with DPS or an approved tester. Appointments and documents are on the [Texas DPS website](${dps}).

## Over 18?

Texans aged 18 to 24 take a 6-hour adult course instead: see [Texas adult drivers ed](/tx/course/adult-drivers-ed).`,
});
