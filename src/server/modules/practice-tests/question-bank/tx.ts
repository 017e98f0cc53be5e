// Texas's practice questions, written from the Texas Driver Handbook (Texas Department of Public
// Safety). Only rules the handbook states plainly; see docs/practice-tests.md.
import type { BankQuestion } from './bank-question.ts';

const HANDBOOK = 'Texas Driver Handbook';
const section = (name: string) => `${HANDBOOK}: ${name}`;

export const TEXAS_QUESTIONS: readonly BankQuestion[] = [
  {
    prompt:
      'Unless a different speed is posted, what is the speed limit on a street in a city or town (an urban district)?',
    choices: ['25 mph', '30 mph', '35 mph', '40 mph'],
    correctIndex: 1,
    explanation:
      'The limit on streets in an urban district is 30 mph unless another speed is posted.',
    source: section('Speed (Speed limits)'),
  },
  {
    prompt: 'Unless posted otherwise, what is the speed limit in an alley in an urban district?',
    choices: ['10 mph', '15 mph', '20 mph', '25 mph'],
    correctIndex: 1,
    explanation: 'Alleys in urban districts have a 15 mph limit.',
    source: section('Speed (Speed limits)'),
  },
  {
    prompt: 'Even when you drive at or below the posted limit, you can be ticketed if:',
    choices: [
      'You drive faster than is reasonable and prudent for the conditions',
      'Your car is older than ten years',
      'You drive in the left lane',
      'Never; the posted limit is always safe',
    ],
    correctIndex: 0,
    explanation:
      'Texas requires a speed that is reasonable and prudent for the conditions; the posted limit is a maximum for ideal conditions.',
    source: section('Speed (Basic speed law)'),
  },
  {
    prompt:
      'For a driver 21 or older, Texas law defines intoxication as a blood or breath alcohol concentration of:',
    choices: ['0.04 or more', '0.06 or more', '0.08 or more', '0.10 or more'],
    correctIndex: 2,
    explanation:
      'An alcohol concentration of 0.08 or more is intoxication; you can also be intoxicated at a lower level if you have lost normal use of your faculties.',
    source: section('Alcohol and Other Drugs'),
  },
  {
    prompt: 'A driver under 21 commits an offence in Texas when driving with:',
    choices: [
      'Any detectable amount of alcohol',
      'An alcohol concentration of 0.05 or more',
      'An alcohol concentration of 0.08 or more',
      'Two drinks in the past hour',
    ],
    correctIndex: 0,
    explanation:
      'Texas has zero tolerance for minors: any detectable amount of alcohol is an offence.',
    source: section('Alcohol and Other Drugs (Minors)'),
  },
  {
    prompt:
      'What is the alcohol concentration limit for someone driving a commercial motor vehicle?',
    choices: ['0.02', '0.04', '0.08', '0.10'],
    correctIndex: 1,
    explanation: 'Commercial drivers are intoxicated at an alcohol concentration of 0.04 or more.',
    source: section('Alcohol and Other Drugs'),
  },
  {
    prompt: 'How far before turning must you begin to signal?',
    choices: ['At least 30 feet', 'At least 50 feet', 'At least 100 feet', 'At least 300 feet'],
    correctIndex: 2,
    explanation: 'Signal continuously for at least the last 100 feet before you turn.',
    source: section('Signals, Turning and Stopping'),
  },
  {
    prompt: 'When you park parallel to a curb, your right-hand wheels must be within:',
    choices: [
      '6 inches of the curb',
      '12 inches of the curb',
      '18 inches of the curb',
      '24 inches of the curb',
    ],
    correctIndex: 2,
    explanation: 'Park parallel with the right-hand wheels no more than 18 inches from the curb.',
    source: section('Parking, Stopping or Standing'),
  },
  {
    prompt: 'You may not park within how many feet of a fire hydrant?',
    choices: ['10 feet', '15 feet', '20 feet', '30 feet'],
    correctIndex: 1,
    explanation: 'Parking within 15 feet of a fire hydrant is prohibited.',
    source: section('Parking, Stopping or Standing'),
  },
  {
    prompt: 'You may not park within how many feet of a crosswalk at an intersection?',
    choices: ['10 feet', '15 feet', '20 feet', '50 feet'],
    correctIndex: 2,
    explanation: 'Do not park within 20 feet of a crosswalk at an intersection.',
    source: section('Parking, Stopping or Standing'),
  },
  {
    prompt:
      'You may not park within how many feet of a stop sign, yield sign or traffic signal as you approach it?',
    choices: ['15 feet', '20 feet', '30 feet', '50 feet'],
    correctIndex: 2,
    explanation:
      'Keep at least 30 feet from a stop sign, yield sign or traffic signal when you park on the approach to it.',
    source: section('Parking, Stopping or Standing'),
  },
  {
    prompt: 'You may not park within how many feet of the nearest rail of a railroad crossing?',
    choices: ['15 feet', '25 feet', '50 feet', '100 feet'],
    correctIndex: 2,
    explanation: 'Parking within 50 feet of the nearest rail of a railroad crossing is prohibited.',
    source: section('Parking, Stopping or Standing'),
  },
  {
    prompt: 'When a railroad crossing signal warns of a train, you must stop:',
    choices: [
      'Within 15 to 50 feet of the nearest rail',
      'Right at the edge of the first rail',
      'At least 100 feet back',
      'Only if you can see the train',
    ],
    correctIndex: 0,
    explanation:
      'Stop no closer than 15 feet and no farther than 50 feet from the nearest rail, and wait until it is safe.',
    source: section('Railroad Crossings'),
  },
  {
    prompt: 'When must your headlights be on?',
    choices: [
      'From 30 minutes after sunset until 30 minutes before sunrise, and when you cannot see clearly 1,000 feet ahead',
      'Only after dark on highways',
      'From one hour after sunset until sunrise',
      'Only when it rains',
    ],
    correctIndex: 0,
    explanation:
      'Headlights are required from 30 minutes after sunset to 30 minutes before sunrise and whenever people and vehicles cannot be seen clearly at 1,000 feet.',
    source: section('Lights (Headlights)'),
  },
  {
    prompt: 'You must dim your high beams when an oncoming vehicle is within:',
    choices: ['200 feet', '300 feet', '500 feet', '800 feet'],
    correctIndex: 2,
    explanation: 'Switch to low beams within 500 feet of an oncoming vehicle.',
    source: section('Lights (Dimming)'),
  },
  {
    prompt: 'You must dim your high beams when you follow another vehicle within:',
    choices: ['100 feet', '300 feet', '500 feet', '1,000 feet'],
    correctIndex: 1,
    explanation: 'Use low beams within 300 feet of the vehicle ahead of you.',
    source: section('Lights (Dimming)'),
  },
  {
    prompt:
      'You approach a police car, fire truck, ambulance, TxDOT vehicle or tow truck stopped on the roadside with its lights flashing. On a road with two lanes in your direction you must:',
    choices: [
      'Keep your lane and speed',
      'Move out of the lane closest to it if you can do so safely, or slow down',
      'Stop behind it',
      'Sound your horn as you pass',
    ],
    correctIndex: 1,
    explanation:
      'The Move Over or Slow Down law: vacate the lane closest to the stopped vehicle when safe, or slow to 20 mph below the posted limit.',
    source: section('Move Over or Slow Down'),
  },
  {
    prompt:
      'Under the Move Over or Slow Down law, if you cannot move over and the posted limit is 60 mph, you must slow to:',
    choices: ['55 mph', '50 mph', '40 mph', '25 mph'],
    correctIndex: 2,
    explanation:
      'Slow to 20 mph below the posted limit; when the limit is 25 mph or less, slow to 5 mph.',
    source: section('Move Over or Slow Down'),
  },
  {
    prompt: 'A school bus stopped ahead has its red lights flashing. You must:',
    choices: [
      'Pass slowly on the left',
      'Stop and stay stopped until the bus moves on, the driver signals you to go, or the lights stop flashing',
      'Stop only if you are behind it',
      'Stop only if children are crossing',
    ],
    correctIndex: 1,
    explanation:
      'Stop whether you meet or follow the bus; you need not stop on a highway whose roadways are separated by a median or barrier.',
    source: section('Right-of-Way (School buses)'),
  },
  {
    prompt: 'An ambulance using its siren approaches. You must:',
    choices: [
      'Drive to the right edge of the road, clear of any intersection, and stop until it passes',
      'Speed up to stay ahead of it',
      'Stop in your lane',
      'Turn on your hazard lights and keep going',
    ],
    correctIndex: 0,
    explanation:
      'Yield to emergency vehicles by pulling to the right edge, out of intersections, and stopping until they pass.',
    source: section('Right-of-Way (Emergency vehicles)'),
  },
  {
    prompt: 'You may not follow a fire truck that is answering an alarm closer than:',
    choices: ['100 feet', '300 feet', '500 feet', '1,000 feet'],
    correctIndex: 2,
    explanation: 'Stay at least 500 feet behind fire apparatus responding to an alarm.',
    source: section('Right-of-Way (Emergency vehicles)'),
  },
  {
    prompt: 'At which age can a teen first apply for a Texas learner licence?',
    choices: ['14', '15', '16', '17'],
    correctIndex: 1,
    explanation:
      'A teen may apply for a learner licence at 15 while taking an approved driver education course.',
    source: section('Graduated Driver License Program'),
  },
  {
    prompt: 'A learner licence holder must drive with:',
    choices: [
      'Any passenger over 16',
      'A licensed driver at least 21 years old, with at least one year of driving experience, in the front passenger seat',
      'A parent in the back seat',
      'No one; the learner licence allows solo driving by day',
    ],
    correctIndex: 1,
    explanation:
      'The supervising driver must be 21 or older, hold a licence with at least one year of experience and sit in the front passenger seat.',
    source: section('Graduated Driver License Program (Learner license)'),
  },
  {
    prompt: 'How long must a teen hold a learner licence before getting a provisional licence?',
    choices: ['30 days', '3 months', 'At least 6 months', '1 year'],
    correctIndex: 2,
    explanation:
      'Teens must hold a learner licence for at least six months (unless they turn 18 first).',
    source: section('Graduated Driver License Program'),
  },
  {
    prompt: 'During the first 12 months of a provisional licence, a driver under 18 may carry:',
    choices: [
      'Any number of passengers',
      'No more than one passenger under 21 who is not a family member',
      'Only passengers over 25',
      'No passengers at all',
    ],
    correctIndex: 1,
    explanation:
      'For the first year, only one passenger under 21 who is not a family member may ride, unless a licensed driver 21 or older is in the front seat.',
    source: section('Graduated Driver License Program (Restrictions)'),
  },
  {
    prompt: 'During the first 12 months, a provisional licence holder may not drive between:',
    choices: [
      '10 p.m. and 5 a.m.',
      '11 p.m. and 6 a.m.',
      'Midnight and 5 a.m.',
      '1 a.m. and 6 a.m.',
    ],
    correctIndex: 2,
    explanation:
      'Driving between midnight and 5 a.m. is not allowed unless it is for work, a school activity or a medical emergency.',
    source: section('Graduated Driver License Program (Restrictions)'),
  },
  {
    prompt: 'May a driver under 18 use a wireless phone while driving in Texas?',
    choices: [
      'Yes, hands-free only',
      'Yes, for calls but not texts',
      'No, except in an emergency',
      'Yes, outside school zones',
    ],
    correctIndex: 2,
    explanation:
      'Drivers under 18 may not use a wireless communication device while driving, even hands-free, except in an emergency.',
    source: section('Graduated Driver License Program (Restrictions)'),
  },
  {
    prompt:
      'Which program must a teen complete before taking the driving test for a provisional licence?',
    choices: [
      'Impact Texas Teen Drivers (ITTD)',
      'A defensive driving course',
      'A first-aid course',
      'A motorcycle safety course',
    ],
    correctIndex: 0,
    explanation:
      'Teens must complete the free Impact Texas Teen Drivers program on distracted driving before the driving test.',
    source: section('Graduated Driver License Program (Impact Texas Teen Drivers)'),
  },
  {
    prompt: 'Reading, writing or sending an electronic message while driving in Texas is:',
    choices: [
      'Illegal for every driver',
      'Legal at red lights only',
      'Illegal only for drivers under 18',
      'Legal on rural roads',
    ],
    correctIndex: 0,
    explanation: 'Texas bans texting while driving for all drivers, unless the vehicle is stopped.',
    source: section('Distracted Driving'),
  },
  {
    prompt: 'In an active school zone, using a hand-held wireless phone while driving is:',
    choices: [
      'Allowed at low speed',
      'Illegal, unless the vehicle is stopped or you use a hands-free device',
      'Allowed for adults',
      'Allowed if no children are visible',
    ],
    correctIndex: 1,
    explanation:
      'Hand-held phone use is prohibited in school zones unless you are stopped or using a hands-free device.',
    source: section('Distracted Driving (School zones)'),
  },
  {
    prompt: 'Which passengers must wear a seat belt in Texas?',
    choices: [
      'Only the driver',
      'Only front-seat occupants',
      'Everyone in the vehicle',
      'Only passengers under 17',
    ],
    correctIndex: 2,
    explanation:
      'Every driver and passenger, front and back, must be secured by a seat belt or child safety seat.',
    source: section('Safety Belts and Child Safety Seats'),
  },
  {
    prompt:
      'A child younger than 8 must ride in a child passenger safety seat unless the child is at least:',
    choices: ['3 feet tall', '4 feet 9 inches tall', '5 feet 2 inches tall', '60 pounds'],
    correctIndex: 1,
    explanation:
      'Children under 8 must be in a child safety seat system unless they are 4\'9" or taller.',
    source: section('Safety Belts and Child Safety Seats'),
  },
  {
    prompt: 'What minimum liability insurance must a Texas driver carry?',
    choices: [
      '$30,000 per injured person, $60,000 per crash for injuries, $25,000 for property damage',
      '$15,000 / $30,000 / $5,000',
      '$10,000 / $20,000 / $10,000',
      'No insurance is required',
    ],
    correctIndex: 0,
    explanation:
      'Texas requires at least 30/60/25 liability coverage: $30,000 per person, $60,000 per crash, $25,000 property damage.',
    source: section('Financial Responsibility'),
  },
  {
    prompt:
      'At an intersection without signs or signals, two vehicles arrive at about the same time. Who must yield?',
    choices: [
      'The vehicle on the right',
      'The vehicle on the left',
      'The faster vehicle',
      'The vehicle going straight',
    ],
    correctIndex: 1,
    explanation: 'The driver on the left yields to the vehicle on the right.',
    source: section('Right-of-Way (Intersections)'),
  },
  {
    prompt: 'At a T-intersection without signs, the driver on the road that ends must:',
    choices: [
      'Go first, since they must turn',
      'Yield to vehicles on the through road',
      'Sound the horn and proceed',
      'Yield only to vehicles on the left',
    ],
    correctIndex: 1,
    explanation:
      'A driver on the terminating road yields to vehicles on the intersecting through road.',
    source: section('Right-of-Way (Intersections)'),
  },
  {
    prompt: 'When you turn left at an intersection, you must yield to:',
    choices: [
      'Nobody, once your signal is on',
      'Oncoming vehicles close enough to be a hazard, and pedestrians',
      'Only emergency vehicles',
      'Only vehicles behind you',
    ],
    correctIndex: 1,
    explanation:
      'A left-turning driver yields to oncoming traffic that is close enough to be a hazard and to pedestrians.',
    source: section('Right-of-Way (Turning left)'),
  },
  {
    prompt: 'When you enter a road from a private driveway or alley, you must:',
    choices: [
      'Sound your horn and pull out',
      'Stop before the sidewalk and yield to pedestrians and to vehicles on the road',
      'Yield only to vehicles from the left',
      'Merge at the speed of traffic without stopping',
    ],
    correctIndex: 1,
    explanation:
      'Stop before crossing the sidewalk area and yield to pedestrians and approaching traffic.',
    source: section('Right-of-Way (Private roads and driveways)'),
  },
  {
    prompt: 'Unless a sign prohibits it, may you turn right at a steady red light?',
    choices: [
      'Yes, after coming to a complete stop and yielding',
      'Yes, without stopping',
      'No, never',
      'Only with a green arrow',
    ],
    correctIndex: 0,
    explanation:
      'After a complete stop, you may turn right on red when the way is clear, unless a sign forbids it.',
    source: section('Traffic Signals'),
  },
  {
    prompt: 'A flashing yellow arrow for left turns means:',
    choices: [
      'Left turns are forbidden',
      'You may turn left after yielding to oncoming traffic and pedestrians',
      'Oncoming traffic must stop for you',
      'Stop, then turn',
    ],
    correctIndex: 1,
    explanation: 'Turns are permitted, but oncoming traffic and pedestrians have the right-of-way.',
    source: section('Traffic Signals'),
  },
  {
    prompt: 'A pennant-shaped (sideways triangle) yellow sign on the left side of the road means:',
    choices: ['School zone', 'No passing zone', 'Railroad crossing ahead', 'Yield'],
    correctIndex: 1,
    explanation: 'The pennant marks the start of a no passing zone.',
    source: section('Signs (Shapes)'),
  },
  {
    prompt: 'A five-sided (pentagon) sign warns of:',
    choices: [
      'A school zone or school crossing',
      'A stop ahead',
      'A construction zone',
      'A hospital',
    ],
    correctIndex: 0,
    explanation: 'The pentagon shape is used for school zones and school crossings.',
    source: section('Signs (Shapes)'),
  },
  {
    prompt: 'In a highway construction zone with workers present, traffic fines are:',
    choices: ['Waived', 'The same as elsewhere', 'Doubled', 'Halved'],
    correctIndex: 2,
    explanation:
      'Fines for moving violations double in a construction or maintenance work zone when workers are present.',
    source: section('Work Zones'),
  },
  {
    prompt:
      'Under Texas law, leaving a child younger than 7 alone in a vehicle for longer than 5 minutes, without someone 14 or older with them, is:',
    choices: [
      'Allowed if the windows are open',
      'An offence',
      'Allowed in winter',
      'Allowed with the engine running',
    ],
    correctIndex: 1,
    explanation:
      'It is an offence to leave a child under 7 in a vehicle for more than five minutes unless someone 14 or older stays with the child.',
    source: section('Children Left Unattended'),
  },
  {
    prompt:
      'Refusing a breath or blood test after a lawful arrest for driving while intoxicated leads to:',
    choices: [
      'Nothing, because the test is voluntary',
      'Automatic suspension of your driver licence',
      'A warning only',
      'A free retest the next day',
    ],
    correctIndex: 1,
    explanation:
      'By driving in Texas you give implied consent to testing; refusal results in an administrative licence suspension.',
    source: section('Alcohol and Other Drugs (Implied consent)'),
  },
  {
    prompt: 'White lines on the road separate:',
    choices: [
      'Traffic moving in opposite directions',
      'Lanes of traffic moving in the same direction',
      'Bike lanes only',
      'Parking spaces only',
    ],
    correctIndex: 1,
    explanation:
      'White lines separate lanes going the same way; yellow lines separate traffic going opposite ways.',
    source: section('Pavement Markings'),
  },
];
