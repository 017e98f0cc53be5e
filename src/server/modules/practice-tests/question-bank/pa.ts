// Pennsylvania's practice questions, written from the Pennsylvania Driver's Manual (Pennsylvania
// Department of Transportation). Only rules the manual states plainly; see docs/practice-tests.md.
import type { BankQuestion } from './bank-question.ts';

const HANDBOOK = "Pennsylvania Driver's Manual";
const section = (name: string) => `${HANDBOOK}: ${name}`;

export const PENNSYLVANIA_QUESTIONS: readonly BankQuestion[] = [
  {
    prompt: 'Unless a different limit is posted, what is the maximum speed limit in Pennsylvania?',
    choices: ['45 mph', '55 mph', '65 mph', '70 mph'],
    correctIndex: 1,
    explanation:
      'The limit is 55 mph unless a sign shows another; some highways are posted at 65 or 70 mph.',
    source: section('Learning to Drive (Speed limits)'),
  },
  {
    prompt: 'Unless another speed is posted, what is the speed limit in an urban district?',
    choices: ['25 mph', '30 mph', '35 mph', '45 mph'],
    correctIndex: 2,
    explanation: 'Urban districts have a 35 mph limit unless a different limit is posted.',
    source: section('Learning to Drive (Speed limits)'),
  },
  {
    prompt:
      'What is the speed limit in a school zone when its lights are flashing or during the posted times?',
    choices: ['10 mph', '15 mph', '20 mph', '25 mph'],
    correctIndex: 1,
    explanation:
      'School zones have a 15 mph limit while the warning lights flash or during the times shown on the sign.',
    source: section('Learning to Drive (School zones)'),
  },
  {
    prompt: 'Driving at the posted speed limit may still be too fast when:',
    choices: [
      'Rain, fog, traffic or road conditions make that speed unsafe',
      'The road is dry and traffic is light',
      'You are on an interstate',
      'Never; the posted limit is always a safe speed',
    ],
    correctIndex: 0,
    explanation:
      'You must drive at a speed that is safe for conditions; in bad weather, heavy traffic or poor visibility that may be well under the limit.',
    source: section('Learning to Drive (Speed)'),
  },
  {
    prompt:
      'What following distance does the manual recommend behind the vehicle ahead in good conditions?',
    choices: ['One second', 'Two seconds', 'At least four seconds', 'One car length'],
    correctIndex: 2,
    explanation:
      'Use the four-second rule on dry pavement, and allow more on wet or slippery roads and behind large vehicles.',
    source: section('Learning to Drive (Following distance)'),
  },
  {
    prompt: 'At speeds under 35 mph, you must signal a turn for at least:',
    choices: ['The last 50 feet', 'The last 500 feet', 'The last 300 feet', 'The last 100 feet'],
    correctIndex: 3,
    explanation: 'Below 35 mph, give your turn signal continuously for at least the last 100 feet.',
    source: section('Learning to Drive (Turning)'),
  },
  {
    prompt: 'At 35 mph or faster, you must signal a turn for at least:',
    choices: ['The last 100 feet', 'The last 300 feet', 'The last 200 feet', 'The last 1,000 feet'],
    correctIndex: 1,
    explanation: 'At 35 mph or more, signal for at least the last 300 feet before turning.',
    source: section('Learning to Drive (Turning)'),
  },
  {
    prompt: 'At what age can you first apply for a Pennsylvania learner’s permit?',
    choices: ['15', '15 and a half', '16', '17'],
    correctIndex: 2,
    explanation: 'You must be at least 16 to apply for a learner’s permit.',
    source: section("Learner's Permit"),
  },
  {
    prompt:
      'Before taking the road test, a driver under 18 must complete how much supervised driving?',
    choices: [
      '50 hours, including 10 at night',
      '65 hours, including 10 at night and 5 in bad weather',
      '30 hours, including 5 at night',
      '100 hours, including 20 at night',
    ],
    correctIndex: 1,
    explanation:
      'A parent or guardian must certify 65 hours of supervised driving: at least 10 at night and 5 in inclement weather.',
    source: section("Learner's Permit (Driving practice)"),
  },
  {
    prompt: 'How long must a driver under 18 hold a learner’s permit before taking the road test?',
    choices: ['30 days', '3 months', '6 months', '1 year'],
    correctIndex: 2,
    explanation: 'Drivers under 18 must hold the learner’s permit for at least six months.',
    source: section("Learner's Permit"),
  },
  {
    prompt:
      'Unless accompanied by a parent, guardian or spouse, or travelling for work or certain volunteer activities, a junior licence holder may not drive between:',
    choices: [
      '9 p.m. and 5 a.m.',
      '10 p.m. and 6 a.m.',
      '11 p.m. and 5 a.m.',
      'Midnight and 6 a.m.',
    ],
    correctIndex: 2,
    explanation: 'Junior drivers may not drive from 11 p.m. to 5 a.m. except as the law allows.',
    source: section('Junior License (Restrictions)'),
  },
  {
    prompt:
      'During the first six months of a junior licence, how many passengers under 18 who are not immediate family may ride with you without a parent or guardian?',
    choices: ['None', 'One', 'Two', 'Three'],
    correctIndex: 1,
    explanation:
      'For the first six months only one non-family passenger under 18 is allowed; after that, up to three, unless a parent or guardian is in the vehicle.',
    source: section('Junior License (Restrictions)'),
  },
  {
    prompt:
      'For a driver 21 or older, driving under the influence in Pennsylvania begins at a BAC of:',
    choices: ['0.02%', '0.05%', '0.08%', '0.10%'],
    correctIndex: 2,
    explanation: 'A BAC of 0.08% or more is DUI for adult drivers of ordinary vehicles.',
    source: section('Driving Under the Influence (Blood alcohol limits)'),
  },
  {
    prompt:
      'For a driver under 21, driving under the influence in Pennsylvania begins at a BAC of:',
    choices: ['0.00%', '0.02%', '0.04%', '0.08%'],
    correctIndex: 1,
    explanation: 'Drivers under 21 are DUI at a BAC of 0.02% or more.',
    source: section('Driving Under the Influence (Blood alcohol limits)'),
  },
  {
    prompt: 'What is the BAC limit for drivers of commercial vehicles?',
    choices: ['0.02%', '0.04%', '0.06%', '0.08%'],
    correctIndex: 1,
    explanation:
      'Commercial vehicle drivers are DUI at 0.04% or more (0.02% for school bus drivers).',
    source: section('Driving Under the Influence (Blood alcohol limits)'),
  },
  {
    prompt:
      'If you are arrested for DUI and refuse a chemical test, your driving privilege will be suspended for at least:',
    choices: ['30 days', '90 days', '6 months', '12 months'],
    correctIndex: 3,
    explanation:
      'Under the implied consent law, refusing a breath, blood or urine test brings a suspension of at least one year.',
    source: section('Driving Under the Influence (Chemical testing)'),
  },
  {
    prompt: 'Is it legal to send or read a text message while driving in Pennsylvania?',
    choices: [
      'Yes, when stopped at a red light only',
      'Yes, if you are 18 or older',
      'No, texting while driving is illegal for all drivers',
      'Yes, on roads with a limit under 35 mph',
    ],
    correctIndex: 2,
    explanation:
      'Pennsylvania prohibits every driver from using a wireless device to send, read or write a text-based message while driving.',
    source: section('Distracted Driving'),
  },
  {
    prompt: 'Children under 4 years old must ride:',
    choices: [
      'In an approved child safety seat',
      'In a seat belt in any seat',
      'On an adult’s lap in the back seat',
      'In the front seat so the driver can see them',
    ],
    correctIndex: 0,
    explanation: 'Children under 4 must be secured in an approved child safety seat.',
    source: section('Seat Belts and Child Restraints'),
  },
  {
    prompt: 'Children from age 4 up to age 8 must ride:',
    choices: [
      'Without any restraint if they are over 40 pounds',
      'In any seat with a lap belt only',
      'In the front seat',
      'In an appropriate booster seat',
    ],
    correctIndex: 3,
    explanation: 'Children from 4 until their 8th birthday must use an appropriate booster seat.',
    source: section('Seat Belts and Child Restraints'),
  },
  {
    prompt: 'Which occupants must wear a seat belt under Pennsylvania law?',
    choices: [
      'Only the driver',
      'The driver and front-seat passengers, and every passenger under 18 in any seat',
      'Only passengers in the back seat',
      'Nobody on trips under 5 miles',
    ],
    correctIndex: 1,
    explanation:
      'Drivers and front-seat passengers must buckle up, and drivers under 18 may not carry more passengers than there are seat belts.',
    source: section('Seat Belts and Child Restraints'),
  },
  {
    prompt:
      'You meet a school bus stopped with its red lights flashing and stop arm extended. You must stop at least how far from it?',
    choices: ['5 feet', '10 feet', '20 feet', '50 feet'],
    correctIndex: 1,
    explanation:
      'Stop at least 10 feet away and wait until the red lights stop flashing, the stop arm is withdrawn and the children are safe.',
    source: section('Special Circumstances and Emergencies (School buses)'),
  },
  {
    prompt: 'A school bus with flashing amber (yellow) lights means:',
    choices: [
      'The bus is about to stop to load or unload children; be prepared to stop',
      'You may pass the bus at any speed',
      'The bus is broken down',
      'Children have finished crossing',
    ],
    correctIndex: 0,
    explanation:
      'Amber lights warn that the bus is preparing to stop; slow down and be ready to stop when the red lights come on.',
    source: section('Special Circumstances and Emergencies (School buses)'),
  },
  {
    prompt:
      'When may you drive past a school bus stopped with red lights flashing on the opposite side of the road?',
    choices: [
      'Whenever the road has four lanes',
      'When no children are visible',
      'Only when a physical barrier or median separates your roadway from the bus',
      'When you sound your horn first',
    ],
    correctIndex: 2,
    explanation:
      'You need not stop only on a divided highway where a median or barrier separates you from the bus; otherwise stop. When in doubt, stop.',
    source: section('Special Circumstances and Emergencies (School buses)'),
  },
  {
    prompt: 'What is the penalty for failing to stop for a school bus with flashing red lights?',
    choices: [
      'A warning letter',
      'A fine only',
      'A 1-point penalty',
      'A 60-day licence suspension, 5 points and a fine',
    ],
    correctIndex: 3,
    explanation: 'A conviction brings a 60-day suspension, 5 points on your record and a fine.',
    source: section('Special Circumstances and Emergencies (School buses)'),
  },
  {
    prompt:
      'An emergency vehicle using its siren and flashing lights approaches from behind. You must:',
    choices: [
      'Keep going at the same speed',
      'Pull over to the right edge of the road and stop until it passes',
      'Speed up to stay ahead of it',
      'Stop in your lane wherever you are',
    ],
    correctIndex: 1,
    explanation:
      'Yield the right of way: pull to the right, stop, and stay stopped until the emergency vehicle has passed.',
    source: section('Special Circumstances and Emergencies (Emergency vehicles)'),
  },
  {
    prompt:
      'Under the "Steer Clear" (move over) law, when you approach an emergency response area you must:',
    choices: [
      'Sound your horn to warn responders',
      'Stop until the responders leave',
      'Move into a lane not next to the response area if you safely can, or otherwise slow down',
      'Switch on your high beams',
    ],
    correctIndex: 2,
    explanation:
      'Merge into a lane away from the response area when it is safe; if you cannot, slow down and pass with care.',
    source: section('Special Circumstances and Emergencies (Steer Clear law)'),
  },
  {
    prompt: 'When you pass a bicycle, you must leave at least:',
    choices: ['2 feet', '3 feet', '4 feet', '6 feet'],
    correctIndex: 2,
    explanation:
      'Pennsylvania requires at least 4 feet between your vehicle and a bicycle when passing, at a careful and prudent speed.',
    source: section('Sharing the Road (Bicycles)'),
  },
  {
    prompt: 'How much following distance does the manual suggest behind a motorcycle?',
    choices: ['Three or four seconds', 'One second', 'One car length', 'Half a car length'],
    correctIndex: 0,
    explanation:
      'Leave three or four seconds so the rider has room to manoeuvre or stop in an emergency.',
    source: section('Sharing the Road (Motorcycles)'),
  },
  {
    prompt: 'A motorcycle’s turn signal is flashing as it approaches an intersection. You should:',
    choices: [
      'Pull out, because it is certainly turning',
      'Sound your horn',
      'Flash your headlights at the rider',
      'Wait until you are sure the motorcycle is turning before you move',
    ],
    correctIndex: 3,
    explanation:
      'Motorcycle signals often do not cancel themselves; make sure the rider is actually turning before you proceed.',
    source: section('Sharing the Road (Motorcycles)'),
  },
  {
    prompt: 'When must your headlights be on because of the weather?',
    choices: [
      'Only after sunset',
      'Whenever your windshield wipers are on because of bad weather',
      'Only in snow',
      'Only on highways',
    ],
    correctIndex: 1,
    explanation:
      'Pennsylvania law requires headlights whenever your wipers are in continuous or intermittent use because of weather.',
    source: section('Learning to Drive (Headlights)'),
  },
  {
    prompt: 'In a posted work zone, Pennsylvania law requires you to:',
    choices: [
      'Turn on your headlights',
      'Turn on your hazard lights',
      'Stop before entering',
      'Use your high beams',
    ],
    correctIndex: 0,
    explanation: 'Your headlights must be on whenever you drive through a posted work zone.',
    source: section('Special Circumstances and Emergencies (Work zones)'),
  },
  {
    prompt: 'You must switch to low beams when an oncoming vehicle is within:',
    choices: ['200 feet', '300 feet', '500 feet', '1,000 feet'],
    correctIndex: 2,
    explanation: 'Dim your high beams within 500 feet of an oncoming vehicle.',
    source: section('Learning to Drive (Headlights)'),
  },
  {
    prompt: 'You must switch to low beams when you are following a vehicle within:',
    choices: ['100 feet', '300 feet', '500 feet', '1,000 feet'],
    correctIndex: 1,
    explanation: 'Use low beams within 300 feet of a vehicle you are following.',
    source: section('Learning to Drive (Headlights)'),
  },
  {
    prompt: 'When you parallel park at a curb, your wheels must be no farther from it than:',
    choices: ['6 inches', '12 inches', '18 inches', '24 inches'],
    correctIndex: 1,
    explanation: 'Park parallel with your wheels no more than 12 inches from the curb.',
    source: section('Learning to Drive (Parking)'),
  },
  {
    prompt: 'You may not park within how many feet of a fire hydrant?',
    choices: ['10 feet', '15 feet', '20 feet', '30 feet'],
    correctIndex: 1,
    explanation: 'Do not park within 15 feet of a fire hydrant.',
    source: section('Learning to Drive (No-parking zones)'),
  },
  {
    prompt: 'You may not park within how many feet of a crosswalk at an intersection?',
    choices: ['10 feet', '15 feet', '20 feet', '50 feet'],
    correctIndex: 2,
    explanation: 'Do not park within 20 feet of a crosswalk at an intersection.',
    source: section('Learning to Drive (No-parking zones)'),
  },
  {
    prompt:
      'You may not park within how many feet of a stop sign, yield sign or traffic signal on your approach?',
    choices: ['15 feet', '20 feet', '30 feet', '50 feet'],
    correctIndex: 2,
    explanation:
      'Do not park within 30 feet of a stop sign, yield sign, flashing signal or traffic light.',
    source: section('Learning to Drive (No-parking zones)'),
  },
  {
    prompt: 'You may not park within how many feet of the nearest rail of a railroad crossing?',
    choices: ['15 feet', '25 feet', '50 feet', '100 feet'],
    correctIndex: 2,
    explanation: 'Do not park within 50 feet of the nearest rail of a railroad crossing.',
    source: section('Learning to Drive (No-parking zones)'),
  },
  {
    prompt:
      'When crossing signals warn of a train, you must stop no closer to the nearest rail than:',
    choices: ['5 feet', '10 feet', '15 feet', '25 feet'],
    correctIndex: 2,
    explanation: 'Stop at least 15 feet from the nearest rail and wait until it is safe to cross.',
    source: section('Special Circumstances and Emergencies (Railroad crossings)'),
  },
  {
    prompt: 'A yellow pennant-shaped sign on the left side of the road means:',
    choices: ['Yield ahead', 'Curve ahead', 'No passing zone', 'Railroad crossing ahead'],
    correctIndex: 2,
    explanation: 'The pennant marks the start of a no-passing zone.',
    source: section('Signals, Signs and Pavement Markings (Warning signs)'),
  },
  {
    prompt: 'A five-sided sign shaped like a house warns you of:',
    choices: ['A hospital', 'A toll plaza', 'A rest area', 'A school zone or school crossing'],
    correctIndex: 3,
    explanation: 'Pentagon-shaped signs mark school zones and school crossings.',
    source: section('Signals, Signs and Pavement Markings (Warning signs)'),
  },
  {
    prompt: 'A steady yellow traffic light means:',
    choices: [
      'Speed up to beat the red light',
      'The light is about to turn red; stop if you safely can',
      'You may turn left only',
      'Pedestrians may cross',
    ],
    correctIndex: 1,
    explanation:
      'A steady yellow warns that the signal is changing to red; stop unless you are too close to stop safely.',
    source: section('Signals, Signs and Pavement Markings (Traffic signals)'),
  },
  {
    prompt: 'On a highway with two or more lanes in your direction, you should normally drive:',
    choices: [
      'In the left lane',
      'In whichever lane is emptiest',
      'In the right lane, using the left lane to pass',
      'Straddling the lane line',
    ],
    correctIndex: 2,
    explanation: 'Keep right except when passing or preparing to turn left.',
    source: section('Learning to Drive (Lane use)'),
  },
  {
    prompt:
      'You are in a crash in which someone is injured or killed, or a vehicle must be towed. You must:',
    choices: [
      'Notify the police immediately',
      'Exchange information and leave',
      'Report it to PennDOT within 60 days only',
      'Call only your insurance company',
    ],
    correctIndex: 0,
    explanation:
      'Stop, help the injured, exchange information and notify police right away when there is injury, death or a vehicle that cannot be driven.',
    source: section('Special Circumstances and Emergencies (Crashes)'),
  },
];
