// Demo course content, written for this school: two short lectures each for the Texas and
// California teen drivers ed courses, each with a title block, a two-column block and a three
// question quiz, so the course player and the content editor have something to show after a
// first start. Runs after the demo courses; a course that already has lectures is left alone.
import { and, eq } from 'drizzle-orm';
import { EMPTY_BLOCK, type LectureColumn } from '../../../domain/course-content/lecture-part.ts';
import type { Executor } from '../../db/client.ts';
import { courses } from '../courses/courses.tables.ts';
import { lecturesRepository } from './lectures.repository.ts';

interface DemoQuestion {
  prompt: string;
  choices: string[];
  correctIndex: number;
  explanation: string;
}

interface DemoLecture {
  title: string;
  heading: string;
  intro: string;
  columns: [string, string];
  quiz: DemoQuestion[];
}

const column = (text: string): LectureColumn => ({ text, imageUrl: '', imageAlt: '' });

const SIGNS: DemoLecture = {
  title: 'Signs, signals and pavement markings',
  heading: 'Read the road before you reach it',
  intro: 'Shapes and colors tell you what a sign means before you can read it.',
  columns: [
    'Regulatory signs tell you what you must do: an eight-sided red sign means stop, a downward triangle means yield, and white rectangles give speed limits and lane rules.',
    'Warning signs are yellow diamonds that tell you what is ahead: curves, merging lanes, school zones or animals. Slow down and get ready to react.',
  ],
  quiz: [
    {
      prompt: 'Which shape is used only for stop signs?',
      choices: ['Octagon (eight sides)', 'Downward triangle', 'Diamond'],
      correctIndex: 0,
      explanation: 'No other sign uses eight sides, so you can recognise a stop sign from behind.',
    },
    {
      prompt: 'A yellow diamond-shaped sign usually…',
      choices: ['Sets a speed limit', 'Warns of a hazard ahead', 'Marks a hospital'],
      correctIndex: 1,
      explanation: 'Yellow diamonds are warning signs about the road ahead.',
    },
    {
      prompt: 'A solid yellow line on your side of the center means…',
      choices: ['Passing is allowed', 'Do not pass', 'The lane ends'],
      correctIndex: 1,
      explanation: 'A solid line on your side means you must not cross it to pass.',
    },
  ],
};

const RIGHT_OF_WAY: DemoLecture = {
  title: 'Right of way at intersections',
  heading: 'Who goes first',
  intro: 'Right of way is given, never taken: the law says who must yield.',
  columns: [
    'At a four-way stop, the first vehicle to stop goes first. If two arrive together, the driver on the left yields to the driver on the right.',
    'When turning left, yield to oncoming traffic and to people in the crosswalk. Wait in your lane with the wheels straight until the way is clear.',
  ],
  quiz: [
    {
      prompt: 'Two cars reach a four-way stop at the same time. Who goes first?',
      choices: ['The car on the right', 'The car on the left', 'The larger vehicle'],
      correctIndex: 0,
      explanation: 'The driver on the left yields to the driver on the right.',
    },
    {
      prompt: 'Turning left at a green light, you must yield to…',
      choices: ['No one', 'Oncoming traffic and pedestrians', 'Only buses'],
      correctIndex: 1,
      explanation: 'A green light lets you go, but not ahead of oncoming traffic or pedestrians.',
    },
    {
      prompt: 'An emergency vehicle with siren and lights comes up behind you. You should…',
      choices: ['Speed up', 'Stop where you are', 'Pull to the right edge and stop'],
      correctIndex: 2,
      explanation: 'Move to the right and stop until it has passed, clear of intersections.',
    },
  ],
};

const FOLLOWING: DemoLecture = {
  title: 'Speed and following distance',
  heading: 'Leave yourself room',
  intro: 'Space in front of you is time to react.',
  columns: [
    'Pick a fixed object ahead. When the car in front passes it, count: you should reach it no sooner than three seconds later.',
    'Add more time at night, in rain or fog, behind motorcycles and large trucks, and when someone is following you too closely.',
  ],
  quiz: [
    {
      prompt: 'In good conditions, leave at least how much time behind the car ahead?',
      choices: ['One second', 'Three seconds', 'Ten seconds'],
      correctIndex: 1,
      explanation: 'Three seconds gives time to see, decide and brake.',
    },
    {
      prompt: 'On a wet road you should…',
      choices: ['Keep the same distance', 'Leave more space', 'Use cruise control'],
      correctIndex: 1,
      explanation: 'Stopping takes longer on wet pavement, so leave more room.',
    },
    {
      prompt: 'A basic speed law means you must never drive…',
      choices: [
        'Slower than the limit',
        'Faster than is safe for the conditions',
        'In the left lane',
      ],
      correctIndex: 1,
      explanation: 'Even under the posted limit, you must drive at a speed safe for conditions.',
    },
  ],
};

const SHARING: DemoLecture = {
  title: 'Sharing the road',
  heading: 'Everyone has a place on the road',
  intro: 'Cyclists, pedestrians and motorcyclists have the same right to the road.',
  columns: [
    'Give cyclists at least three feet when you pass, and check your mirror and blind spot before opening a door or turning right.',
    'Pedestrians in a crosswalk, marked or not, have the right of way. Stop well before the line so drivers in other lanes can see them too.',
  ],
  quiz: [
    {
      prompt: 'How much room should you give a cyclist when passing?',
      choices: ['At least three feet', 'Six inches', 'None if they are in your lane'],
      correctIndex: 0,
      explanation: 'Three feet is the usual minimum; more at higher speeds.',
    },
    {
      prompt: 'Where does a pedestrian have the right of way?',
      choices: ['Only at marked crosswalks', 'At any crosswalk, marked or not', 'Nowhere'],
      correctIndex: 1,
      explanation: 'Every intersection has crosswalks even when no lines are painted.',
    },
    {
      prompt: 'Before opening your car door on a street, you should…',
      choices: ['Honk', 'Check for cyclists behind you', 'Turn on the hazard lights'],
      correctIndex: 1,
      explanation: 'A door opened in front of a cyclist can cause a serious crash.',
    },
  ],
};

export const DEMO_LECTURES: Record<string, readonly DemoLecture[]> = {
  TX: [SIGNS, RIGHT_OF_WAY],
  CA: [SHARING, FOLLOWING],
};

/** Adds the demo lectures to the teen drivers ed courses; returns how many lectures were added. */
export async function seedDemoLectures(db: Executor): Promise<number> {
  let added = 0;
  for (const [state, demo] of Object.entries(DEMO_LECTURES)) {
    const [course] = await db
      .select({ id: courses.id })
      .from(courses)
      .where(
        and(
          eq(courses.state, state),
          eq(courses.category, 'drivers-ed'),
          eq(courses.audience, 'teen'),
        ),
      )
      .limit(1);
    if (!course || (await lecturesRepository.listOfCourse(db, course.id)).length > 0) continue;
    for (const lecture of demo) {
      const row = await lecturesRepository.insertLecture(db, course.id, {
        title: lecture.title,
        minimumSeconds: null,
      });
      await lecturesRepository.insertPart(db, row.id, {
        type: 'content',
        layout: 'title',
        content: { ...EMPTY_BLOCK, heading: lecture.heading, text: lecture.intro },
      });
      await lecturesRepository.insertPart(db, row.id, {
        type: 'content',
        layout: 'twoColumn',
        content: { ...EMPTY_BLOCK, columns: lecture.columns.map(column) },
      });
      const quiz = await lecturesRepository.insertPart(db, row.id, {
        type: 'quiz',
        layout: null,
        content: null,
      });
      for (const question of lecture.quiz) {
        await lecturesRepository.insertQuestion(db, quiz.id, question);
      }
      added += 1;
    }
  }
  return added;
}
