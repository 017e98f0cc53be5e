// Maryland's practice questions, written from the Maryland Driver's Manual (Maryland Motor Vehicle
// Administration). Only rules the handbook states plainly; see docs/practice-tests.md.
import type { BankQuestion } from './bank-question.ts';

const HANDBOOK = "Maryland Driver's Manual";
const section = (name: string) => `${HANDBOOK}: ${name}`;

export const MARYLAND_QUESTIONS: readonly BankQuestion[] = [
  {
    prompt: 'In Maryland, how fast may you drive when conditions are poor?',
    choices: [
      'At the posted limit, since it is always legal',
      'No faster than is reasonable and prudent for the conditions, even if that is below the limit',
      '5 mph under the posted limit, whatever the conditions',
      'At the speed of the traffic around you',
    ],
    correctIndex: 1,
    explanation:
      'You must never drive faster than is reasonable and prudent for the weather, traffic and road, whatever the posted limit.',
    source: section('Speed Control'),
  },
  {
    prompt:
      'Unless another speed is posted, what is the speed limit on a highway in a business district?',
    choices: ['25 mph', '30 mph', '35 mph', '40 mph'],
    correctIndex: 1,
    explanation:
      'The limit is 30 mph in business districts (and on undivided highways in residential districts) unless otherwise posted.',
    source: section('Speed Control (Speed limits)'),
  },
  {
    prompt: 'For a driver 21 or older, driving under the influence (DUI) per se is a BAC of:',
    choices: ['0.05 or more', '0.07 or more', '0.08 or more', '0.10 or more'],
    correctIndex: 2,
    explanation: 'A blood alcohol concentration of 0.08 or more is driving under the influence.',
    source: section('Alcohol and Drugs (BAC levels)'),
  },
  {
    prompt:
      'In Maryland, a driver can be charged with driving while impaired by alcohol (DWI) with a BAC as low as:',
    choices: ['0.02', '0.04', '0.07', '0.10'],
    correctIndex: 2,
    explanation:
      'A BAC of 0.07 is evidence of driving while impaired, a lesser charge than DUI but still a crime.',
    source: section('Alcohol and Drugs (BAC levels)'),
  },
  {
    prompt: 'A driver under 21 violates the alcohol restriction on the licence with a BAC of:',
    choices: ['0.02 or more', '0.05 or more', '0.07 or more', '0.08 or more'],
    correctIndex: 0,
    explanation:
      'Drivers under 21 hold a licence with an alcohol restriction; driving with a BAC of 0.02 or more violates it.',
    source: section('Alcohol and Drugs (Drivers under 21)'),
  },
  {
    prompt: 'What is the BAC limit for a driver of a commercial motor vehicle?',
    choices: ['0.02', '0.04', '0.06', '0.08'],
    correctIndex: 1,
    explanation: 'Commercial drivers may not drive with a BAC of 0.04 or more.',
    source: section('Alcohol and Drugs (BAC levels)'),
  },
  {
    prompt:
      'A police officer who has stopped you for suspected drunk driving asks you to take a breath test, and you refuse. What happens?',
    choices: [
      'Your licence is suspended by the MVA for refusing',
      'Nothing, since the test is voluntary',
      'You only receive a warning the first time',
      'You must retake the knowledge test',
    ],
    correctIndex: 0,
    explanation:
      'Under implied consent, anyone who drives in Maryland has agreed to be tested; refusing leads to an administrative suspension of the licence.',
    source: section('Alcohol and Drugs (Implied consent)'),
  },
  {
    prompt: 'At what age may you first apply for a learner’s permit in Maryland?',
    choices: ['15', '15 years and 9 months', '16', '16 years and 6 months'],
    correctIndex: 1,
    explanation: 'The minimum age for a learner’s instructional permit is 15 years and 9 months.',
    source: section('Graduated Licensing System (Learner’s permit)'),
  },
  {
    prompt:
      'If you are under 18, how long must you hold your learner’s permit before the driving test for a provisional licence?',
    choices: ['45 days', '3 months', '6 months', '9 months'],
    correctIndex: 3,
    explanation:
      'Drivers under 18 must hold the learner’s permit for at least nine months without a moving violation.',
    source: section('Graduated Licensing System (Learner’s permit)'),
  },
  {
    prompt: 'How much supervised practice driving must a learner under 18 complete and log?',
    choices: [
      '40 hours, including 10 at night',
      '50 hours, including 10 at night',
      '60 hours, including 10 at night',
      '100 hours, including 20 at night',
    ],
    correctIndex: 2,
    explanation:
      'Maryland requires 60 hours of supervised driving, at least 10 of them at night, recorded in the practice log.',
    source: section('Graduated Licensing System (Practice log)'),
  },
  {
    prompt: 'Who may supervise a driver with a learner’s permit?',
    choices: [
      'Any passenger with a licence',
      'Any adult 18 or older',
      'A licensed driver at least 21 years old who has held a licence for at least three years, seated beside the learner',
      'A friend with a provisional licence',
    ],
    correctIndex: 2,
    explanation:
      'The supervising driver must be at least 21, licensed for at least three years, and sit in the front passenger seat.',
    source: section('Graduated Licensing System (Learner’s permit)'),
  },
  {
    prompt: 'A provisional licence holder under 18 may not drive unsupervised between:',
    choices: [
      '10 p.m. and 5 a.m.',
      '11 p.m. and 6 a.m.',
      'Midnight and 5 a.m.',
      '1 a.m. and 6 a.m.',
    ],
    correctIndex: 2,
    explanation:
      'Unless driving to work, school or a listed activity, provisional drivers under 18 may not drive from midnight to 5 a.m. without a supervising driver.',
    source: section('Graduated Licensing System (Provisional licence)'),
  },
  {
    prompt:
      'For the first 151 days of a provisional licence, a driver under 18 may carry passengers under 18 only when:',
    choices: [
      'They also hold learner’s permits',
      'It is daylight',
      'There are no more than two of them',
      'They are direct family members, or a qualified supervising driver rides along',
    ],
    correctIndex: 3,
    explanation:
      'For the first 151 days (about five months), no passengers under 18 are allowed unless they are family or a supervising driver is present.',
    source: section('Graduated Licensing System (Provisional licence)'),
  },
  {
    prompt:
      'May a driver under 18 with a learner’s permit or provisional licence use a hands-free phone while driving?',
    choices: [
      'Yes, hands-free is always allowed',
      'No; only a call to 911 in an emergency is allowed',
      'Only to talk to a parent',
      'Only at speeds under 25 mph',
    ],
    correctIndex: 1,
    explanation:
      'Drivers under 18 with a permit or provisional licence may not use any wireless device while driving, except to call 911.',
    source: section('Distracted Driving (Wireless devices)'),
  },
  {
    prompt:
      'May an adult driver in Maryland talk on a hand-held phone while the vehicle is moving?',
    choices: [
      'Yes, on rural roads',
      'Yes, if the call lasts under a minute',
      'No; hand-held use is banned for all drivers, though hands-free calls are allowed for adults',
      'Yes, when driving under 25 mph',
    ],
    correctIndex: 2,
    explanation:
      'Using a hand-held phone while driving is a primary offence for every driver; adults may use a hands-free device.',
    source: section('Distracted Driving (Hand-held phones)'),
  },
  {
    prompt: 'Writing, sending or reading a text message while driving in Maryland is:',
    choices: [
      'Illegal for every driver',
      'Allowed for drivers 21 and older',
      'Allowed at red lights',
      'Allowed with voice-to-text only on highways',
    ],
    correctIndex: 0,
    explanation: 'Texting while driving is illegal for drivers of every age.',
    source: section('Distracted Driving (Texting)'),
  },
  {
    prompt: 'Who must wear a seat belt in Maryland?',
    choices: [
      'Only the driver',
      'Only front-seat occupants',
      'Only passengers under 16',
      'The driver and every passenger, front and back',
    ],
    correctIndex: 3,
    explanation: 'Maryland law requires the driver and all passengers to be buckled up.',
    source: section('Seat Belts and Child Safety Seats'),
  },
  {
    prompt: 'A child must ride in a child safety seat or booster seat until:',
    choices: [
      'Age 4, whatever the height',
      'Age 8, unless the child is 4 feet 9 inches tall or taller',
      'Age 12',
      'The child weighs 40 pounds',
    ],
    correctIndex: 1,
    explanation:
      'Children under 8 must ride in an appropriate child safety seat unless they are at least 4 feet 9 inches tall.',
    source: section('Seat Belts and Child Safety Seats'),
  },
  {
    prompt:
      'A school bus ahead has stopped with its red lights flashing. How far from the bus must you stop?',
    choices: ['At least 10 feet', 'At least 20 feet', 'At least 50 feet', 'At least 100 feet'],
    correctIndex: 1,
    explanation:
      'Stop at least 20 feet from the bus and remain stopped until the red lights stop flashing.',
    source: section('School Buses'),
  },
  {
    prompt:
      'A school bus with flashing red lights is stopped on the opposite side of a divided highway with a median. You must:',
    choices: [
      'Stop, then pass at 15 mph',
      'Stop until the lights go off',
      'Continue with caution; you need not stop',
      'Change lanes and speed up',
    ],
    correctIndex: 2,
    explanation:
      'On a divided highway, traffic on the other side of the median does not have to stop for the bus, but must watch for children.',
    source: section('School Buses'),
  },
  {
    prompt:
      'What does the move-over law require when you approach a stopped emergency, police, tow or service vehicle with flashing lights?',
    choices: [
      'Speed past quickly to reduce the time near it',
      'Stop in your lane until it leaves',
      'Honk to warn the workers',
      'Move to a lane not next to it if you safely can, or slow to a reasonable and safe speed',
    ],
    correctIndex: 3,
    explanation:
      'Make a lane change away from the stopped vehicle when it is safe; if you cannot, slow down and pass carefully.',
    source: section('Move Over Law'),
  },
  {
    prompt: 'An emergency vehicle with its siren on approaches from behind. You must:',
    choices: [
      'Stop immediately in your lane, even inside an intersection',
      'Pull to the right edge of the road and stop until it has passed',
      'Speed up to get ahead of it',
      'Move into the left lane and keep going',
    ],
    correctIndex: 1,
    explanation:
      'Yield by pulling over to the right and stopping; if you are in an intersection, clear it first.',
    source: section('Right-of-Way (Emergency vehicles)'),
  },
  {
    prompt: 'When a railroad crossing signal shows that a train is coming, stop:',
    choices: [
      'Right at the tracks',
      'At least 100 feet from the crossing',
      'Between 15 and 50 feet from the nearest rail',
      'Only if the gates are down',
    ],
    correctIndex: 2,
    explanation: 'Stop no closer than 15 feet and no farther than 50 feet from the nearest rail.',
    source: section('Railroad Crossings'),
  },
  {
    prompt: 'When must your headlights be on because of the weather?',
    choices: [
      'Whenever your windshield wipers are in use because of bad weather',
      'Only in fog',
      'Only when it is completely dark',
      'Never during daytime',
    ],
    correctIndex: 0,
    explanation:
      'Maryland requires headlights whenever weather makes you use your windshield wipers continuously, as well as from sunset to sunrise.',
    source: section('Lights (Headlights)'),
  },
  {
    prompt: 'You must dim your high beams when an oncoming vehicle comes within:',
    choices: ['200 feet', '300 feet', '500 feet', '800 feet'],
    correctIndex: 2,
    explanation: 'Switch to low beams within 500 feet of a vehicle coming toward you.',
    source: section('Lights (High beams)'),
  },
  {
    prompt: 'When you pass a bicyclist, you must leave a gap of at least:',
    choices: ['1 foot', '2 feet', '3 feet', '5 feet'],
    correctIndex: 2,
    explanation:
      'Leave at least 3 feet between your vehicle and a bicycle you pass, when the road is wide enough.',
    source: section('Sharing the Road (Bicycles)'),
  },
  {
    prompt: 'A pedestrian is crossing in a crosswalk on your half of the road. You must:',
    choices: [
      'Continue if you have a green light',
      'Slow down and pass behind the pedestrian',
      'Sound your horn and proceed',
      'Stop and remain stopped until the pedestrian has passed your lane',
    ],
    correctIndex: 3,
    explanation:
      'Drivers must stop for pedestrians in a crosswalk on their half of the road or approaching closely from the other half.',
    source: section('Sharing the Road (Pedestrians)'),
  },
  {
    prompt: 'Two vehicles reach an all-way stop at the same time. Who goes first?',
    choices: [
      'The vehicle on the left',
      'The vehicle on the right',
      'The vehicle turning left',
      'The larger vehicle',
    ],
    correctIndex: 1,
    explanation:
      'When vehicles arrive together, the driver on the left yields to the driver on the right.',
    source: section('Right-of-Way (Intersections)'),
  },
  {
    prompt: 'You want to turn left at an intersection with a green light. You must yield to:',
    choices: [
      'Oncoming traffic and pedestrians in the crosswalk',
      'Nobody, because the light is green',
      'Only vehicles behind you',
      'Only buses',
    ],
    correctIndex: 0,
    explanation:
      'On a steady green light you may turn left only after yielding to oncoming vehicles and pedestrians.',
    source: section('Right-of-Way (Turning left)'),
  },
  {
    prompt: 'When entering a roundabout, you should:',
    choices: [
      'Drive clockwise around the central island',
      'Take the right-of-way from vehicles already circling',
      'Yield to traffic already in the roundabout, then enter and travel counterclockwise',
      'Stop inside the roundabout to check for traffic',
    ],
    correctIndex: 2,
    explanation:
      'Vehicles in the roundabout have the right-of-way; enter on a gap and keep to the right.',
    source: section('Roundabouts'),
  },
  {
    prompt: 'A flashing red light at an intersection means:',
    choices: [
      'Proceed with caution without stopping',
      'The light will soon turn green',
      'Only turns are allowed',
      'Come to a full stop, then proceed when it is safe',
    ],
    correctIndex: 3,
    explanation: 'A flashing red light is handled like a stop sign.',
    source: section('Traffic Signals'),
  },
  {
    prompt: 'A steady yellow light means:',
    choices: [
      'Speed up to get through the intersection',
      'The light is about to turn red; stop if you can do so safely',
      'Stop only if pedestrians are present',
      'You may turn left without yielding',
    ],
    correctIndex: 1,
    explanation:
      'Yellow warns that the signal is changing to red; stop before the intersection unless you are too close to stop safely.',
    source: section('Traffic Signals'),
  },
  {
    prompt: 'Where there is a solid yellow line on your side of the center line, you:',
    choices: [
      'May pass when the way is clear',
      'Must drive on it',
      'May not cross it to pass',
      'May pass only trucks',
    ],
    correctIndex: 2,
    explanation: 'A solid yellow line on your side marks a no-passing zone.',
    source: section('Pavement Markings'),
  },
  {
    prompt: 'Broken white lines between lanes mean:',
    choices: [
      'Traffic travels in the same direction and you may change lanes when it is safe',
      'You must not change lanes',
      'The lane is for buses only',
      'Traffic in the lanes travels in opposite directions',
    ],
    correctIndex: 0,
    explanation:
      'White lines separate lanes of traffic going the same way; broken ones allow lane changes with care.',
    source: section('Pavement Markings'),
  },
  {
    prompt: 'What shape is a YIELD sign?',
    choices: ['An octagon', 'A circle', 'A diamond', 'A triangle pointing down'],
    correctIndex: 3,
    explanation: 'The yield sign is a red and white triangle with one point down.',
    source: section('Traffic Signs (Shapes)'),
  },
  {
    prompt: 'Orange diamond-shaped signs warn you of:',
    choices: [
      'School zones',
      'Highway construction or maintenance work ahead',
      'Recreation areas',
      'Hospitals',
    ],
    correctIndex: 1,
    explanation: 'Orange signs mark work zones; slow down, expect workers and obey flaggers.',
    source: section('Traffic Signs (Work zones)'),
  },
  {
    prompt: 'How should you share a lane with a motorcycle?',
    choices: [
      'Do not share it; a motorcycle is entitled to the full lane',
      'Drive beside it, since it needs little room',
      'Share the lane only on highways',
      'Pass it within the same lane',
    ],
    correctIndex: 0,
    explanation: 'Motorcycles have the right to the full width of a lane; never crowd them.',
    source: section('Sharing the Road (Motorcycles)'),
  },
  {
    prompt: 'After passing a large truck, when is it safe to move back in front of it?',
    choices: [
      'As soon as your rear bumper clears its front bumper',
      'After you have gone one car length past it',
      'When you can see the whole front of the truck in your rear-view mirror',
      'Right away, then slow down',
    ],
    correctIndex: 2,
    explanation:
      'Cutting in too soon leaves the truck no room to stop; wait until you can see its cab in your mirror.',
    source: section('Sharing the Road (Trucks)'),
  },
  {
    prompt: 'You are in a minor crash with no injuries and the vehicles can be driven. You should:',
    choices: [
      'Leave the vehicles in the travel lanes until police arrive',
      'Drive home and call the other driver later',
      'Leave without stopping if the damage is small',
      'Move the vehicles out of the travel lanes, then exchange information',
    ],
    correctIndex: 3,
    explanation:
      'Clear the travel lanes to prevent another crash, stay at the scene and exchange licence, registration and insurance information.',
    source: section('Crashes'),
  },
  {
    prompt: 'What should you do if your vehicle starts to hydroplane?',
    choices: [
      'Brake hard',
      'Ease off the accelerator and steer straight until the tires grip again',
      'Speed up to get through the water',
      'Turn the steering wheel sharply',
    ],
    correctIndex: 1,
    explanation:
      'Slow down gradually by releasing the gas; hard braking or sharp steering can cause a skid.',
    source: section('Driving in Bad Weather (Hydroplaning)'),
  },
  {
    prompt: 'What does "overdriving your headlights" mean?',
    choices: [
      'Driving with high beams near other cars',
      'Leaving your headlights on after parking',
      'Driving so fast that you cannot stop within the distance your headlights light up',
      'Using headlights in daylight',
    ],
    correctIndex: 2,
    explanation:
      'At night, drive slowly enough to stop within the distance you can see in your headlights.',
    source: section('Night Driving'),
  },
  {
    prompt: 'When you park downhill on a street with a curb, turn your front wheels:',
    choices: [
      'Toward the curb',
      'Straight ahead',
      'Away from the curb',
      'Either way, if the parking brake is set',
    ],
    correctIndex: 0,
    explanation:
      'Wheels turned toward the curb keep the vehicle from rolling into traffic; set the parking brake too.',
    source: section('Parking (Hills)'),
  },
  {
    prompt: 'Before changing lanes, how should you check your blind spot?',
    choices: [
      'Rely on your rear-view mirror only',
      'Check your side mirror only',
      'Honk and move over',
      'Turn your head and look over your shoulder',
    ],
    correctIndex: 3,
    explanation:
      'Mirrors do not show the blind spots; glance over your shoulder in the direction you want to move.',
    source: section('Changing Lanes'),
  },
];
