// Missouri's practice questions, written from the Missouri Driver Guide (Missouri Department of
// Revenue). Only rules the handbook states plainly; see docs/practice-tests.md.
import type { BankQuestion } from './bank-question.ts';

const HANDBOOK = 'Missouri Driver Guide';
const section = (name: string) => `${HANDBOOK}: ${name}`;

export const MISSOURI_QUESTIONS: readonly BankQuestion[] = [
  {
    prompt: 'Which statement about speed in Missouri is true?',
    choices: [
      'You must drive slower than the limit when conditions make it unsafe',
      'You may always drive at the posted limit',
      'You may go 10 mph over the limit to pass',
      'Minimum speeds never apply',
    ],
    correctIndex: 0,
    explanation:
      'Posted limits are for ideal conditions; in rain, fog, snow, heavy traffic or darkness you must slow down.',
    source: section('Speed Limits'),
  },
  {
    prompt:
      'Unless a lower limit is posted, what is the speed limit on rural interstates and freeways?',
    choices: ['55 mph', '60 mph', '65 mph', '70 mph'],
    correctIndex: 3,
    explanation: 'Rural interstates and freeways have a 70 mph limit unless a lower one is posted.',
    source: section('Speed Limits'),
  },
  {
    prompt: 'At what age may you first get a Missouri instruction permit?',
    choices: ['14', '15', '16', '17'],
    correctIndex: 1,
    explanation:
      'You may apply for an instruction permit at 15, after passing the vision, sign and written tests.',
    source: section('Graduated Driver License (Instruction permit)'),
  },
  {
    prompt:
      'How long must a driver under 18 hold an instruction permit before getting an intermediate licence?',
    choices: ['30 days', '90 days', '182 days', 'One year'],
    correctIndex: 2,
    explanation: 'The instruction permit must be held for at least 182 days (six months).',
    source: section('Graduated Driver License (Intermediate licence)'),
  },
  {
    prompt:
      'How much supervised driving must a teen complete before getting an intermediate licence?',
    choices: [
      '20 hours, none required at night',
      '40 hours, including 10 at night',
      '50 hours, including 10 at night',
      '60 hours, including 15 at night',
    ],
    correctIndex: 1,
    explanation:
      'A parent or guardian must confirm 40 hours of supervised driving, 10 of them between sunset and sunrise.',
    source: section('Graduated Driver License (Intermediate licence)'),
  },
  {
    prompt: 'An intermediate licence holder may not drive alone between:',
    choices: [
      '10 p.m. and 5 a.m.',
      'Midnight and 6 a.m.',
      '11 p.m. and 5 a.m.',
      '1 a.m. and 5 a.m.',
    ],
    correctIndex: 3,
    explanation:
      'From 1 a.m. to 5 a.m. an intermediate licence holder must be accompanied by a licensed driver 21 or older, unless driving to or from school, work or an emergency.',
    source: section('Graduated Driver License (Intermediate licence)'),
  },
  {
    prompt:
      'During the first six months with an intermediate licence, how many passengers under 19 who are not immediate family may you carry?',
    choices: ['None', 'One', 'Two', 'Three'],
    correctIndex: 1,
    explanation:
      'For the first six months only one passenger under 19 who is not a member of your immediate family is allowed, unless a driver 21 or older rides along.',
    source: section('Graduated Driver License (Passenger restrictions)'),
  },
  {
    prompt:
      'After the first six months with an intermediate licence, how many passengers under 19 who are not immediate family may you carry?',
    choices: ['One', 'Two', 'Three', 'Four'],
    correctIndex: 2,
    explanation:
      'After six months, no more than three passengers under 19 who are not immediate family, unless a driver 21 or older rides along.',
    source: section('Graduated Driver License (Passenger restrictions)'),
  },
  {
    prompt: 'When an intermediate licence holder drives, who must wear a seat belt?',
    choices: [
      'Only the driver',
      'Only front-seat occupants',
      'Only passengers under 16',
      'The driver and every passenger',
    ],
    correctIndex: 3,
    explanation:
      'An intermediate licence holder and all passengers must be buckled up, and police may stop the driver for this alone.',
    source: section('Graduated Driver License (Intermediate licence)'),
  },
  {
    prompt:
      'For a driver 21 or older, it is illegal to drive with a blood alcohol concentration of:',
    choices: ['0.02% or more', '0.05% or more', '0.08% or more', '0.10% or more'],
    correctIndex: 2,
    explanation: 'A BAC of 0.08% or more is driving while intoxicated.',
    source: section('Alcohol and Drugs (BAC)'),
  },
  {
    prompt: 'A driver under 21 can lose their licence for driving with a BAC of:',
    choices: ['0.02% or more', '0.05% or more', '0.08% or more', '0.10% or more'],
    correctIndex: 0,
    explanation:
      'For drivers under 21 the limit is 0.02%; reaching it leads to a suspension or revocation of the licence.',
    source: section('Alcohol and Drugs (Drivers under 21)'),
  },
  {
    prompt: 'What is the BAC limit while driving a commercial motor vehicle?',
    choices: ['0.02%', '0.04%', '0.06%', '0.08%'],
    correctIndex: 1,
    explanation: 'Commercial drivers may not drive with a BAC of 0.04% or more.',
    source: section('Alcohol and Drugs (BAC)'),
  },
  {
    prompt:
      'Under implied consent, what happens if you refuse a chemical test when arrested for driving while intoxicated?',
    choices: [
      'Nothing, the test is optional',
      'Your licence is revoked for one year',
      'A fine only',
      'You must wait 24 hours and then take the test',
    ],
    correctIndex: 1,
    explanation:
      'Anyone who drives in Missouri has agreed to be tested; refusing revokes your licence for one year.',
    source: section('Alcohol and Drugs (Implied consent)'),
  },
  {
    prompt: 'What is the only way to sober up after drinking?',
    choices: ['Drink coffee', 'Take a cold shower', 'Wait for time to pass', 'Eat a large meal'],
    correctIndex: 2,
    explanation: 'The body removes alcohol at a fixed rate; nothing but time lowers your BAC.',
    source: section('Alcohol and Drugs'),
  },
  {
    prompt: 'Under Missouri’s hands-free law, a driver may:',
    choices: [
      'Use a phone only in hands-free or voice-operated mode while driving, except in an emergency',
      'Text at speeds under 25 mph',
      'Hold a phone to talk while stopped in traffic',
      'Watch a video if the phone is mounted',
    ],
    correctIndex: 0,
    explanation:
      'Drivers of every age may not hold, text on or watch video on a phone while driving; voice-operated and hands-free use is allowed.',
    source: section('Distracted Driving (Hands-free law)'),
  },
  {
    prompt: 'Children under 4 years old, or who weigh less than 40 pounds, must ride:',
    choices: [
      'In the front seat',
      'With an adult seat belt only',
      'On an adult’s lap',
      'In a child passenger restraint system suited to their size',
    ],
    correctIndex: 3,
    explanation:
      'Children younger than 4, or lighter than 40 pounds, must be secured in an appropriate child passenger restraint.',
    source: section('Seat Belts and Child Restraints'),
  },
  {
    prompt:
      'A child aged 4 through 7 who weighs at least 40 pounds must ride in a child restraint or booster seat unless the child:',
    choices: [
      'Sits in the back seat',
      'Weighs at least 80 pounds or is at least 4 feet 9 inches tall',
      'Is riding less than 10 miles',
      'Is with a grandparent',
    ],
    correctIndex: 1,
    explanation:
      'A booster seat is required until the child turns 8, weighs 80 pounds or is 4 feet 9 inches tall.',
    source: section('Seat Belts and Child Restraints'),
  },
  {
    prompt: 'A school bus ahead stops and turns on its flashing red lights and stop arm. You must:',
    choices: [
      'Stop and wait until the lights stop flashing and the stop arm is withdrawn',
      'Pass slowly on the left',
      'Stop only if children are visible',
      'Sound your horn and continue',
    ],
    correctIndex: 0,
    explanation:
      'Stop before reaching the bus and stay stopped until it moves on or the driver signals you to go.',
    source: section('School Buses'),
  },
  {
    prompt: 'What do flashing amber lights on a school bus mean?',
    choices: [
      'The bus is pulling away from a stop',
      'You may pass at any speed',
      'The bus is preparing to stop to load or unload children',
      'The bus is out of service',
    ],
    correctIndex: 2,
    explanation:
      'Amber warning lights mean the bus is about to stop; slow down and prepare to stop.',
    source: section('School Buses'),
  },
  {
    prompt: 'An emergency vehicle with its siren and flashing lights approaches. You must:',
    choices: [
      'Speed up and keep ahead of it',
      'Stop where you are, even inside an intersection',
      'Follow closely behind it',
      'Pull to the right edge of the road and stop until it has passed',
    ],
    correctIndex: 3,
    explanation:
      'Yield by pulling to the right and stopping; never stop in an intersection, and do not follow it.',
    source: section('Right-of-Way (Emergency vehicles)'),
  },
  {
    prompt:
      'You approach a stopped emergency vehicle or MoDOT vehicle with flashing lights on a highway. You must:',
    choices: [
      'Keep your lane and speed',
      'Move over to a lane not next to it if you safely can; otherwise slow down',
      'Stop in your lane until it leaves',
      'Use your horn to warn the workers',
    ],
    correctIndex: 1,
    explanation:
      'The move-over law requires a lane change away from the stopped vehicle when safe, or a slower, safe speed when it is not.',
    source: section('Move Over Law'),
  },
  {
    prompt: 'When the signals at a railroad crossing are flashing, stop:',
    choices: [
      'At least 200 feet away',
      'On the tracks, to see better',
      'Within 15 to 50 feet of the nearest rail',
      'Only if you can see a train',
    ],
    correctIndex: 2,
    explanation: 'Stop no closer than 15 feet and no farther than 50 feet from the nearest rail.',
    source: section('Railroad Crossings'),
  },
  {
    prompt: 'You are stuck on a railroad crossing and a train is coming. What should you do?',
    choices: [
      'Get out right away and move away from the tracks, toward the train at an angle',
      'Stay inside and wait for help',
      'Flash your lights at the train',
      'Try to restart the engine until it works',
    ],
    correctIndex: 0,
    explanation:
      'Leave the vehicle at once and walk away from the tracks, toward the oncoming train at an angle, so flying debris does not hit you.',
    source: section('Railroad Crossings'),
  },
  {
    prompt: 'Bicyclists riding on the road:',
    choices: [
      'Must ride on the sidewalk',
      'May ignore traffic signals',
      'Must always yield to cars',
      'Have the same rights and duties as drivers of vehicles',
    ],
    correctIndex: 3,
    explanation:
      'A bicycle is a vehicle; give cyclists room and pass only when you can do so safely.',
    source: section('Sharing the Road (Bicycles)'),
  },
  {
    prompt: 'A person using a white cane or a guide dog is about to cross the street. You must:',
    choices: [
      'Honk to let them know you are there',
      'Always yield the right-of-way',
      'Go first so they know you are there',
      'Yield only at a marked crosswalk',
    ],
    correctIndex: 1,
    explanation: 'Blind pedestrians always have the right-of-way; stop and let them cross.',
    source: section('Sharing the Road (Pedestrians)'),
  },
  {
    prompt:
      'At an intersection without signs or signals, two vehicles arrive at the same time. Who yields?',
    choices: [
      'The vehicle on the left yields to the vehicle on the right',
      'The vehicle on the right yields',
      'The vehicle going straight yields',
      'The smaller vehicle yields',
    ],
    correctIndex: 0,
    explanation: 'Yield to the vehicle on your right when you arrive at the same time.',
    source: section('Right-of-Way (Intersections)'),
  },
  {
    prompt: 'You are turning left at an intersection. You must yield to:',
    choices: [
      'Vehicles behind you',
      'Only vehicles turning right',
      'Oncoming traffic and pedestrians crossing the street you turn into',
      'Nobody, if your turn signal is on',
    ],
    correctIndex: 2,
    explanation:
      'Left-turning drivers yield to oncoming traffic close enough to be a danger and to pedestrians.',
    source: section('Right-of-Way (Turning left)'),
  },
  {
    prompt: 'When you leave a driveway or alley to enter a street, you must:',
    choices: [
      'Enter quickly to avoid blocking the sidewalk',
      'Sound your horn and enter',
      'Expect traffic on the street to stop for you',
      'Yield to pedestrians and to traffic on the street',
    ],
    correctIndex: 3,
    explanation:
      'Stop before the sidewalk, then yield to pedestrians and to all vehicles on the street.',
    source: section('Right-of-Way'),
  },
  {
    prompt: 'In a roundabout, traffic moves:',
    choices: [
      'Clockwise',
      'Counterclockwise, and entering vehicles yield to those already in the circle',
      'In whichever direction is shortest',
      'Counterclockwise, with entering vehicles having the right-of-way',
    ],
    correctIndex: 1,
    explanation: 'Drive counterclockwise and yield to vehicles already in the roundabout.',
    source: section('Roundabouts'),
  },
  {
    prompt: 'A flashing yellow arrow signal means:',
    choices: [
      'Protected turn; oncoming traffic must stop',
      'No turns allowed',
      'Turns are allowed, but you must yield to oncoming traffic and pedestrians',
      'Stop and wait for green',
    ],
    correctIndex: 2,
    explanation:
      'A flashing yellow arrow permits the turn only after you yield to oncoming traffic and pedestrians.',
    source: section('Traffic Signals'),
  },
  {
    prompt: 'Unless a sign prohibits it, may you turn right at a steady red light?',
    choices: [
      'Yes, after a complete stop and yielding to pedestrians and traffic',
      'No, never',
      'Yes, without stopping',
      'Only at night',
    ],
    correctIndex: 0,
    explanation: 'Stop completely, yield, and then turn right unless a sign forbids it.',
    source: section('Traffic Signals'),
  },
  {
    prompt: 'Yellow center lines on a road separate:',
    choices: [
      'Lanes going the same direction',
      'Parking spaces',
      'Bicycle lanes from car lanes',
      'Traffic going in opposite directions',
    ],
    correctIndex: 3,
    explanation:
      'Yellow lines separate opposing traffic; white lines separate lanes going the same way.',
    source: section('Pavement Markings'),
  },
  {
    prompt: 'A yellow pennant-shaped sign on the left side of the road means:',
    choices: [
      'A school zone begins',
      'The start of a no-passing zone',
      'Road construction ahead',
      'A railroad crossing is ahead',
    ],
    correctIndex: 1,
    explanation: 'The pennant marks the beginning of a no-passing zone.',
    source: section('Traffic Signs'),
  },
  {
    prompt: 'What does an octagonal (eight-sided) sign always mean?',
    choices: ['Stop', 'Yield', 'Railroad crossing', 'School zone'],
    correctIndex: 0,
    explanation: 'The eight-sided shape is used only for STOP signs.',
    source: section('Traffic Signs (Shapes)'),
  },
  {
    prompt: 'When you park uphill next to a curb, turn your front wheels:',
    choices: [
      'Toward the curb',
      'Straight ahead',
      'Away from the curb',
      'It does not matter if the car is in park',
    ],
    correctIndex: 2,
    explanation:
      'With the wheels turned away from the curb, the tire rests against the curb if the car starts to roll back.',
    source: section('Parking (Hills)'),
  },
  {
    prompt: 'When you park on a hill with no curb, turn your front wheels:',
    choices: [
      'Toward the center of the road',
      'Straight ahead',
      'Left if uphill and right if downhill',
      'Toward the edge of the road',
    ],
    correctIndex: 3,
    explanation:
      'Without a curb, turn the wheels toward the roadside so the car rolls away from traffic if it moves.',
    source: section('Parking (Hills)'),
  },
  {
    prompt: 'How should you enter a freeway from an on-ramp?',
    choices: [
      'Stop at the end of the ramp and wait for a large gap',
      'Use the acceleration lane to reach the speed of traffic, then merge into a gap',
      'Merge slowly and let traffic adjust',
      'Drive on the shoulder until a gap appears',
    ],
    correctIndex: 1,
    explanation:
      'Speed up in the acceleration lane to match freeway traffic and merge safely into a gap.',
    source: section('Freeway Driving'),
  },
  {
    prompt: 'You miss your exit on a freeway. What should you do?',
    choices: [
      'Back up on the shoulder',
      'Make a U-turn through the median',
      'Continue to the next exit',
      'Stop and wait for a gap to reverse',
    ],
    correctIndex: 2,
    explanation: 'Never back up or turn around on a freeway; take the next exit.',
    source: section('Freeway Driving'),
  },
  {
    prompt: 'Why should you avoid driving in a large truck’s no-zones?',
    choices: [
      'The truck driver may not be able to see you there',
      'Trucks are required to stay out of them',
      'It is illegal to be within 100 feet of a truck',
      'Trucks always drive slower there',
    ],
    correctIndex: 0,
    explanation:
      'Trucks have large blind spots beside, behind and in front of them; stay out of them or pass quickly.',
    source: section('Sharing the Road (Trucks)'),
  },
  {
    prompt: 'When following a motorcycle, you should:',
    choices: [
      'Follow closer than you would a car',
      'Flash your high beams',
      'Pass it within its lane',
      'Leave more following distance than for a car',
    ],
    correctIndex: 3,
    explanation: 'Motorcycles can stop quickly; leave extra space and never share the lane.',
    source: section('Sharing the Road (Motorcycles)'),
  },
  {
    prompt: 'If you are in a crash in which someone is injured, you must:',
    choices: [
      'Leave once you give your name to someone',
      'Stop, help the injured and notify police',
      'Call only your insurance agent',
      'Wait a day and then report it',
    ],
    correctIndex: 1,
    explanation:
      'Stop at the scene, give reasonable help, call police and exchange licence and insurance information.',
    source: section('Crashes'),
  },
  {
    prompt: 'You should switch to low beams when an oncoming vehicle is within:',
    choices: ['100 feet', '300 feet', '500 feet', '1,000 feet'],
    correctIndex: 2,
    explanation: 'Dim your high beams within 500 feet of oncoming traffic.',
    source: section('Night Driving'),
  },
  {
    prompt: 'Your vehicle begins to skid on ice. You should:',
    choices: [
      'Ease off the accelerator and steer in the direction you want to go',
      'Slam on the brakes',
      'Steer the opposite way from where you want to go',
      'Shift into neutral and brake hard',
    ],
    correctIndex: 0,
    explanation:
      'Take your foot off the gas and steer where you want the car to go; hard braking makes skids worse.',
    source: section('Driving in Bad Weather'),
  },
  {
    prompt: 'Another driver is tailgating you. What should you do?',
    choices: [
      'Brake suddenly to warn them',
      'Speed up to get away',
      'Increase the space ahead of you, and let them pass when you can',
      'Turn on your hazard lights and stop',
    ],
    correctIndex: 2,
    explanation:
      'More room in front gives you time to stop gently; move right or slow down to let the tailgater pass.',
    source: section('Following Distance'),
  },
];
