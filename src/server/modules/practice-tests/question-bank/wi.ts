// Wisconsin's practice questions, written from the Wisconsin Motorists' Handbook (Wisconsin
// Department of Transportation, Division of Motor Vehicles). Only rules the handbook states
// plainly; see docs/practice-tests.md.
import type { BankQuestion } from './bank-question.ts';

const HANDBOOK = "Wisconsin Motorists' Handbook";
const section = (name: string) => `${HANDBOOK}: ${name}`;

export const WISCONSIN_QUESTIONS: readonly BankQuestion[] = [
  {
    prompt:
      'Unless another limit is posted, what is the speed limit on most highways outside cities?',
    choices: ['45 mph', '55 mph', '65 mph', '70 mph'],
    correctIndex: 1,
    explanation:
      'The limit is 55 mph unless posted otherwise; freeways and expressways may be posted at 65 or 70 mph.',
    source: section('Speed Limits'),
  },
  {
    prompt: 'Unless another limit is posted, what is the speed limit in a city or village?',
    choices: ['20 mph', '25 mph', '30 mph', '35 mph'],
    correctIndex: 1,
    explanation: 'Streets in cities and villages have a 25 mph limit unless posted otherwise.',
    source: section('Speed Limits'),
  },
  {
    prompt:
      'When passing a school while children are present, going to or leaving school, what is the speed limit?',
    choices: ['10 mph', '15 mph', '20 mph', '25 mph'],
    correctIndex: 1,
    explanation:
      'Slow to 15 mph when passing a school where children are present or going to or from school, as posted.',
    source: section('Speed Limits (School zones)'),
  },
  {
    prompt: 'Can you be cited for speeding while driving under the posted limit?',
    choices: [
      'Yes, if your speed is too fast for conditions such as ice, fog or heavy traffic',
      'No, never',
      'Only on freeways',
      'Only if you are under 18',
    ],
    correctIndex: 0,
    explanation:
      'Posted limits are for ideal conditions; you must drive at a speed that is reasonable and prudent for the conditions.',
    source: section('Speed Limits'),
  },
  {
    prompt: 'In ideal conditions, what is the minimum following distance the handbook recommends?',
    choices: ['Two seconds', 'Three car lengths', 'Four seconds', 'One second per 20 mph'],
    correctIndex: 2,
    explanation:
      'Keep at least four seconds behind the vehicle ahead on dry roads, and more in rain, snow or ice.',
    source: section('Following Distance'),
  },
  {
    prompt: 'You must signal a turn continuously for at least:',
    choices: ['The last 50 feet', 'The last 500 feet', 'The last 200 feet', 'The last 100 feet'],
    correctIndex: 3,
    explanation: 'Signal during at least the last 100 feet before you turn.',
    source: section('Signaling'),
  },
  {
    prompt: 'You may not park within how many feet of a fire hydrant in Wisconsin?',
    choices: ['5 feet', '10 feet', '15 feet', '20 feet'],
    correctIndex: 1,
    explanation: 'Do not park within 10 feet of a fire hydrant.',
    source: section('Parking'),
  },
  {
    prompt: 'You may not park within how many feet of a crosswalk?',
    choices: ['10 feet', '15 feet', '20 feet', '30 feet'],
    correctIndex: 1,
    explanation: 'Do not park within 15 feet of the near limits of a crosswalk.',
    source: section('Parking'),
  },
  {
    prompt: 'You may not park within how many feet of a driveway entrance?',
    choices: ['2 feet', '4 feet', '10 feet', '15 feet'],
    correctIndex: 1,
    explanation: 'Do not park within 4 feet of the entrance to a driveway, alley or private road.',
    source: section('Parking'),
  },
  {
    prompt: 'When parked parallel to a curb, your wheels must be no more than:',
    choices: [
      '6 inches from the curb',
      '12 inches from the curb',
      '18 inches from the curb',
      '2 feet from the curb',
    ],
    correctIndex: 1,
    explanation: 'Park with your wheels within 12 inches of the curb.',
    source: section('Parking'),
  },
  {
    prompt: 'When must your headlights be on?',
    choices: [
      'Only from sunset to sunrise',
      'From a half hour after sunset to a half hour before sunrise, and when you cannot clearly see 500 feet',
      'Only when it is raining',
      'Only outside cities',
    ],
    correctIndex: 1,
    explanation:
      'Headlights are required during hours of darkness and whenever weather or light keeps you from clearly seeing people or vehicles 500 feet away.',
    source: section('Headlights'),
  },
  {
    prompt: 'You must dim your high beams when an oncoming vehicle is within:',
    choices: ['300 feet', '500 feet', '800 feet', '1,000 feet'],
    correctIndex: 1,
    explanation: 'Use low beams within 500 feet of an oncoming vehicle.',
    source: section('Headlights'),
  },
  {
    prompt: 'In Wisconsin, you must dim your high beams when following another vehicle within:',
    choices: ['200 feet', '300 feet', '500 feet', '1,000 feet'],
    correctIndex: 2,
    explanation:
      'Wisconsin also requires low beams within 500 feet of a vehicle you are following.',
    source: section('Headlights'),
  },
  {
    prompt: 'What should you use when driving in fog, heavy rain or snow?',
    choices: ['High beams', 'Parking lights only', 'Low beams', 'No lights'],
    correctIndex: 2,
    explanation:
      'Light from high beams reflects off fog, rain and snow and creates glare; use low beams.',
    source: section('Driving in Bad Weather'),
  },
  {
    prompt:
      'A school bus ahead is stopped with its red lights flashing. How far from it must you stop?',
    choices: ['At least 20 feet', 'At least 10 feet', 'At least 50 feet', 'At least 100 feet'],
    correctIndex: 0,
    explanation:
      'Stop at least 20 feet from the bus and stay stopped until it moves or the red lights go off.',
    source: section('School Buses'),
  },
  {
    prompt: 'A school bus is showing flashing amber (yellow) lights. This means:',
    choices: [
      'Children are crossing behind the bus',
      'You must stop at once',
      'The bus is out of service',
      'The bus is preparing to stop; slow down and be ready to stop',
    ],
    correctIndex: 3,
    explanation:
      'Amber lights warn that the bus is about to stop and turn on its red lights; you may pass with care but be ready to stop.',
    source: section('School Buses'),
  },
  {
    prompt: 'When do you NOT have to stop for a school bus with flashing red lights?',
    choices: [
      'When you are on a four-lane street without a median, going the other way',
      'When you are travelling the opposite way on a divided highway',
      'When no children are in sight',
      'When the stop arm is not extended',
    ],
    correctIndex: 1,
    explanation:
      'Only traffic going the opposite direction on a divided highway may continue; on multi-lane roads without a barrier, every lane stops.',
    source: section('School Buses'),
  },
  {
    prompt: 'An emergency vehicle with flashing lights and siren approaches. You must:',
    choices: [
      'Pull to the right edge of the road and stop until it passes',
      'Speed up to clear the road',
      'Stop immediately, wherever you are',
      'Keep driving at the same speed',
    ],
    correctIndex: 0,
    explanation:
      'Yield the right of way by pulling over to the right, clear of intersections, and stopping until it passes.',
    source: section('Emergency Vehicles'),
  },
  {
    prompt:
      'Under the Move Over law, when you approach a stopped police car, ambulance, tow truck or highway maintenance vehicle with flashing lights, you must:',
    choices: [
      'Sound your horn',
      'Stop behind it',
      'Move out of the lane next to it if you safely can, or slow down if you cannot',
      'Turn on your high beams',
    ],
    correctIndex: 2,
    explanation:
      'Change to a lane away from the stopped vehicle when it is safe; if you cannot, slow down and proceed with caution.',
    source: section('Move Over Law'),
  },
  {
    prompt: 'When passing a bicyclist, you must leave at least:',
    choices: ['1 foot', '2 feet', '3 feet', '5 feet'],
    correctIndex: 2,
    explanation:
      'Give a bicyclist at least 3 feet when passing and keep that space until you are safely past.',
    source: section('Sharing the Road (Bicycles)'),
  },
  {
    prompt: 'A motorcycle is in the lane ahead of you. You should:',
    choices: [
      'Drive beside it in the same lane',
      'Follow it closely so you can see past it',
      'Pass it without changing lanes',
      'Give it the full lane and extra following distance',
    ],
    correctIndex: 3,
    explanation:
      'Motorcycles are entitled to a full lane; never share it, and follow farther back.',
    source: section('Sharing the Road (Motorcycles)'),
  },
  {
    prompt: 'After passing a large truck, when is it safe to move back in front of it?',
    choices: [
      'As soon as your rear bumper clears its front bumper',
      'When you can see the whole front of the truck in your rear-view mirror',
      'After you have signalled for one second',
      'Immediately, and then brake to slow it down',
    ],
    correctIndex: 1,
    explanation:
      'Trucks need much more room to stop; do not cut in until you can see the truck’s front in your mirror.',
    source: section('Sharing the Road (Trucks)'),
  },
  {
    prompt:
      'At an intersection without signs or signals, two vehicles arrive at the same time. Who must yield?',
    choices: [
      'The vehicle on the right',
      'The larger vehicle',
      'The vehicle on the left',
      'The vehicle going straight',
    ],
    correctIndex: 2,
    explanation: 'The driver on the left yields to the vehicle on the right.',
    source: section('Right of Way'),
  },
  {
    prompt: 'A pedestrian is crossing at an intersection without a signal. You must:',
    choices: [
      'Yield to the pedestrian in the marked or unmarked crosswalk',
      'Honk and continue',
      'Go first if you were there first',
      'Yield only in a marked crosswalk',
    ],
    correctIndex: 0,
    explanation:
      'Drivers must yield to pedestrians crossing in a crosswalk, marked or unmarked, where there is no signal.',
    source: section('Right of Way (Pedestrians)'),
  },
  {
    prompt: 'Unless a sign forbids it, may you turn right on a steady red light in Wisconsin?',
    choices: [
      'Only if a green arrow is also shown',
      'Yes, without stopping',
      'No, never',
      'Yes, after a full stop and yielding to pedestrians and traffic',
    ],
    correctIndex: 3,
    explanation: 'Come to a complete stop, yield, and then turn right when it is safe.',
    source: section('Traffic Signals'),
  },
  {
    prompt: 'A red traffic light is flashing. You must:',
    choices: [
      'Slow down and go through carefully',
      'Come to a complete stop, then go when it is safe',
      'Wait for the light to turn green',
      'Yield only to pedestrians',
    ],
    correctIndex: 1,
    explanation: 'Treat a flashing red light like a stop sign.',
    source: section('Traffic Signals'),
  },
  {
    prompt: 'A triangular sign pointing downward means:',
    choices: ['Yield', 'Stop', 'No passing', 'Merge'],
    correctIndex: 0,
    explanation:
      'The downward-pointing triangle is a yield sign: slow down and give the right of way.',
    source: section('Traffic Signs (Shapes)'),
  },
  {
    prompt: 'A yellow diamond-shaped sign generally:',
    choices: [
      'Gives directions to a destination',
      'Marks a service area',
      'Warns of a hazard or change in the road ahead',
      'Shows a speed limit',
    ],
    correctIndex: 2,
    explanation:
      'Diamond-shaped yellow signs warn of conditions ahead such as curves, intersections or animals.',
    source: section('Traffic Signs (Warning signs)'),
  },
  {
    prompt: 'The gates at a railroad crossing are lowered, but you cannot see a train. You may:',
    choices: [
      'Drive around the gates carefully',
      'Cross after waiting one minute',
      'Cross if you look both ways first',
      'Not drive through, around or under the gates while they are down or moving',
    ],
    correctIndex: 3,
    explanation:
      'Never go around, through or under a closed crossing gate; wait until the gates are fully raised and it is safe.',
    source: section('Railroad Crossings'),
  },
  {
    prompt: 'What is the legal blood alcohol limit for a Wisconsin driver 21 or older?',
    choices: ['0.02%', '0.04%', '0.08%', '0.10%'],
    correctIndex: 2,
    explanation:
      'Drivers 21 and older may not drive with a blood alcohol concentration of 0.08% or more.',
    source: section('Alcohol and Other Drugs'),
  },
  {
    prompt: 'Under Wisconsin’s "absolute sobriety" law, a driver under 21 may drive with a BAC of:',
    choices: ['0.00% (no alcohol at all)', 'Up to 0.02%', 'Up to 0.05%', 'Up to 0.08%'],
    correctIndex: 0,
    explanation: 'Drivers under 21 may not drive with any alcohol in their system.',
    source: section('Alcohol and Other Drugs (Absolute sobriety)'),
  },
  {
    prompt: 'What is the BAC limit for a driver operating a commercial motor vehicle?',
    choices: ['0.02%', '0.04%', '0.06%', '0.08%'],
    correctIndex: 1,
    explanation: 'Commercial vehicle drivers may not drive with a BAC of 0.04% or more.',
    source: section('Alcohol and Other Drugs'),
  },
  {
    prompt:
      'If you are arrested for operating while intoxicated and refuse to take a chemical test, what happens?',
    choices: [
      'Nothing, the test is voluntary',
      'Your driving privilege is revoked, for one year on a first refusal',
      'You receive a warning',
      'You pay a small fine and keep driving',
    ],
    correctIndex: 1,
    explanation:
      'Under the implied consent law, refusing a test brings a revocation of your licence, one year for a first refusal.',
    source: section('Alcohol and Other Drugs (Implied consent)'),
  },
  {
    prompt:
      'Which children must ride in a rear-facing child seat in the back seat, if the vehicle has one?',
    choices: [
      'Children under 40 pounds',
      'Children under 4 years old',
      'Children under 1 year old or weighing less than 20 pounds',
      'All children under 8',
    ],
    correctIndex: 2,
    explanation:
      'A child under 1 year or under 20 pounds must ride rear-facing in the back seat if there is one.',
    source: section('Child Safety Seats'),
  },
  {
    prompt: 'A child aged 4 to 8 must ride in a booster seat unless the child:',
    choices: [
      'Weighs more than 80 pounds or is taller than 4 feet 9 inches',
      'Sits in the back seat',
      'Is on a short trip',
      'Is riding with a grandparent',
    ],
    correctIndex: 0,
    explanation:
      'Children ride in a booster seat until they turn 8, weigh more than 80 pounds or are taller than 4 feet 9 inches.',
    source: section('Child Safety Seats'),
  },
  {
    prompt:
      'At what minimum age can a Wisconsin teen enrolled in driver education get an instruction permit?',
    choices: ['14', '15', '16', '16 and a half'],
    correctIndex: 1,
    explanation:
      'A teen can get an instruction permit at 15 while enrolled in an approved driver education course.',
    source: section('Instruction Permit'),
  },
  {
    prompt:
      'How long must a teen hold an instruction permit, without violations, before applying for a probationary licence?',
    choices: ['30 days', '3 months', '6 months', '1 year'],
    correctIndex: 2,
    explanation: 'Teens must hold the instruction permit for at least six months, violation-free.',
    source: section('Probationary License'),
  },
  {
    prompt:
      'How much supervised driving must a parent or sponsor certify before a teen gets a probationary licence?',
    choices: [
      '20 hours, 5 at night',
      '30 hours, none at night',
      '50 hours, 10 at night',
      '65 hours, 10 at night',
    ],
    correctIndex: 2,
    explanation:
      'The adult sponsor must certify at least 50 hours of driving experience, 10 of them at night.',
    source: section('Probationary License'),
  },
  {
    prompt:
      'During the first nine months of a probationary licence, a driver under 18 may not drive alone between midnight and 5 a.m. unless:',
    choices: [
      'They are driving on a freeway',
      'It is a weekend',
      'They have a passenger under 18',
      'They are driving between home, school and work',
    ],
    correctIndex: 3,
    explanation:
      'From midnight to 5 a.m. the teen may drive alone only between home, school and work, or with a qualified adult.',
    source: section('Probationary License (Restrictions)'),
  },
  {
    prompt:
      'May a driver with an instruction permit or probationary licence use a cell phone while driving?',
    choices: [
      'Yes, with a hands-free device',
      'No, except to report an emergency',
      'Yes, when stopped in traffic',
      'Yes, on roads under 35 mph',
    ],
    correctIndex: 1,
    explanation:
      'Instruction permit and probationary licence holders may not use a cell phone while driving except to report an emergency.',
    source: section('Inattentive Driving (Cell phones)'),
  },
  {
    prompt: 'Is texting while driving legal for adult drivers in Wisconsin?',
    choices: [
      'No, texting while driving is illegal for all drivers',
      'Yes, if they are 18 or older',
      'Yes, on rural roads',
      'Yes, when using voice-to-text only at night',
    ],
    correctIndex: 0,
    explanation:
      'Wisconsin prohibits all drivers from composing or sending texts or emails while driving.',
    source: section('Inattentive Driving (Texting)'),
  },
  {
    prompt:
      'In a road construction zone where workers are present, may you talk on a hand-held phone while driving?',
    choices: [
      'Yes, if you drive slowly',
      'Yes, if traffic is stopped',
      'No, only hands-free use or calls to report an emergency are allowed',
      'Only if you are under 18',
    ],
    correctIndex: 2,
    explanation:
      'Hand-held phone use is banned in active work zones; use a hands-free device or call only to report an emergency.',
    source: section('Work Zones'),
  },
  {
    prompt: 'A deer suddenly runs onto the road in front of you. The handbook advises you to:',
    choices: [
      'Swerve sharply to avoid it',
      'Turn off your headlights',
      'Speed up to pass it',
      'Brake firmly, stay in your lane and do not swerve',
    ],
    correctIndex: 3,
    explanation:
      'Swerving can put you into oncoming traffic or off the road; brake firmly and keep control of your vehicle.',
    source: section('Deer and Other Animals'),
  },
  {
    prompt:
      'You must immediately report a crash to law enforcement if anyone is injured or killed, or if property damage reaches:',
    choices: ['$200', '$500', '$1,000', '$2,500'],
    correctIndex: 2,
    explanation:
      'Report a crash to police at once if it causes injury, death, or $1,000 or more of damage to one person’s property (or $200 to government property).',
    source: section('Crashes'),
  },
  {
    prompt: 'Your vehicle starts to skid on an icy road. You should:',
    choices: [
      'Slam on the brakes',
      'Ease off the accelerator and steer in the direction you want the vehicle to go',
      'Turn the wheel sharply the other way',
      'Shift into park',
    ],
    correctIndex: 1,
    explanation:
      'Take your foot off the gas, do not brake hard, and steer smoothly where you want the front of the vehicle to go.',
    source: section('Driving in Bad Weather (Skids)'),
  },
];
