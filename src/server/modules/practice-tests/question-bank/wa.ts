// Washington's practice questions, written from the Washington Driver Guide (Washington State
// Department of Licensing). Only rules the guide states plainly; see docs/practice-tests.md.
import type { BankQuestion } from './bank-question.ts';

const HANDBOOK = 'Washington Driver Guide';
const section = (name: string) => `${HANDBOOK}: ${name}`;

export const WASHINGTON_QUESTIONS: readonly BankQuestion[] = [
  {
    prompt: 'Unless a different limit is posted, what is the speed limit on city and town streets?',
    choices: ['20 mph', '25 mph', '30 mph', '35 mph'],
    correctIndex: 1,
    explanation: 'City and town streets have a 25 mph limit unless another speed is posted.',
    source: section('Rules of the Road (Speed limits)'),
  },
  {
    prompt: 'Unless a different limit is posted, what is the speed limit on county roads?',
    choices: ['35 mph', '45 mph', '50 mph', '60 mph'],
    correctIndex: 2,
    explanation: 'County roads have a 50 mph limit unless another speed is posted.',
    source: section('Rules of the Road (Speed limits)'),
  },
  {
    prompt: 'Unless a different limit is posted, what is the speed limit on state highways?',
    choices: ['55 mph', '60 mph', '65 mph', '70 mph'],
    correctIndex: 1,
    explanation:
      'State highways have a 60 mph limit unless a sign shows another, such as 70 mph on some freeways.',
    source: section('Rules of the Road (Speed limits)'),
  },
  {
    prompt: 'What is the speed limit in a school or playground speed zone when it is in effect?',
    choices: ['15 mph', '20 mph', '25 mph', '30 mph'],
    correctIndex: 1,
    explanation: 'School and playground speed zones have a 20 mph limit when in effect.',
    source: section('Rules of the Road (School zones)'),
  },
  {
    prompt:
      'The posted speed limit is 60 mph but fog has made it hard to see. How fast may you drive?',
    choices: [
      '60 mph, because it is the legal limit',
      'No faster than is reasonable and prudent for the conditions',
      '55 mph',
      '65 mph when passing',
    ],
    correctIndex: 1,
    explanation:
      'Speed limits are for ideal conditions; you must slow to a speed that is safe for weather, traffic and visibility.',
    source: section('Rules of the Road (Speed limits)'),
  },
  {
    prompt: 'At speeds above 30 mph, what following distance does the guide recommend?',
    choices: ['At least four seconds', 'Two seconds', 'One second', 'One car length per 20 mph'],
    correctIndex: 0,
    explanation:
      'At 30 mph or less two to three seconds may be enough, but at higher speeds use the four-second rule.',
    source: section('Safe Driving Tips (Space ahead)'),
  },
  {
    prompt: 'You must signal a turn or lane change continuously for at least:',
    choices: ['The last 50 feet', 'The last 300 feet', 'The last 100 feet', 'The last 500 feet'],
    correctIndex: 2,
    explanation: 'Signal during at least the last 100 feet before you turn or change lanes.',
    source: section('Rules of the Road (Signaling)'),
  },
  {
    prompt: 'On a highway with two or more lanes in your direction, the left lane is for:',
    choices: [
      'Trucks and buses',
      'Vehicles towing trailers',
      'Driving at any speed you choose',
      'Passing, and for turning left or merging when needed',
    ],
    correctIndex: 3,
    explanation:
      'Keep right except to pass; do not stay in the left lane of a multilane highway if you are not passing.',
    source: section('Rules of the Road (Lane use)'),
  },
  {
    prompt: 'Where may you turn left on a red light in Washington?',
    choices: [
      'Nowhere',
      'Onto a one-way street, after stopping and yielding, unless a sign forbids it',
      'At any intersection if no cars are coming',
      'Only onto a freeway',
    ],
    correctIndex: 1,
    explanation:
      'After a full stop and yielding, you may turn left on red onto a one-way street moving left, unless a sign prohibits it.',
    source: section('Rules of the Road (Traffic signals)'),
  },
  {
    prompt: 'Unless a sign forbids it, when may you turn right on a red light?',
    choices: [
      'Never',
      'Without stopping if the way is clear',
      'After coming to a complete stop and yielding to pedestrians and traffic',
      'Only at night',
    ],
    correctIndex: 2,
    explanation:
      'Stop completely, yield to pedestrians and cross traffic, then turn when it is safe.',
    source: section('Rules of the Road (Traffic signals)'),
  },
  {
    prompt: 'A steady red arrow means:',
    choices: [
      'Do not turn in the direction of the arrow until it changes',
      'You may turn in the arrow’s direction after yielding',
      'The lane is closed',
      'Turn quickly before the light changes',
    ],
    correctIndex: 0,
    explanation: 'A red arrow means stop; you may not make the turn it shows until it changes.',
    source: section('Rules of the Road (Traffic signals)'),
  },
  {
    prompt: 'A diamond shape painted on a lane means the lane is:',
    choices: [
      'A bicycle lane',
      'A passing lane for trucks',
      'Closed for repairs',
      'Reserved for high-occupancy vehicles (HOV) or other special use',
    ],
    correctIndex: 3,
    explanation:
      'Diamond markings show a lane reserved for HOVs, buses or other special uses during the posted times.',
    source: section('Rules of the Road (Reserved lanes)'),
  },
  {
    prompt: 'When you enter a roundabout, you should:',
    choices: [
      'Expect traffic in the roundabout to yield to you',
      'Yield to traffic already in the roundabout and go counterclockwise',
      'Stop inside the roundabout to let others in',
      'Go clockwise around the centre island',
    ],
    correctIndex: 1,
    explanation:
      'Slow down, yield to vehicles and pedestrians already in the roundabout, and travel counterclockwise.',
    source: section('Rules of the Road (Roundabouts)'),
  },
  {
    prompt: 'What is the blood alcohol limit for a driver 21 or older in Washington?',
    choices: ['0.02%', '0.05%', '0.08%', '0.10%'],
    correctIndex: 2,
    explanation: 'Drivers 21 and older are under the influence at 0.08% or more.',
    source: section('Be in Shape to Drive (Alcohol)'),
  },
  {
    prompt: 'A driver under 21 is breaking the law in Washington when driving with a BAC of:',
    choices: ['0.02% or more', '0.05% or more', '0.08% or more', '0.10% or more'],
    correctIndex: 0,
    explanation: 'Drivers under 21 may not drive with a BAC of 0.02% or more.',
    source: section('Be in Shape to Drive (Alcohol)'),
  },
  {
    prompt: 'For a driver 21 or older, what THC concentration in the blood is the legal limit?',
    choices: [
      '1.0 nanogram per millilitre',
      '5.0 nanograms per millilitre',
      '10 nanograms per millilitre',
      'There is no limit for adults',
    ],
    correctIndex: 1,
    explanation:
      'Drivers 21 and older are under the influence at 5.0 ng/mL of THC or more; for drivers under 21 any THC above 0.00 counts.',
    source: section('Be in Shape to Drive (Marijuana)'),
  },
  {
    prompt: 'If you are arrested for DUI and refuse a breath test, Washington will:',
    choices: [
      'Revoke your driver licence for at least one year',
      'Let you go with a warning',
      'Suspend your licence for 24 hours',
      'Only fine you',
    ],
    correctIndex: 0,
    explanation:
      'Under implied consent, refusing the breath test brings revocation of your licence for at least one year, and the refusal can be used as evidence in court.',
    source: section('Be in Shape to Drive (Implied consent)'),
  },
  {
    prompt: 'What does Washington law say about holding a phone while driving?',
    choices: [
      'It is allowed when stopped at a red light',
      'It is allowed for calls but not texts',
      'It is illegal to hold a phone or other electronic device while driving, including at stop lights',
      'It is only illegal in school zones',
    ],
    correctIndex: 2,
    explanation:
      'Holding a personal electronic device while driving is illegal, even in traffic or at a stop light; a single touch to start a hands-free function is allowed, and you may call 911.',
    source: section('Safe Driving Tips (Distracted driving)'),
  },
  {
    prompt: 'May an intermediate licence holder use a hands-free phone while driving?',
    choices: [
      'Yes, always',
      'Yes, on highways only',
      'Yes, if a passenger is present',
      'No, except to report an emergency',
    ],
    correctIndex: 3,
    explanation:
      'Intermediate licence holders may not use a wireless device at all while driving, even hands-free, unless reporting an emergency.',
    source: section('Getting a License (Intermediate license)'),
  },
  {
    prompt:
      'At what age can a Washington teen enrolled in driver training get an instruction permit?',
    choices: ['14', '15', '15 and a half', '16'],
    correctIndex: 1,
    explanation:
      'A teen may get a permit at 15 if enrolled in driver training, or at 15 and a half after passing the knowledge test otherwise.',
    source: section('Getting a License (Instruction permit)'),
  },
  {
    prompt: 'Before getting an intermediate licence, how much supervised driving must a teen log?',
    choices: [
      '30 hours, 5 at night',
      '40 hours, 10 at night',
      '50 hours, 10 at night',
      '65 hours, 10 at night',
    ],
    correctIndex: 2,
    explanation:
      'A parent or guardian must certify at least 50 hours of supervised driving, 10 of them at night.',
    source: section('Getting a License (Intermediate license)'),
  },
  {
    prompt:
      'For the first six months of an intermediate licence, how many passengers under 20 who are not immediate family may ride with you?',
    choices: ['None', 'One', 'Two', 'Three'],
    correctIndex: 0,
    explanation:
      'For the first six months no passengers under 20 may ride with you unless they are immediate family; after that, no more than three.',
    source: section('Getting a License (Intermediate license)'),
  },
  {
    prompt:
      'Unless a parent, guardian or licensed driver 25 or older is with you, an intermediate licence holder may not drive between:',
    choices: [
      '10 p.m. and 5 a.m.',
      '11 p.m. and 5 a.m.',
      'Midnight and 5 a.m.',
      '1 a.m. and 5 a.m.',
    ],
    correctIndex: 3,
    explanation:
      'Intermediate drivers may not drive from 1 a.m. to 5 a.m. without a parent, guardian or licensed driver 25 or older, with limited exceptions such as farm work.',
    source: section('Getting a License (Intermediate license)'),
  },
  {
    prompt: 'Who must wear a seat belt in Washington?',
    choices: [
      'Only the driver',
      'The driver and every passenger',
      'Only front-seat occupants',
      'Only passengers under 16',
    ],
    correctIndex: 1,
    explanation: 'Drivers and all passengers must be buckled up or in the right child restraint.',
    source: section('Safe Driving Tips (Seat belts)'),
  },
  {
    prompt: 'Where should children under 13 ride, when it is practical?',
    choices: [
      'In the front seat',
      'In a cargo area',
      'In the back seat',
      'Anywhere with a lap belt',
    ],
    correctIndex: 2,
    explanation: 'Children under 13 must ride in the back seat where it is practical to do so.',
    source: section('Safe Driving Tips (Child restraints)'),
  },
  {
    prompt: 'A child who has outgrown a car seat must use a booster seat until:',
    choices: [
      'They are 4 feet 9 inches tall',
      'Age 4',
      'They weigh 40 pounds',
      'They can reach the floor with their feet',
    ],
    correctIndex: 0,
    explanation:
      'Children ride in a booster seat until they are 4 feet 9 inches tall, usually between 8 and 12, so the adult belt fits properly.',
    source: section('Safe Driving Tips (Child restraints)'),
  },
  {
    prompt:
      'On a two-lane road, a school bus stopped in the oncoming lane turns on its flashing red lights. You must:',
    choices: [
      'Continue, because it is in the other lane',
      'Pull onto the shoulder and continue',
      'Slow to 20 mph and pass',
      'Stop and remain stopped until the red lights stop flashing',
    ],
    correctIndex: 3,
    explanation:
      'On a two-lane road traffic in both directions must stop for a school bus with flashing red lights.',
    source: section('Rules of the Road (School buses)'),
  },
  {
    prompt:
      'When do you NOT have to stop for a school bus with flashing red lights that is travelling the opposite way?',
    choices: [
      'On any road with a centre line',
      'On a road with three or more marked lanes, or a divided highway',
      'When no children are visible',
      'When you are late for school yourself',
    ],
    correctIndex: 1,
    explanation:
      'Oncoming traffic need not stop on a road with three or more marked lanes (a centre turn lane counts) or a divided highway; traffic behind the bus must always stop.',
    source: section('Rules of the Road (School buses)'),
  },
  {
    prompt: 'You must yield to a pedestrian crossing at:',
    choices: [
      'Any marked or unmarked crosswalk, including at intersections without painted lines',
      'Marked crosswalks only',
      'Only crossings with a signal',
      'Only school crossings',
    ],
    correctIndex: 0,
    explanation:
      'Every intersection has a crosswalk whether or not it is marked; stop for pedestrians in it.',
    source: section('Rules of the Road (Pedestrians)'),
  },
  {
    prompt: 'A pedestrian carrying a white cane or walking with a guide dog is crossing. You must:',
    choices: [
      'Sound your horn to warn them',
      'Drive around them slowly',
      'Always yield the right of way',
      'Yield only at a crosswalk with a signal',
    ],
    correctIndex: 2,
    explanation:
      'A white cane or guide dog shows the person may be blind; always stop and let them cross.',
    source: section('Rules of the Road (Pedestrians)'),
  },
  {
    prompt: 'An emergency vehicle with lights and siren on approaches. You must:',
    choices: [
      'Move into the left lane',
      'Speed up and let it follow you',
      'Stop where you are, even inside an intersection',
      'Pull to the right edge of the road and stop until it passes',
    ],
    correctIndex: 3,
    explanation:
      'Yield by pulling to the right and stopping, clear of intersections, until it has passed.',
    source: section('Rules of the Road (Emergency vehicles)'),
  },
  {
    prompt:
      'You approach an emergency vehicle, tow truck or roadside assistance vehicle stopped with its warning lights on. You must:',
    choices: [
      'Keep your speed and lane',
      'Move away from it by changing lanes if safe, or slow down if you cannot',
      'Stop behind it',
      'Flash your headlights',
    ],
    correctIndex: 1,
    explanation:
      'The move-over law requires you to change to a lane away from the stopped vehicle when safe, or slow down if you cannot.',
    source: section('Rules of the Road (Move over law)'),
  },
  {
    prompt: 'When passing a bicyclist in the same lane, you should:',
    choices: [
      'Pass close to the rider to save time',
      'Honk so the rider moves to the shoulder',
      'Slow down and pass with plenty of room, moving into another lane when you can',
      'Follow closely until the rider turns off',
    ],
    correctIndex: 2,
    explanation:
      'Give bicyclists a safe distance when passing, moving into an adjacent lane if there is one, and never squeeze past.',
    source: section('Sharing the Road (Bicyclists)'),
  },
  {
    prompt: 'How should you share a lane with a motorcycle?',
    choices: [
      'Do not share it; a motorcycle is entitled to the full lane',
      'Ride side by side with it in the lane',
      'Pass it within the same lane',
      'Move to the left part of the lane to give it room',
    ],
    correctIndex: 0,
    explanation: 'Motorcycles need the whole lane to ride safely; never share it with them.',
    source: section('Sharing the Road (Motorcycles)'),
  },
  {
    prompt: 'When following a large truck, why should you leave extra space?',
    choices: [
      'Trucks are slower to accelerate',
      'It is required only on hills',
      'Trucks have better brakes than cars',
      'The truck blocks your view of the road ahead and its driver may not see you',
    ],
    correctIndex: 3,
    explanation:
      'Large vehicles block your view and have big blind spots; if you cannot see the driver in their mirror, they cannot see you.',
    source: section('Sharing the Road (Trucks)'),
  },
  {
    prompt: 'When must your headlights be on?',
    choices: [
      'From sunset to sunrise only',
      'From a half hour after sunset to a half hour before sunrise, and whenever you cannot see 1,000 feet ahead',
      'Only when street lights are off',
      'Only on freeways',
    ],
    correctIndex: 1,
    explanation:
      'Use headlights from a half hour after sunset until a half hour before sunrise, and whenever visibility is poor.',
    source: section('Safe Driving Tips (Headlights)'),
  },
  {
    prompt: 'You must dim your high beams when an oncoming vehicle is within:',
    choices: ['200 feet', '300 feet', '500 feet', '1,000 feet'],
    correctIndex: 2,
    explanation: 'Switch to low beams within 500 feet of an oncoming vehicle.',
    source: section('Safe Driving Tips (Headlights)'),
  },
  {
    prompt: 'You must dim your high beams when following a vehicle within:',
    choices: ['100 feet', '300 feet', '500 feet', '800 feet'],
    correctIndex: 1,
    explanation: 'Use low beams within 300 feet of a vehicle you are following.',
    source: section('Safe Driving Tips (Headlights)'),
  },
  {
    prompt: 'When you park parallel to a curb, your wheels must be within:',
    choices: ['6 inches', '12 inches', '18 inches', '24 inches'],
    correctIndex: 1,
    explanation: 'Park with your wheels within 12 inches of the curb.',
    source: section('Rules of the Road (Parking)'),
  },
  {
    prompt: 'You may not park within how many feet of a fire hydrant?',
    choices: ['5 feet', '10 feet', '15 feet', '20 feet'],
    correctIndex: 2,
    explanation: 'Do not park within 15 feet of a fire hydrant.',
    source: section('Rules of the Road (Parking)'),
  },
  {
    prompt: 'You may not park within how many feet of a traffic signal, stop sign or yield sign?',
    choices: ['15 feet', '20 feet', '30 feet', '50 feet'],
    correctIndex: 2,
    explanation: 'Do not park within 30 feet of a traffic signal, stop sign or yield sign.',
    source: section('Rules of the Road (Parking)'),
  },
  {
    prompt: 'You may not park within how many feet of a railroad crossing?',
    choices: ['15 feet', '25 feet', '50 feet', '100 feet'],
    correctIndex: 2,
    explanation: 'Do not park within 50 feet of a railroad crossing.',
    source: section('Rules of the Road (Parking)'),
  },
  {
    prompt: 'Crossing signals warn of an approaching train. Where must you stop?',
    choices: [
      'Between 15 and 50 feet from the nearest rail',
      'On the tracks, to see better',
      'Right at the nearest rail',
      'At least 200 feet away',
    ],
    correctIndex: 0,
    explanation:
      'Stop no closer than 15 feet and no farther than 50 feet from the nearest rail, and do not go until it is safe.',
    source: section('Rules of the Road (Railroad crossings)'),
  },
  {
    prompt:
      'After a collision that no law enforcement officer investigated, each driver involved must file a collision report within:',
    choices: ['24 hours', '4 days', '30 days', '60 days'],
    correctIndex: 1,
    explanation:
      'If no officer investigates, each driver must submit a collision report within 4 days; when an officer investigates, the officer files it.',
    source: section('Emergencies (Collisions)'),
  },
  {
    prompt: 'You hit an unattended parked car. What must you do?',
    choices: [
      'Drive away if the damage is under $1,000',
      'Wait for the owner for up to 24 hours',
      'Try to find the owner; if you cannot, leave a note with your name, address and how to reach you, and report it to police',
      'Report it only to your insurance company',
    ],
    correctIndex: 2,
    explanation:
      'Stop, try to locate the owner, and if you cannot, leave your contact details in a visible place and report the collision to police.',
    source: section('Emergencies (Collisions)'),
  },
];
