// Indiana's practice questions, written from the Indiana Driver's Manual (Indiana Bureau of Motor
// Vehicles). Only rules the handbook states plainly; see docs/practice-tests.md.
import type { BankQuestion } from './bank-question.ts';

const HANDBOOK = "Indiana Driver's Manual";
const section = (name: string) => `${HANDBOOK}: ${name}`;

export const INDIANA_QUESTIONS: readonly BankQuestion[] = [
  {
    prompt: 'Which statement about speed limits is true in Indiana?',
    choices: [
      'Driving at the posted limit is always legal',
      'Speed limits do not apply at night',
      'You may exceed the limit by 5 mph to keep up with traffic',
      'You must drive slower than the posted limit when conditions make that speed unsafe',
    ],
    correctIndex: 3,
    explanation:
      'The posted limit is the most you may drive in good conditions; drive slower when traffic, weather or the road require it.',
    source: section('Speed Limits'),
  },
  {
    prompt: 'Unless a sign shows otherwise, what is the speed limit in an urban district?',
    choices: ['20 mph', '25 mph', '30 mph', '40 mph'],
    correctIndex: 2,
    explanation: 'The limit in urban districts is 30 mph unless another speed is posted.',
    source: section('Speed Limits'),
  },
  {
    prompt:
      'Unless a lower limit is posted, what is the speed limit for cars on rural interstate highways?',
    choices: ['55 mph', '60 mph', '65 mph', '70 mph'],
    correctIndex: 3,
    explanation:
      'Passenger vehicles may drive up to 70 mph on rural interstates unless a lower limit is posted.',
    source: section('Speed Limits'),
  },
  {
    prompt: 'How far before a turn or lane change must you begin to signal?',
    choices: ['At least 50 feet', 'At least 100 feet', 'At least 200 feet', 'At least 500 feet'],
    correctIndex: 2,
    explanation:
      'Signal continuously for at least the last 200 feet before you turn or change lanes.',
    source: section('Turning and Signalling'),
  },
  {
    prompt:
      'Where the speed limit is 50 mph or more, how far before a turn or lane change must you signal?',
    choices: ['At least 100 feet', 'At least 200 feet', 'At least 300 feet', 'At least 1,000 feet'],
    correctIndex: 2,
    explanation: 'In zones with a limit of 50 mph or more, signal for at least the last 300 feet.',
    source: section('Turning and Signalling'),
  },
  {
    prompt:
      'You approach a stopped emergency vehicle, tow truck or highway maintenance vehicle with flashing lights and cannot safely change lanes. You must:',
    choices: [
      'Keep your speed and stay in your lane',
      'Drive on the left shoulder',
      'Stop until the vehicle leaves',
      'Slow to at least 10 mph below the posted speed limit and be ready to stop',
    ],
    correctIndex: 3,
    explanation:
      'Move over a lane when you safely can; if you cannot, slow down to at least 10 mph below the limit and proceed with caution.',
    source: section('Move Over Law'),
  },
  {
    prompt: 'How may any driver use a phone while driving in Indiana?',
    choices: [
      'Only hands-free, except to call 911 in an emergency',
      'Hand-held, as long as the call is short',
      'Hand-held for texting at red lights',
      'Any way, if the driver is over 21',
    ],
    correctIndex: 0,
    explanation:
      'Holding or using a phone or other device by hand while driving is illegal for every driver; hands-free use is allowed for adults.',
    source: section('Distracted Driving (Hands-free law)'),
  },
  {
    prompt: 'May a driver under 18 use a telecommunications device while driving, even hands-free?',
    choices: [
      'Yes, if it is hands-free',
      'Yes, to talk to a parent',
      'Yes, when driving under 30 mph',
      'No, except to call 911 in an emergency',
    ],
    correctIndex: 3,
    explanation:
      'Drivers under 18 may not use any telecommunications device while driving, hands-free included, except to call 911.',
    source: section('Distracted Driving (Drivers under 18)'),
  },
  {
    prompt:
      'For a driver 21 or older, it is illegal to drive with a blood alcohol concentration of:',
    choices: ['0.02 or more', '0.05 or more', '0.08 or more', '0.10 or more'],
    correctIndex: 2,
    explanation: 'Driving with a BAC of 0.08 or more is operating while intoxicated.',
    source: section('Alcohol and Drugs (BAC)'),
  },
  {
    prompt:
      'A driver under 21 commits an offence when driving with a blood alcohol concentration of:',
    choices: ['0.02 or more', '0.05 or more', '0.08 or more', '0.10 or more'],
    correctIndex: 0,
    explanation: 'Drivers under 21 may not drive with a BAC of 0.02 or more.',
    source: section('Alcohol and Drugs (Drivers under 21)'),
  },
  {
    prompt: 'What is the BAC limit for a driver of a commercial motor vehicle?',
    choices: ['0.01', '0.04', '0.06', '0.08'],
    correctIndex: 1,
    explanation: 'Commercial drivers may not drive with a BAC of 0.04 or more.',
    source: section('Alcohol and Drugs (BAC)'),
  },
  {
    prompt:
      "Under Indiana's implied consent law, refusing a chemical test when a police officer asks results in:",
    choices: [
      'A suspension of your driving privileges (one year for a first refusal)',
      'A small fine and no effect on your licence',
      'A warning only, on the first refusal',
      'Nothing, if you later pass a breath test',
    ],
    correctIndex: 0,
    explanation:
      'By driving in Indiana you agree to chemical testing; refusing suspends your driving privileges for a year, or longer with a prior conviction.',
    source: section('Alcohol and Drugs (Implied consent)'),
  },
  {
    prompt:
      'How long must a driver under 18 hold a learner permit before applying for a probationary licence?',
    choices: ['30 days', '90 days', '180 days', 'One year'],
    correctIndex: 2,
    explanation: 'A learner permit must be held for at least 180 days before the licence.',
    source: section('Graduated Driver Licensing (Learner permit)'),
  },
  {
    prompt:
      'How many hours of supervised driving must a parent certify before a teen gets a licence?',
    choices: [
      '30 hours, including 5 at night',
      '50 hours, including 10 at night',
      '60 hours, including 15 at night',
      '20 hours, none required at night',
    ],
    correctIndex: 1,
    explanation:
      'At least 50 hours of supervised driving, 10 of them at night, must be logged and certified.',
    source: section('Graduated Driver Licensing (Supervised driving)'),
  },
  {
    prompt:
      'During the first 180 days of a probationary licence, a driver under 18 may carry passengers:',
    choices: [
      'Up to three at any time',
      'Only in daylight',
      'Only other teenagers with permits',
      'Only when a licensed driver at least 25 years old rides in the front seat, with a few listed exceptions',
    ],
    correctIndex: 3,
    explanation:
      'For the first 180 days, passengers are not allowed unless a licensed adult 25 or older rides along; children, siblings and a spouse are listed exceptions.',
    source: section('Graduated Driver Licensing (Probationary licence)'),
  },
  {
    prompt:
      'During the first 180 days of a probationary licence, a driver under 18 may not drive between:',
    choices: [
      '10 p.m. and 5 a.m.',
      '9 p.m. and 6 a.m.',
      'Midnight and 6 a.m.',
      '1 a.m. and 5 a.m.',
    ],
    correctIndex: 0,
    explanation:
      'In the first 180 days a probationary driver under 18 may not drive from 10 p.m. to 5 a.m.; later, night limits still apply until 18.',
    source: section('Graduated Driver Licensing (Probationary licence)'),
  },
  {
    prompt: 'Who must wear a seat belt in Indiana?',
    choices: [
      'Only the driver',
      'Only front-seat occupants',
      'Only passengers under 16',
      'The driver and all passengers',
    ],
    correctIndex: 3,
    explanation:
      'The driver and every passenger must be properly restrained whenever the vehicle moves.',
    source: section('Seat Belts and Child Restraints'),
  },
  {
    prompt: 'Until what age must a child ride in a federally approved child restraint system?',
    choices: ['Under 4', 'Under 8', 'Under 10', 'Under 12'],
    correctIndex: 1,
    explanation:
      'Children under 8 must be properly fastened in a child restraint (car seat or booster).',
    source: section('Seat Belts and Child Restraints'),
  },
  {
    prompt:
      'A school bus in front of you stops with its red lights flashing and stop arm extended. You must:',
    choices: [
      'Stop and stay stopped until the stop arm is withdrawn',
      'Slow down and pass on the left',
      'Stop only if you see children',
      'Honk and pass carefully',
    ],
    correctIndex: 0,
    explanation:
      'Stop and remain stopped until the arm is pulled back and the lights stop flashing; children may cross in front of the bus.',
    source: section('School Buses'),
  },
  {
    prompt:
      'A school bus with its stop arm extended is on the other side of a highway divided by a barrier or unimproved median. You must:',
    choices: [
      'Stop until the arm is withdrawn',
      'Stop, then proceed at 15 mph',
      'Pull onto the shoulder',
      'Proceed with caution; you need not stop',
    ],
    correctIndex: 3,
    explanation:
      'Traffic on the opposite side of a highway divided by a barrier or unimproved median need not stop, but must watch for children.',
    source: section('School Buses'),
  },
  {
    prompt: 'An ambulance with its siren and flashing lights approaches from behind. You must:',
    choices: [
      'Speed up and keep ahead of it',
      'Stop immediately wherever you are',
      'Move into the left lane',
      'Pull to the right edge of the road and stop until it passes',
    ],
    correctIndex: 3,
    explanation:
      'Yield by pulling to the right edge and stopping; if you are in an intersection, continue through it first.',
    source: section('Right-of-Way (Emergency vehicles)'),
  },
  {
    prompt: 'When a train is approaching a crossing, you must stop:',
    choices: [
      'Within 15 to 50 feet of the nearest rail',
      'Right next to the gate',
      'At least 100 feet from the tracks',
      'On the tracks if traffic is heavy',
    ],
    correctIndex: 0,
    explanation: 'Stop no closer than 15 feet and no farther than 50 feet from the nearest rail.',
    source: section('Railroad Crossings'),
  },
  {
    prompt:
      'At a crossing with more than one track, a train has just passed. Before you cross you should:',
    choices: [
      'Go at once, since the train has gone',
      'Make sure no second train is coming on another track',
      'Honk twice',
      'Turn off your radio and go',
    ],
    correctIndex: 1,
    explanation:
      'A second train may be hidden by the first; wait until you can see clearly in both directions and the signals stop.',
    source: section('Railroad Crossings'),
  },
  {
    prompt: 'You may not park within how many feet of a fire hydrant?',
    choices: ['5 feet', '10 feet', '15 feet', '30 feet'],
    correctIndex: 2,
    explanation: 'Parking is not allowed within 15 feet of a fire hydrant.',
    source: section('Parking'),
  },
  {
    prompt: 'When you park downhill next to a curb, which way should your front wheels point?',
    choices: ['Toward the curb', 'Away from the curb', 'Straight ahead', 'Toward the traffic lane'],
    correctIndex: 0,
    explanation:
      'Wheels turned toward the curb keep the vehicle from rolling into traffic; also set the parking brake.',
    source: section('Parking (Hills)'),
  },
  {
    prompt:
      'When you park uphill on a road with no curb, which way should your front wheels point?',
    choices: [
      'Toward the center of the road',
      'Toward the edge of the road (to the right)',
      'Straight ahead',
      'It does not matter',
    ],
    correctIndex: 1,
    explanation:
      'Without a curb, turn the wheels toward the edge of the road, so a rolling vehicle goes off the road instead of into traffic.',
    source: section('Parking (Hills)'),
  },
  {
    prompt: 'Two vehicles arrive at a four-way stop at the same time. Who has the right-of-way?',
    choices: [
      'The vehicle on the right',
      'The vehicle on the left',
      'The vehicle going faster',
      'The larger vehicle',
    ],
    correctIndex: 0,
    explanation:
      'When vehicles arrive together, the driver on the left yields to the driver on the right.',
    source: section('Right-of-Way (Intersections)'),
  },
  {
    prompt: 'When you come to a roundabout, you must:',
    choices: [
      'Enter quickly before others do',
      'Stop inside the roundabout to let vehicles in',
      'Drive clockwise around the island',
      'Yield to vehicles already in the roundabout and drive counterclockwise',
    ],
    correctIndex: 3,
    explanation:
      'Traffic in the roundabout has the right-of-way; enter when there is a gap and travel counterclockwise.',
    source: section('Roundabouts'),
  },
  {
    prompt: 'A flashing yellow traffic light means:',
    choices: [
      'Stop and wait for green',
      'Slow down and proceed with caution',
      'The light is broken; treat it as green',
      'Turns are not allowed',
    ],
    correctIndex: 1,
    explanation:
      'A flashing yellow light warns you to slow down and watch for hazards; you need not stop.',
    source: section('Traffic Signals'),
  },
  {
    prompt: 'A steady red arrow means:',
    choices: [
      'You may turn in that direction after yielding',
      'You may not turn in the direction of the arrow until it changes',
      'The lane is closed permanently',
      'Turn quickly before the light changes',
    ],
    correctIndex: 1,
    explanation:
      'Stop and do not turn in the direction of a red arrow until a green arrow or light allows it.',
    source: section('Traffic Signals'),
  },
  {
    prompt: 'Double solid yellow lines in the center of the road mean:',
    choices: [
      'Passing is allowed in both directions',
      'Passing is not allowed from either direction',
      'Passing is allowed for the lane next to the broken line',
      'The road is one-way',
    ],
    correctIndex: 1,
    explanation: 'Double solid yellow lines mark a no-passing zone for traffic in both directions.',
    source: section('Pavement Markings'),
  },
  {
    prompt: 'A yellow diamond-shaped sign is a:',
    choices: ['Regulatory sign', 'Guide sign', 'Warning sign', 'Service sign'],
    correctIndex: 2,
    explanation:
      'Yellow diamonds warn of road conditions or hazards ahead, such as curves or merging traffic.',
    source: section('Traffic Signs'),
  },
  {
    prompt: 'A round yellow sign with a black X and two Rs means:',
    choices: [
      'A railroad crossing is ahead',
      'A road repair area is ahead',
      'A rest area is ahead',
      'Two roads merge ahead',
    ],
    correctIndex: 0,
    explanation:
      'This advance warning sign tells you a railroad crossing is ahead; slow down and be ready to stop.',
    source: section('Traffic Signs'),
  },
  {
    prompt: 'A pedestrian carrying a white cane or with a guide dog is at a crossing. You must:',
    choices: [
      'Honk to let them know it is safe',
      'Drive slowly around them',
      'Stop and yield the right-of-way to them',
      'Yield only at a traffic signal',
    ],
    correctIndex: 2,
    explanation: 'Blind pedestrians always have the right-of-way; stop and let them cross.',
    source: section('Sharing the Road (Pedestrians)'),
  },
  {
    prompt:
      'Why should you look especially carefully for motorcycles before turning or changing lanes?',
    choices: [
      'They are small, easy to miss and their speed is hard to judge',
      'They always travel faster than cars',
      'They must stay on the shoulder',
      'They are not allowed at intersections',
    ],
    correctIndex: 0,
    explanation:
      'Motorcycles are hard to see and their speed and distance are hard to judge; check mirrors and blind spots twice.',
    source: section('Sharing the Road (Motorcycles)'),
  },
  {
    prompt: 'Where are a large truck’s blind spots (no-zones)?',
    choices: [
      'Only directly in front of the truck',
      'Only behind the trailer',
      'Along both sides, directly behind and just in front of the truck',
      'Trucks have no blind spots because of their large mirrors',
    ],
    correctIndex: 2,
    explanation:
      'Trucks have large no-zones on both sides, behind and in front; do not linger there.',
    source: section('Sharing the Road (Trucks)'),
  },
  {
    prompt: 'If you are involved in a crash in which someone is injured, you must:',
    choices: [
      'Leave if you were not at fault',
      'Stop, give reasonable help to the injured and notify police immediately',
      'Wait until the next day to report it',
      'Only call your insurance company',
    ],
    correctIndex: 1,
    explanation:
      'Stop at the scene, give aid, call police and exchange name, address, registration and insurance information.',
    source: section('Crashes'),
  },
  {
    prompt: 'You hit a parked vehicle and cannot find its owner. You must:',
    choices: [
      'Leave a note with your name, address and how to reach you, and report the crash',
      'Drive away; parked cars are not covered',
      'Wait at the scene for 24 hours',
      'Only tell your insurance company',
    ],
    correctIndex: 0,
    explanation:
      'Leave your contact information in a visible place on the damaged vehicle and report the crash to police.',
    source: section('Crashes'),
  },
  {
    prompt: 'Your rear wheels start to skid. You should:',
    choices: [
      'Slam on the brakes',
      'Ease off the accelerator and steer in the direction you want the car to go',
      'Steer the opposite way from where you want to go',
      'Shift into park',
    ],
    correctIndex: 1,
    explanation:
      'Take your foot off the gas and steer gently where you want to go; hard braking makes a skid worse.',
    source: section('Driving Emergencies (Skids)'),
  },
  {
    prompt: 'When driving in fog, you should use:',
    choices: ['High beams', 'Low beams', 'Parking lights', 'No lights, to avoid glare'],
    correctIndex: 1,
    explanation:
      'Light from high beams reflects off fog back into your eyes; use low beams and slow down.',
    source: section('Driving in Bad Weather'),
  },
  {
    prompt: 'You must switch to low beams when an oncoming vehicle comes within:',
    choices: ['100 feet', '300 feet', '500 feet', '1,000 feet'],
    correctIndex: 2,
    explanation: 'Dim your high beams within 500 feet of an oncoming vehicle.',
    source: section('Night Driving'),
  },
  {
    prompt: 'You feel drowsy while driving. What is the best thing to do?',
    choices: [
      'Turn up the radio and open a window',
      'Drink coffee and keep going',
      'Drive faster to get home sooner',
      'Pull off the road somewhere safe and rest',
    ],
    correctIndex: 3,
    explanation:
      'Only rest cures drowsiness; radio, open windows and coffee do not make you safe to drive.',
    source: section('Driver Condition (Fatigue)'),
  },
  {
    prompt: 'What is the only thing that lowers your blood alcohol concentration?',
    choices: ['Black coffee', 'A cold shower', 'Time', 'Exercise'],
    correctIndex: 2,
    explanation: 'Your body removes alcohol at a fixed rate; only time sobers you up.',
    source: section('Alcohol and Drugs'),
  },
];
