// Illinois's practice questions, written from the Illinois Rules of the Road (Illinois Secretary
// of State). Only rules the handbook states plainly; see docs/practice-tests.md.
import type { BankQuestion } from './bank-question.ts';

const HANDBOOK = 'Illinois Rules of the Road';
const section = (name: string) => `${HANDBOOK}: ${name}`;

export const ILLINOIS_QUESTIONS: readonly BankQuestion[] = [
  {
    prompt: 'Even when you drive below the posted speed limit, you can be cited for speeding if:',
    choices: [
      'Your speed is too fast for the traffic, weather or road conditions',
      'You drive in the left lane',
      'Your vehicle is more than ten years old',
      'Never; the posted limit is always a safe speed',
    ],
    correctIndex: 0,
    explanation:
      'You must drive at a speed that is reasonable and proper for conditions; a posted limit is a maximum for ideal conditions.',
    source: section('Speed Restrictions'),
  },
  {
    prompt: 'Unless a sign shows otherwise, what is the speed limit in an urban district?',
    choices: ['20 mph', '25 mph', '30 mph', '35 mph'],
    correctIndex: 2,
    explanation: 'The limit in urban districts is 30 mph unless another speed is posted.',
    source: section('Speed Restrictions'),
  },
  {
    prompt:
      'On a school day, when children are present and a school zone sign is posted, what is the speed limit?',
    choices: ['15 mph', '20 mph', '25 mph', '30 mph'],
    correctIndex: 1,
    explanation:
      'In a posted school zone the limit is 20 mph on school days when children are present, usually between 7 a.m. and 4 p.m.',
    source: section('Speed Restrictions (School zones)'),
  },
  {
    prompt: 'In a business or residential district, you must signal a turn at least:',
    choices: [
      '50 feet before turning',
      '100 feet before turning',
      '200 feet before turning',
      '500 feet before turning',
    ],
    correctIndex: 1,
    explanation:
      'In business and residential districts, signal continuously for the last 100 feet before you turn.',
    source: section('Turning (Signals)'),
  },
  {
    prompt: 'Outside business and residential districts, you must signal a turn at least:',
    choices: [
      '100 feet before turning',
      '150 feet before turning',
      '200 feet before turning',
      '300 feet before turning',
    ],
    correctIndex: 2,
    explanation:
      'Outside business and residential districts, where speeds are higher, signal for at least 200 feet.',
    source: section('Turning (Signals)'),
  },
  {
    prompt:
      "What does Scott's Law require when you approach a stationary vehicle with flashing lights?",
    choices: [
      'Honk to warn the people around the vehicle',
      'Stop behind it until it leaves',
      'Keep your speed so you do not cause a rear-end crash',
      'Change lanes away from it if you safely can; otherwise slow down and proceed with caution',
    ],
    correctIndex: 3,
    explanation:
      "Scott's Law (the move-over law) requires you to change lanes if possible, or reduce speed and proceed with due caution, when passing a stopped vehicle with flashing lights.",
    source: section("Scott's Law"),
  },
  {
    prompt: 'An emergency vehicle with its lights and siren on approaches. You must:',
    choices: [
      'Pull over to the right edge of the road and stop until it has passed',
      'Stop in your lane right away',
      'Speed up to stay ahead of it',
      'Move to the left lane',
    ],
    correctIndex: 0,
    explanation:
      'Yield by pulling to the right edge and stopping; do not stop inside an intersection, and do not follow the vehicle closely.',
    source: section('Right-of-Way (Emergency vehicles)'),
  },
  {
    prompt:
      'A school bus has stopped with its red lights flashing and stop arm extended on a two-lane road. Who must stop?',
    choices: [
      'Only vehicles behind the bus',
      'Only vehicles coming toward the bus',
      'Nobody, if no children are visible',
      'Drivers in both directions',
    ],
    correctIndex: 3,
    explanation:
      'On a two-lane road, traffic in both directions must stop and stay stopped until the stop arm is withdrawn and the bus moves on.',
    source: section('School Buses'),
  },
  {
    prompt:
      'On a highway with at least four lanes, a school bus stops with its stop arm out. You are driving in the opposite direction. You must:',
    choices: [
      'Stop until the stop arm is withdrawn',
      'Pull onto the shoulder',
      'Stop, then pass at 10 mph',
      'Proceed with caution; you need not stop',
    ],
    correctIndex: 3,
    explanation:
      'On a roadway with four or more lanes, only traffic going the same direction as the bus must stop; watch for children anyway.',
    source: section('School Buses'),
  },
  {
    prompt: 'When a railroad crossing signal warns of a train, you must stop:',
    choices: [
      'On the tracks, to get a better view',
      'At least 100 feet from the tracks',
      'Wherever is convenient, as long as you stop',
      'No closer than 15 feet and no farther than 50 feet from the nearest rail',
    ],
    correctIndex: 3,
    explanation:
      'Stop between 15 and 50 feet from the nearest rail and wait until it is safe to cross.',
    source: section('Railroad Crossings'),
  },
  {
    prompt: 'The gates at a railroad crossing are down, but you see no train. You may:',
    choices: [
      'Drive around the gates carefully',
      'Cross if the lights have stopped flashing',
      'Cross after honking',
      'Never drive around the gates; wait until they are fully raised',
    ],
    correctIndex: 3,
    explanation:
      'It is illegal to drive around or under lowered gates; a second train may be coming. Wait until the gates are up.',
    source: section('Railroad Crossings'),
  },
  {
    prompt:
      'For a driver 21 or older, it is illegal to drive with a blood alcohol concentration of:',
    choices: ['0.05 or more', '0.08 or more', '0.10 or more', '0.12 or more'],
    correctIndex: 1,
    explanation: 'A BAC of 0.08 or more is driving under the influence for drivers 21 and older.',
    source: section('Alcohol and Other Drugs (DUI)'),
  },
  {
    prompt:
      "Under Illinois's Zero Tolerance law, a driver under 21 loses driving privileges when found with:",
    choices: [
      'A BAC of 0.08 or more only',
      'A BAC of 0.05 or more only',
      'Two or more drinks in the past hour',
      'Any trace of alcohol',
    ],
    correctIndex: 3,
    explanation: 'Drivers under 21 face a suspension for any trace of alcohol in their system.',
    source: section('Alcohol and Other Drugs (Zero Tolerance)'),
  },
  {
    prompt:
      'A first offender who refuses a chemical test after a DUI arrest receives a statutory summary suspension of:',
    choices: ['3 months', '6 months', '12 months', '24 months'],
    correctIndex: 2,
    explanation:
      'Refusing the test suspends a first offender’s licence for 12 months; failing it suspends the licence for 6 months.',
    source: section('Alcohol and Other Drugs (Implied consent)'),
  },
  {
    prompt:
      'A first offender who fails a chemical test (BAC of 0.08 or more) after a DUI arrest receives a statutory summary suspension of:',
    choices: ['1 month', '6 months', '12 months', '36 months'],
    correctIndex: 1,
    explanation:
      'A failed test means a six-month suspension for a first offender, half the suspension for refusing.',
    source: section('Alcohol and Other Drugs (Implied consent)'),
  },
  {
    prompt: 'What is the BAC limit while driving a commercial motor vehicle?',
    choices: ['0.02', '0.04', '0.06', '0.08'],
    correctIndex: 1,
    explanation: 'Commercial drivers may not drive with a BAC of 0.04 or more.',
    source: section('Alcohol and Other Drugs (DUI)'),
  },
  {
    prompt: 'May an adult use a hand-held cell phone to talk while driving in Illinois?',
    choices: [
      'Yes, on local roads',
      'Yes, if the conversation is short',
      'No; only hands-free or voice-operated use is allowed, except in an emergency',
      'Yes, when stopped in traffic on a highway',
    ],
    correctIndex: 2,
    explanation:
      'All drivers are banned from using hand-held phones while driving; hands-free devices are allowed for adults.',
    source: section('Electronic Communication Devices'),
  },
  {
    prompt: 'May a driver under 19 talk on a hands-free cell phone while driving?',
    choices: [
      'Yes, hands-free is always allowed',
      'Only with a parent in the car',
      'Only on interstate highways',
      'No, except to call for help in an emergency',
    ],
    correctIndex: 3,
    explanation:
      'Drivers under 19 may not use a cell phone at all while driving, hands-free included, except in an emergency.',
    source: section('Electronic Communication Devices'),
  },
  {
    prompt: 'How long must a driver under 18 hold an instruction permit before getting a licence?',
    choices: ['3 months', '6 months', '9 months', '12 months'],
    correctIndex: 2,
    explanation: 'Drivers under 18 must hold the instruction permit for at least nine months.',
    source: section('Graduated Driver Licensing (Permit phase)'),
  },
  {
    prompt: 'How much supervised practice must a parent certify before a teen may get a licence?',
    choices: [
      '50 hours, including 10 at night',
      '25 hours, including 5 at night',
      '40 hours, none required at night',
      '75 hours, including 20 at night',
    ],
    correctIndex: 0,
    explanation:
      'A parent or guardian certifies at least 50 hours of practice, 10 of them at night, with a licensed driver 21 or older.',
    source: section('Graduated Driver Licensing (Permit phase)'),
  },
  {
    prompt:
      'At what age may a teen enrolled in an approved driver education course get an instruction permit?',
    choices: ['14', '15', '16', '17'],
    correctIndex: 1,
    explanation:
      'A 15-year-old enrolled in a state-approved driver education course may apply for a permit.',
    source: section('Graduated Driver Licensing (Permit phase)'),
  },
  {
    prompt: 'From Sunday through Thursday nights, a driver under 18 may not drive between:',
    choices: [
      '9 p.m. and 5 a.m.',
      '10 p.m. and 6 a.m.',
      '11 p.m. and 6 a.m.',
      'Midnight and 5 a.m.',
    ],
    correctIndex: 1,
    explanation: 'The weeknight curfew for drivers under 18 runs from 10 p.m. to 6 a.m.',
    source: section('Graduated Driver Licensing (Nighttime driving restrictions)'),
  },
  {
    prompt: 'On Friday and Saturday nights, a driver under 18 may not drive between:',
    choices: [
      '10 p.m. and 6 a.m.',
      '11 p.m. and 6 a.m.',
      'Midnight and 6 a.m.',
      '1 a.m. and 5 a.m.',
    ],
    correctIndex: 1,
    explanation: 'The weekend curfew for drivers under 18 runs from 11 p.m. to 6 a.m.',
    source: section('Graduated Driver Licensing (Nighttime driving restrictions)'),
  },
  {
    prompt:
      'During the first 12 months of licensing (or until 18), how many passengers under 20 may a young driver carry, not counting siblings and their own children?',
    choices: ['None', 'One', 'Two', 'Three'],
    correctIndex: 1,
    explanation:
      'Only one passenger under 20 is allowed in that period, unless the others are the driver’s siblings, step-siblings or children.',
    source: section('Graduated Driver Licensing (Initial licensing phase)'),
  },
  {
    prompt: 'Who in a passenger vehicle must wear a seat belt in Illinois?',
    choices: [
      'Only the driver',
      'The driver and the front-seat passenger',
      'Only passengers under 18',
      'The driver and every passenger, front and back',
    ],
    correctIndex: 3,
    explanation:
      'Illinois requires the driver and all passengers, in front and rear seats, to be buckled up.',
    source: section('Safety Belts and Child Safety Seats'),
  },
  {
    prompt: 'Children under what age must be secured in an appropriate child restraint system?',
    choices: ['Under 4', 'Under 6', 'Under 8', 'Under 12'],
    correctIndex: 2,
    explanation:
      'Children under 8 must ride in a child safety seat or booster seat suited to their size.',
    source: section('Safety Belts and Child Safety Seats'),
  },
  {
    prompt: 'A pedestrian is crossing in a marked crosswalk on your half of the road. You must:',
    choices: [
      'Slow down and drive around the pedestrian',
      'Continue if you have a green light',
      'Honk so the pedestrian hurries',
      'Stop and let the pedestrian cross',
    ],
    correctIndex: 3,
    explanation:
      'Illinois law requires drivers to stop, not merely slow, for pedestrians in a crosswalk.',
    source: section('Pedestrians (Right-of-way)'),
  },
  {
    prompt: 'What is the "Dutch Reach" the handbook recommends?',
    choices: [
      'Opening your car door with the hand farthest from it, so you turn and look back for bicyclists',
      'Reaching for the parking brake before shifting into park',
      'Signalling a turn with your left arm out of the window',
      'Adjusting your mirrors before starting the engine',
    ],
    correctIndex: 0,
    explanation:
      'Using the far hand turns your body toward the window, so you see approaching bicyclists before opening the door into their path.',
    source: section('Bicycles (Dooring)'),
  },
  {
    prompt: 'When passing a bicyclist, you must leave at least:',
    choices: ['1 foot', '2 feet', '3 feet', '6 feet'],
    correctIndex: 2,
    explanation: 'Leave at least 3 feet between your vehicle and a bicyclist you pass.',
    source: section('Bicycles'),
  },
  {
    prompt: 'You may not park within how many feet of a fire hydrant?',
    choices: ['5 feet', '10 feet', '15 feet', '20 feet'],
    correctIndex: 2,
    explanation: 'Parking is prohibited within 15 feet of a fire hydrant.',
    source: section('Parking (Where parking is prohibited)'),
  },
  {
    prompt: 'You may not park within how many feet of a stop sign, yield sign or traffic signal?',
    choices: ['10 feet', '20 feet', '30 feet', '50 feet'],
    correctIndex: 2,
    explanation:
      'Parking is prohibited within 30 feet on the approach to a stop sign, yield sign or traffic signal.',
    source: section('Parking (Where parking is prohibited)'),
  },
  {
    prompt: 'You may not park within how many feet of a crosswalk at an intersection?',
    choices: ['20 feet', '30 feet', '50 feet', '100 feet'],
    correctIndex: 0,
    explanation: 'Parking is prohibited within 20 feet of a crosswalk at an intersection.',
    source: section('Parking (Where parking is prohibited)'),
  },
  {
    prompt:
      'You must report a crash to the Illinois Department of Transportation within 10 days if anyone was hurt or killed, or if property damage is more than:',
    choices: [
      '$500 when all drivers are insured',
      '$1,000',
      '$1,500 ($500 if any driver is uninsured)',
      '$5,000',
    ],
    correctIndex: 2,
    explanation:
      'A written crash report is required within 10 days for any injury or death, or damage over $1,500 ($500 if any driver lacks insurance).',
    source: section('Traffic Crashes (Reporting)'),
  },
  {
    prompt: 'If you are involved in a crash, what must you do first?',
    choices: [
      'Stop at or as close as possible to the scene, help the injured and notify police',
      'Leave to find a phone',
      'Move on if your car still runs',
      'Call your insurance agent before anything else',
    ],
    correctIndex: 0,
    explanation:
      'Stop, give reasonable aid to anyone hurt, call police and exchange names, addresses, licence and insurance information.',
    source: section('Traffic Crashes'),
  },
  {
    prompt:
      'At an intersection with no signs or signals, two vehicles arrive at the same time. Who must yield?',
    choices: [
      'The driver on the right yields to the driver on the left',
      'Whoever honks first goes first',
      'The slower vehicle yields',
      'The driver on the left yields to the driver on the right',
    ],
    correctIndex: 3,
    explanation: 'At an uncontrolled intersection, yield to the vehicle on your right.',
    source: section('Right-of-Way (Intersections)'),
  },
  {
    prompt: 'When turning left at an intersection, you must yield to:',
    choices: [
      'Oncoming traffic close enough to be a hazard and pedestrians in the crosswalk',
      'Only vehicles turning right',
      'Only vehicles behind you',
      'Nobody, if your signal is on',
    ],
    correctIndex: 0,
    explanation:
      'Left-turning drivers yield to oncoming traffic and pedestrians before completing the turn.',
    source: section('Right-of-Way (Turning left)'),
  },
  {
    prompt: 'A steady yellow traffic light means:',
    choices: [
      'The light is about to turn red; stop if you can do so safely',
      'Speed up to beat the red light',
      'Yield to pedestrians, then go',
      'Pedestrians may not cross',
    ],
    correctIndex: 0,
    explanation:
      'Yellow warns that red is coming. Stop if you can do so safely; if you are already in the intersection, clear it.',
    source: section('Traffic Control Signals'),
  },
  {
    prompt: 'A steady green arrow means:',
    choices: [
      'You may turn in the direction of the arrow; oncoming traffic must stop',
      'You must yield to oncoming traffic before turning',
      'The turn lane is closed',
      'You may go straight only',
    ],
    correctIndex: 0,
    explanation:
      'A green arrow gives a protected turn in the arrow’s direction, but still yield to vehicles and pedestrians already in the intersection.',
    source: section('Traffic Control Signals'),
  },
  {
    prompt: 'A broken yellow line on your side of the center line means:',
    choices: [
      'No passing at any time',
      'You may pass when the way ahead is clear',
      'The lane is for buses only',
      'Traffic on both sides travels in the same direction',
    ],
    correctIndex: 1,
    explanation:
      'Yellow lines separate traffic going in opposite directions; a broken line on your side allows passing when safe.',
    source: section('Pavement Markings'),
  },
  {
    prompt: 'What is the usual shape and color of a regulatory sign such as a speed limit sign?',
    choices: [
      'Yellow diamond',
      'White rectangle with black or red lettering',
      'Green rectangle',
      'Orange diamond',
    ],
    correctIndex: 1,
    explanation:
      'Regulatory signs, which tell you what the law requires, are usually white rectangles; yellow diamonds warn and green signs guide.',
    source: section('Traffic Signs'),
  },
  {
    prompt: 'Orange signs on the road mean:',
    choices: [
      'A highway construction or maintenance work zone',
      'A school zone',
      'A scenic area',
      'A hospital nearby',
    ],
    correctIndex: 0,
    explanation: 'Orange marks work zones; slow down, watch for workers and obey flaggers.',
    source: section('Highway Construction and Maintenance Zones'),
  },
  {
    prompt: 'Large trucks turning right often:',
    choices: [
      'Turn from the right lane into the right lane with no extra room',
      'Swing wide to the left first, so never squeeze in on their right',
      'Stop completely before every turn for a minute',
      'Use the shoulder to turn',
    ],
    correctIndex: 1,
    explanation:
      'Trucks need room to turn and may swing left before turning right; do not try to pass on the right.',
    source: section('Sharing the Road (Trucks)'),
  },
  {
    prompt: 'When following a motorcycle, you should:',
    choices: [
      'Follow more closely than you would a car',
      'Share its lane to save space',
      'Allow more following distance than you would for a car',
      'Flash your lights so the rider knows you are there',
    ],
    correctIndex: 2,
    explanation:
      'Motorcycles can stop quickly and riders may have to swerve; leave extra space behind them.',
    source: section('Sharing the Road (Motorcycles)'),
  },
  {
    prompt: 'Your tires begin to hydroplane on a wet road. You should:',
    choices: [
      'Brake hard',
      'Speed up to push through the water',
      'Ease your foot off the gas and keep the steering wheel straight',
      'Turn the wheel sharply',
    ],
    correctIndex: 2,
    explanation:
      'Let the car slow down by releasing the accelerator; do not brake hard or turn suddenly until the tires grip again.',
    source: section('Driving in Bad Weather (Hydroplaning)'),
  },
  {
    prompt:
      'The headlights of an oncoming vehicle are blinding you at night. Where should you look?',
    choices: [
      'Directly at the headlights',
      'Toward the right edge of your lane',
      'At your dashboard',
      'Toward the center line',
    ],
    correctIndex: 1,
    explanation:
      'Look toward the right edge of your lane until the vehicle passes, so the glare does not blind you.',
    source: section('Night Driving'),
  },
];
