// The demo Texas adult course's final exam (docs/seat-time.md "Final exam"): the Texas rule (30
// questions, 70 % in each section, 3 attempts, then the course starts over) over a pool of 30
// questions, 15 on highway signs and 15 on traffic laws. The Texas default asks for a pool of 60 so
// a retake draws other questions; the demo sets its least pool size to the 30 it has, so every
// attempt asks the same questions in another order with the choices shuffled.
import { eq } from 'drizzle-orm';
import {
  defaultFinalExamRule,
  type ExamSection,
} from '../../../domain/final-exam/final-exam-rule.ts';
import type { Executor } from '../../db/client.ts';
import { courses } from '../courses/courses.tables.ts';
import { finalExamQuestions } from './final-exam.tables.ts';

/** The question, the right answer, then two wrong ones. */
type Entry = [prompt: string, right: string, wrong: string, alsoWrong: string];

const SIGNS: Entry[] = [
  ['What does a red octagon sign mean?', 'Stop completely', 'Slow down', 'Yield to the right'],
  ['What does a downward-pointing red and white triangle mean?', 'Yield', 'Stop', 'No entry'],
  ['What colour are warning signs?', 'Yellow', 'Blue', 'Green'],
  ['What colour are guide signs on highways?', 'Green', 'Red', 'Yellow'],
  [
    'A round yellow sign with an X means…',
    'A railroad crossing ahead',
    'A school zone',
    'A hospital',
  ],
  ['A pentagon-shaped sign warns of…', 'A school zone or crossing', 'A railroad', 'A dead end'],
  ['Orange signs mark…', 'Work zones', 'Parks', 'Services'],
  [
    'What does a white rectangular sign usually give?',
    'A regulation, such as a speed limit',
    'A warning',
    'Directions to services',
  ],
  [
    'A red circle with a slash over a symbol means…',
    'That action is not allowed',
    'That action is required',
    'That action is advised',
  ],
  ['A diamond-shaped sign is a…', 'Warning sign', 'Regulatory sign', 'Guide sign'],
  ['What does a blue sign usually show?', 'Motorist services', 'Construction', 'Speed limits'],
  [
    'A sign showing two arrows in opposite directions means…',
    'Two-way traffic',
    'One-way traffic',
    'Merge left',
  ],
  [
    'A "Do Not Enter" sign is…',
    'Red and white, square with a circle',
    'Yellow diamond',
    'Green rectangle',
  ],
  [
    'What does a flashing yellow signal mean?',
    'Slow down and proceed with caution',
    'Stop and wait',
    'Speed up to clear',
  ],
  [
    'What does a flashing red signal mean?',
    'Stop, then go when safe',
    'Slow down only',
    'The signal is off',
  ],
];

const LAWS: Entry[] = [
  [
    'What is the blood alcohol limit for drivers 21 and over in Texas?',
    '0.08 %',
    '0.10 %',
    '0.05 %',
  ],
  [
    'For drivers under 21 in Texas, any detectable alcohol is…',
    'An offence',
    'Allowed below 0.08 %',
    'Allowed with a parent',
  ],
  ['Unless posted, the speed limit in a Texas city is…', '30 mph', '45 mph', '25 mph'],
  [
    'When must you use headlights in Texas?',
    'From half an hour after sunset to half an hour before sunrise',
    'Only when it rains',
    'Only on highways',
  ],
  [
    'When a school bus stops with red lights flashing, you must…',
    'Stop in either direction unless a median divides the road',
    'Pass slowly on the left',
    'Honk and pass',
  ],
  [
    'At a four-way stop, who goes first?',
    'The first vehicle to stop',
    'The larger vehicle',
    'The vehicle on the left',
  ],
  [
    'How far before a turn must you signal?',
    'At least 100 feet',
    '10 feet',
    'No signal is needed in town',
  ],
  [
    'Using a hand-held phone in a school zone is…',
    'Against the law',
    'Allowed at low speed',
    'Allowed when stopped at a light',
  ],
  [
    'Texas "Move Over" law: passing a stopped emergency vehicle, you must…',
    'Move over a lane or slow to 20 mph under the limit',
    'Keep your speed',
    'Stop behind it',
  ],
  [
    'Who must wear a seat belt in a passenger car in Texas?',
    'Everyone in the vehicle',
    'Only the driver',
    'Only front-seat riders',
  ],
  [
    'After a crash with injuries you must…',
    'Stop, give aid and call the police',
    'Leave and report it later',
    'Move on if nobody complains',
  ],
  ['On a multi-lane road, the left lane is mainly for…', 'Passing', 'Slow traffic', 'Parking'],
  ['You may not park within how many feet of a fire hydrant?', '15 feet', '5 feet', '50 feet'],
  [
    'A solid yellow line on your side of the centre means…',
    'Do not pass',
    'Passing allowed',
    'Bus lane',
  ],
  [
    'When an emergency vehicle approaches with siren on, you must…',
    'Pull to the right and stop',
    'Speed up',
    'Stop where you are in your lane',
  ],
];

/** Staff see the right answer first; students get every attempt's choices shuffled anyway. */
const rows = (courseId: string, section: ExamSection, entries: Entry[], offset: number) =>
  entries.map(([prompt, right, wrong, alsoWrong], index) => ({
    courseId,
    section,
    prompt,
    // Vary where the right answer sits in the editor too.
    ...[
      { choices: [right, wrong, alsoWrong], correctIndex: 0 },
      { choices: [wrong, right, alsoWrong], correctIndex: 1 },
      { choices: [wrong, alsoWrong, right], correctIndex: 2 },
    ][index % 3]!,
    position: offset + index,
  }));

export async function seedTexasAdultExam(db: Executor, courseId: string): Promise<void> {
  const { rule } = defaultFinalExamRule('TX', 'adult-drivers-ed');
  await db
    .update(courses)
    .set({ ...rule, examPoolSize: SIGNS.length + LAWS.length })
    .where(eq(courses.id, courseId));
  await db
    .insert(finalExamQuestions)
    .values([
      ...rows(courseId, 'signs', SIGNS, 0),
      ...rows(courseId, 'trafficLaws', LAWS, SIGNS.length),
    ]);
}
