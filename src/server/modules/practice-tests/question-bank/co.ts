// Colorado's practice questions, written from the Colorado Driver Handbook (Colorado Division of
// Motor Vehicles). Only rules the handbook states plainly; see docs/practice-tests.md.
import type { BankQuestion } from './bank-question.ts';

const HANDBOOK = 'Colorado Driver Handbook';
const section = (name: string) => `${HANDBOOK}: ${name}`;

export const COLORADO_QUESTIONS: readonly BankQuestion[] = [
  {
    prompt: "What does Colorado's basic speed rule require?",
    choices: [
      'You may never drive faster than is reasonable and prudent for the conditions.',
      'You may drive up to 10 mph over the limit when the road is dry.',
      'You may always drive at the posted limit, whatever the conditions.',
      'It applies only on mountain roads.',
    ],
    correctIndex: 0,
    explanation:
      'Posted limits are maxima for ideal conditions; you must drive at a speed that is safe for the traffic, weather, road and visibility.',
    source: section('Speed Limits (Basic speed rule)'),
  },
  {
    prompt: 'Unless a sign shows another limit, what is the speed limit in a residential district?',
    choices: ['20 mph', '25 mph', '30 mph', '35 mph'],
    correctIndex: 2,
    explanation: 'The limit in a residence district is 30 mph unless another speed is posted.',
    source: section('Speed Limits'),
  },
  {
    prompt: 'Unless a sign shows another limit, what is the speed limit in a business district?',
    choices: ['25 mph', '30 mph', '35 mph', '40 mph'],
    correctIndex: 0,
    explanation: 'The limit in a business district is 25 mph unless another speed is posted.',
    source: section('Speed Limits'),
  },
  {
    prompt:
      'On a multilane highway with a speed limit of 65 mph or more, when may you drive in the left lane?',
    choices: [
      'Whenever you drive at the speed limit',
      'At any time; all lanes are equal',
      'Only between sunrise and sunset',
      'Only to pass another vehicle (or when traffic or road conditions require it)',
    ],
    correctIndex: 3,
    explanation:
      'On highways posted at 65 mph or more, the left lane is for passing; return to the right once you have passed.',
    source: section('Lane Usage (Left lane)'),
  },
  {
    prompt:
      'Two vehicles meet on a narrow mountain road where neither can pass. Which one has the right-of-way?',
    choices: [
      'The vehicle going uphill',
      'The larger vehicle',
      'The vehicle going downhill',
      'The vehicle that sounds its horn first',
    ],
    correctIndex: 0,
    explanation:
      'The vehicle going uphill has the right-of-way; the one going downhill has more control when backing up and must yield.',
    source: section('Mountain Driving'),
  },
  {
    prompt: 'On a long, steep downhill grade, how should you control your speed?',
    choices: [
      'Shift to neutral and coast',
      'Ride the brakes all the way down',
      'Turn the engine off',
      'Shift to a lower gear and use the brakes only as needed',
    ],
    correctIndex: 3,
    explanation:
      'A lower gear lets the engine hold the vehicle back; riding the brakes can overheat them until they fade or fail.',
    source: section('Mountain Driving'),
  },
  {
    prompt:
      'A school bus ahead has stopped with its red lights flashing. How far from the bus must you stop?',
    choices: ['At least 10 feet', 'At least 20 feet', 'At least 50 feet', 'At least 100 feet'],
    correctIndex: 1,
    explanation:
      'Stop at least 20 feet before reaching the bus and stay stopped until the red lights stop flashing.',
    source: section('School Buses'),
  },
  {
    prompt:
      'A school bus with flashing red lights is stopped on the other side of a highway divided by a median. You must:',
    choices: [
      'Stop at least 20 feet away until the lights stop',
      'Sound your horn and continue',
      'Stop, then pass at 10 mph',
      'Proceed with caution; you do not have to stop',
    ],
    correctIndex: 3,
    explanation:
      'On a highway divided by a median or barrier, traffic going the opposite way from the bus need not stop; watch for children.',
    source: section('School Buses'),
  },
  {
    prompt: 'An emergency vehicle with its siren and lights on is coming toward you. You should:',
    choices: [
      'Pull as close as you can to the right edge of the road and stop until it has passed',
      'Stop immediately in your lane, even in an intersection',
      'Speed up to get out of its way',
      'Keep going at the same speed',
    ],
    correctIndex: 0,
    explanation:
      'Yield by pulling to the right edge and stopping; if you are in an intersection, drive through it first.',
    source: section('Right-of-Way (Emergency vehicles)'),
  },
  {
    prompt:
      'You approach an emergency vehicle or tow truck stopped on the shoulder with its lights flashing. The move-over law requires you to:',
    choices: [
      'Move to a lane away from it if you safely can, and otherwise slow down and pass carefully',
      'Stop behind it until it leaves',
      'Keep your lane and speed if you are under the limit',
      'Flash your headlights to warn other drivers',
    ],
    correctIndex: 0,
    explanation:
      'Move over a lane when it is safe to do so; when you cannot, slow down to a safe speed as you pass.',
    source: section('Move Over Law'),
  },
  {
    prompt: 'When a railroad crossing signal tells you to stop, where should you stop?',
    choices: [
      'Right at the nearest rail',
      'On the tracks, if no train is in sight yet',
      'At least 100 feet from the nearest rail',
      'Between 15 and 50 feet from the nearest rail',
    ],
    correctIndex: 3,
    explanation: 'Stop no closer than 15 feet and no farther than 50 feet from the nearest rail.',
    source: section('Railroad Crossings'),
  },
  {
    prompt: 'Your vehicle stalls on a railroad track and a train is coming. What should you do?',
    choices: [
      'Get everyone out at once and move well away from the tracks',
      'Stay in the vehicle with your seat belt fastened',
      'Keep trying to restart the engine',
      'Push the vehicle off the tracks toward the train',
    ],
    correctIndex: 0,
    explanation:
      'Get out immediately and move away from the tracks; a train cannot stop in time to avoid you.',
    source: section('Railroad Crossings'),
  },
  {
    prompt: 'For a driver 21 or older, Driving Under the Influence (DUI) is shown by a BAC of:',
    choices: ['0.02% or more', '0.05% or more', '0.08% or more', '0.10% or more'],
    correctIndex: 2,
    explanation: 'A blood alcohol concentration of 0.08% or more is DUI per se.',
    source: section('Alcohol and Drugs (BAC limits)'),
  },
  {
    prompt: 'In Colorado, a driver whose BAC is above 0.05% but below 0.08% can be charged with:',
    choices: [
      'Nothing; only 0.08% and above is an offence',
      'Reckless endangerment',
      'Careless driving only',
      'Driving While Ability Impaired (DWAI)',
    ],
    correctIndex: 3,
    explanation:
      'Colorado treats a BAC over 0.05% as evidence of Driving While Ability Impaired, even below the 0.08% DUI level.',
    source: section('Alcohol and Drugs (BAC limits)'),
  },
  {
    prompt: 'A driver under 21 commits Underage Drinking and Driving (UDD) with a BAC of:',
    choices: ['0.02% or more', '0.05% or more', '0.08% or more', 'Only 0.10% or more'],
    correctIndex: 0,
    explanation:
      'For drivers under 21 a BAC of 0.02% or more is Underage Drinking and Driving, with a licence revocation.',
    source: section('Alcohol and Drugs (Underage drinking and driving)'),
  },
  {
    prompt: 'What is the BAC limit for someone driving a commercial motor vehicle?',
    choices: ['0.02%', '0.04%', '0.06%', '0.08%'],
    correctIndex: 1,
    explanation: 'Commercial drivers may not drive with a BAC of 0.04% or more.',
    source: section('Alcohol and Drugs (BAC limits)'),
  },
  {
    prompt: "Under Colorado's Express Consent law, by driving in Colorado you agree to:",
    choices: [
      'Take a breath or blood test for alcohol or drugs when an officer has probable cause',
      'Let police search your vehicle whenever they stop you',
      'Show your insurance card to any driver who asks',
      'Take a new driving test every five years',
    ],
    correctIndex: 0,
    explanation:
      'Drivers have consented to a chemical test when lawfully asked; refusing leads to revocation of the licence.',
    source: section('Alcohol and Drugs (Express consent)'),
  },
  {
    prompt:
      'If you are under 18, how long must you hold your instruction permit before getting a driver licence?',
    choices: ['3 months', '6 months', '9 months', '12 months'],
    correctIndex: 3,
    explanation: 'Drivers under 18 must hold an instruction permit for at least 12 months.',
    source: section('Graduated Driver Licensing (Instruction permits)'),
  },
  {
    prompt:
      'How many hours of supervised driving must a driver under 18 log before getting a licence?',
    choices: [
      '20 hours, with 5 at night',
      '50 hours, with 10 at night',
      '30 hours, none required at night',
      '100 hours, with 25 at night',
    ],
    correctIndex: 1,
    explanation:
      'A parent or guardian certifies 50 hours of behind-the-wheel practice, including 10 hours at night.',
    source: section('Graduated Driver Licensing (Driving log)'),
  },
  {
    prompt:
      'During the first six months with a licence, a driver under 18 may carry passengers under 21:',
    choices: [
      'Up to three at a time',
      'Only in daylight',
      'Only one at a time',
      'None, unless a parent, guardian or other licensed adult 21 or older rides along (or a listed exception applies)',
    ],
    correctIndex: 3,
    explanation:
      'For the first six months no passengers under 21 are allowed without an adult supervisor; siblings and medical emergencies are exceptions.',
    source: section('Graduated Driver Licensing (Passenger restrictions)'),
  },
  {
    prompt:
      'During the second six months with a licence, how many passengers under 21 may a driver under 18 carry without an adult?',
    choices: ['None', 'One', 'Two', 'Three'],
    correctIndex: 1,
    explanation:
      'In the second six months a minor driver may carry no more than one passenger under 21, with the same exceptions as before.',
    source: section('Graduated Driver Licensing (Passenger restrictions)'),
  },
  {
    prompt: 'During the first year with a licence, a driver under 18 may not drive between:',
    choices: [
      '10 p.m. and 6 a.m.',
      '11 p.m. and 5 a.m.',
      'Midnight and 5 a.m.',
      '1 a.m. and 5 a.m.',
    ],
    correctIndex: 2,
    explanation:
      'Minor drivers may not drive from midnight to 5 a.m. in their first year unless an exception (such as work, school or an emergency) applies or an adult rides along.',
    source: section('Graduated Driver Licensing (Night restriction)'),
  },
  {
    prompt: 'May a driver under 18 use a mobile phone while driving?',
    choices: [
      'Yes, hands-free only',
      'Yes, at red lights',
      'Yes, for calls to parents',
      'No, except to report an emergency',
    ],
    correctIndex: 3,
    explanation:
      'Drivers under 18 may not use a mobile electronic device while driving, except to contact police, fire or medical help in an emergency.',
    source: section('Distracted Driving (Mobile devices)'),
  },
  {
    prompt: 'May an adult driver send or read a text message while driving in Colorado?',
    choices: [
      'No, texting while driving is illegal for every driver',
      'Yes, if the vehicle is moving slowly',
      'Yes, on rural highways',
      'Yes, if the phone is mounted on the dashboard',
    ],
    correctIndex: 0,
    explanation:
      'Writing, sending or reading text messages while driving is against the law for drivers of every age.',
    source: section('Distracted Driving (Texting)'),
  },
  {
    prompt: 'Until what age must a child be secured in an approved child restraint system?',
    choices: ['Until age 4', 'Until age 6', 'Until age 8', 'Until age 12'],
    correctIndex: 2,
    explanation:
      'Children must ride in a child restraint (car seat or booster) suited to their age and size until they turn 8.',
    source: section('Seat Belts and Child Restraints'),
  },
  {
    prompt: 'When you pass a bicyclist riding in the same direction, leave at least:',
    choices: ['1 foot', '2 feet', '3 feet', '5 feet'],
    correctIndex: 2,
    explanation:
      'Allow at least 3 feet between the right side of your vehicle, including its mirror, and the bicyclist.',
    source: section('Sharing the Road (Bicycles)'),
  },
  {
    prompt: 'You may not park within how many feet of a fire hydrant?',
    choices: ['5 feet', '10 feet', '15 feet', '25 feet'],
    correctIndex: 2,
    explanation: 'Parking within 15 feet of a fire hydrant is prohibited.',
    source: section('Parking (Where parking is prohibited)'),
  },
  {
    prompt: 'When must your headlights be on?',
    choices: [
      'Only on unlit roads',
      'From sunset to sunrise, and whenever you cannot clearly see people and vehicles 1,000 feet ahead',
      'Only when it rains',
      'From one hour after sunset until one hour before sunrise',
    ],
    correctIndex: 1,
    explanation:
      'Use headlights from sunset to sunrise and any other time weather or light keeps you from seeing 1,000 feet ahead.',
    source: section('Night Driving (Headlights)'),
  },
  {
    prompt: 'You must switch from high beams to low beams when an oncoming vehicle is within:',
    choices: ['200 feet', '350 feet', '500 feet', '1,000 feet'],
    correctIndex: 2,
    explanation: 'Dim your high beams within 500 feet of a vehicle coming toward you.',
    source: section('Night Driving (Headlights)'),
  },
  {
    prompt: 'You park facing downhill next to a curb. Turn your front wheels:',
    choices: ['Toward the curb', 'Away from the curb', 'Straight ahead', 'Toward the center line'],
    correctIndex: 0,
    explanation:
      'Turned toward the curb, the wheels keep the vehicle from rolling into traffic. Set the parking brake too.',
    source: section('Parking (Parking on a hill)'),
  },
  {
    prompt: 'You park facing uphill next to a curb. Turn your front wheels:',
    choices: [
      'Toward the curb',
      'Straight ahead',
      'Away from the curb, letting the vehicle roll back until a front wheel rests against it',
      'It does not matter if the parking brake is set',
    ],
    correctIndex: 2,
    explanation:
      'Turn the wheels away from the curb so that, if the vehicle rolls back, the curb stops it.',
    source: section('Parking (Parking on a hill)'),
  },
  {
    prompt: 'At a four-way stop, you and another vehicle stop at the same time. Who goes first?',
    choices: [
      'The vehicle on the left',
      'The vehicle on the right',
      'The vehicle turning left',
      'The faster vehicle',
    ],
    correctIndex: 1,
    explanation:
      'When two vehicles arrive together, the driver on the left yields to the one on the right.',
    source: section('Right-of-Way (Intersections)'),
  },
  {
    prompt: 'When you turn left at an intersection, you must yield to:',
    choices: [
      'Only vehicles already in the intersection',
      'Nobody, if your light is green',
      'Oncoming vehicles that are close enough to be a hazard, and pedestrians',
      'Vehicles behind you',
    ],
    correctIndex: 2,
    explanation:
      'A left-turning driver yields to oncoming traffic and to pedestrians in the crosswalk before turning.',
    source: section('Right-of-Way (Turning left)'),
  },
  {
    prompt: 'When you enter a roundabout, you must:',
    choices: [
      'Yield to traffic already in the roundabout and travel counterclockwise',
      'Stop in the circle to let others in',
      'Travel clockwise, keeping the island on your right',
      'Expect vehicles in the circle to yield to you',
    ],
    correctIndex: 0,
    explanation:
      'Yield to vehicles already circulating, enter to the right and go counterclockwise around the center island.',
    source: section('Roundabouts'),
  },
  {
    prompt: 'A flashing red traffic light means:',
    choices: [
      'Slow down and go through with caution',
      'Stop completely, then go when it is safe, as at a stop sign',
      'The signal is about to turn green',
      'Only pedestrians may cross',
    ],
    correctIndex: 1,
    explanation: 'Treat a flashing red light exactly like a stop sign.',
    source: section('Traffic Signals'),
  },
  {
    prompt: 'A flashing yellow arrow for a left turn means:',
    choices: [
      'You have the right-of-way to turn left',
      'Left turns are not allowed',
      'Stop and wait for a green arrow',
      'You may turn left after yielding to oncoming traffic and pedestrians',
    ],
    correctIndex: 3,
    explanation:
      'A flashing yellow arrow permits the turn, but oncoming traffic and pedestrians have the right-of-way.',
    source: section('Traffic Signals'),
  },
  {
    prompt: 'Unless a sign forbids it, may you turn right on a steady red light?',
    choices: [
      'No, never',
      'Yes, after coming to a full stop and yielding to pedestrians and traffic',
      'Yes, without stopping if nobody is coming',
      'Only on one-way streets',
    ],
    correctIndex: 1,
    explanation:
      'Stop completely, yield to pedestrians and cross traffic, then turn right unless a NO TURN ON RED sign is posted.',
    source: section('Traffic Signals'),
  },
  {
    prompt: 'A solid yellow line on your side of the center line means:',
    choices: [
      'You may pass when the way is clear',
      'You must not cross it to pass',
      'The lane ends ahead',
      'It marks a bicycle lane',
    ],
    correctIndex: 1,
    explanation:
      'A solid yellow line on your side marks a no-passing zone; a broken line on your side allows passing when safe.',
    source: section('Pavement Markings'),
  },
  {
    prompt: 'A five-sided (pentagon) sign warns of:',
    choices: [
      'A railroad crossing',
      'A school zone or school crossing',
      'A no-passing zone',
      'A hospital ahead',
    ],
    correctIndex: 1,
    explanation: 'The pentagon shape is used for school zone and school crossing signs.',
    source: section('Traffic Signs (Shapes)'),
  },
  {
    prompt: 'A pedestrian using a white cane or a guide dog is crossing in front of you. You must:',
    choices: [
      'Sound your horn so they know you are there',
      'Drive around them slowly',
      'Always yield the right-of-way to them',
      'Yield only inside a marked crosswalk',
    ],
    correctIndex: 2,
    explanation:
      'Blind pedestrians always have the right-of-way; stop and do not honk, which could startle them.',
    source: section('Sharing the Road (Pedestrians)'),
  },
  {
    prompt: 'How much lane space is a motorcycle entitled to?',
    choices: [
      'Half a lane, so cars may share it',
      'The full width of a lane',
      'Only the right-hand third of the lane',
      'None; motorcycles must ride on the shoulder',
    ],
    correctIndex: 1,
    explanation:
      'A motorcycle needs and is entitled to a full lane; never drive beside one in the same lane.',
    source: section('Sharing the Road (Motorcycles)'),
  },
  {
    prompt: 'If you cannot see a truck driver in the truck’s side mirror, then:',
    choices: [
      'The driver can see you on the camera',
      'You are in a safe position to stay',
      'The truck driver probably cannot see you either',
      'The truck is about to stop',
    ],
    correctIndex: 2,
    explanation:
      'Trucks have large blind spots (no-zones); if you cannot see the driver in the mirror, the driver cannot see you.',
    source: section('Sharing the Road (Trucks)'),
  },
  {
    prompt:
      'After a minor crash in which nobody is hurt and the vehicles can be driven, you should:',
    choices: [
      'Leave the vehicles where they stopped until police arrive',
      'Move the vehicles out of traffic if it is safe, then exchange information and report it',
      'Drive away if the damage looks small',
      'Wait for your insurance company before moving',
    ],
    correctIndex: 1,
    explanation:
      'Move drivable vehicles off the road to avoid another crash, stay at the scene, exchange information and report the crash to police.',
    source: section('Crashes'),
  },
  {
    prompt: 'Your car begins to skid on a slippery road. You should:',
    choices: [
      'Brake hard and hold the wheel straight',
      'Ease off the accelerator and steer in the direction you want the car to go',
      'Steer the opposite way from where you want to go',
      'Accelerate to regain traction',
    ],
    correctIndex: 1,
    explanation:
      'Take your foot off the gas, do not slam the brakes, and steer where you want the front of the car to go.',
    source: section('Winter Driving (Skids)'),
  },
  {
    prompt: 'In fog or heavy snow, which lights should you use?',
    choices: ['High beams', 'Parking lights only', 'Low beams', 'Hazard lights while moving'],
    correctIndex: 2,
    explanation: 'High beams reflect off fog and snow and blind you; use low beams and slow down.',
    source: section('Adverse Conditions'),
  },
];
