// Nevada's practice questions, written from the Nevada Driver Handbook (Nevada Department of Motor
// Vehicles). Only rules the handbook states plainly; see docs/practice-tests.md.
import type { BankQuestion } from './bank-question.ts';

const HANDBOOK = 'Nevada Driver Handbook';
const section = (name: string) => `${HANDBOOK}: ${name}`;

export const NEVADA_QUESTIONS: readonly BankQuestion[] = [
  {
    prompt: "What does Nevada's basic speed rule require?",
    choices: [
      'Driving no faster than is reasonable and proper for traffic, road and weather conditions',
      'Driving at exactly the posted limit at all times',
      'Driving at least 10 mph below the limit at night',
      'Keeping up with the fastest vehicles around you',
    ],
    correctIndex: 0,
    explanation:
      'You may never drive faster than is reasonable and proper for the conditions, even when that is below the posted limit.',
    source: section('Speed Limits (Basic speed rule)'),
  },
  {
    prompt:
      'When the school zone speed limit is in effect, what is the speed limit in a school zone?',
    choices: ['10 mph', '15 mph', '20 mph', '25 mph'],
    correctIndex: 1,
    explanation:
      'The limit in a school zone is 15 mph during the hours posted on the sign or while its beacon flashes.',
    source: section('Speed Limits (School zones)'),
  },
  {
    prompt: 'When it is in effect, what is the speed limit in a school crossing zone?',
    choices: ['15 mph', '20 mph', '25 mph', '35 mph'],
    correctIndex: 2,
    explanation:
      'A school crossing zone has a 25 mph limit during the posted hours, while school is in session.',
    source: section('Speed Limits (School zones)'),
  },
  {
    prompt:
      'In a business or residential district, you must signal a turn continuously for at least:',
    choices: ['The last 50 feet', 'The last 300 feet', 'The last 100 feet', 'The last 500 feet'],
    correctIndex: 2,
    explanation:
      'In business and residential districts, signal during at least the last 100 feet before you turn.',
    source: section('Signaling'),
  },
  {
    prompt: 'Outside business and residential districts, you must signal a turn for at least:',
    choices: ['The last 100 feet', 'The last 200 feet', 'The last 1,000 feet', 'The last 300 feet'],
    correctIndex: 3,
    explanation:
      'In other areas, where speeds are higher, signal during at least the last 300 feet.',
    source: section('Signaling'),
  },
  {
    prompt:
      'For a driver 21 or older, it is illegal in Nevada to drive with a blood alcohol concentration of:',
    choices: ['0.02% or more', '0.05% or more', '0.08% or more', '0.10% or more'],
    correctIndex: 2,
    explanation: 'A BAC of 0.08% or more is driving under the influence for drivers 21 and older.',
    source: section('Driving Under the Influence (Blood alcohol limits)'),
  },
  {
    prompt: 'A Nevada driver under 21 loses their licence when driving with a BAC of:',
    choices: ['0.02% or more', '0.05% or more', '0.08% or more', '0.10% or more'],
    correctIndex: 0,
    explanation:
      'Drivers under 21 face licence suspension at a BAC of 0.02% or more, well below the adult limit.',
    source: section('Driving Under the Influence (Drivers under 21)'),
  },
  {
    prompt: 'Under Nevada’s implied consent law, by driving in the state you have agreed to:',
    choices: [
      'Let police search your vehicle whenever they stop you',
      'A test of your breath, blood or other substance when an officer has reason to believe you are impaired',
      'Carry a breath-testing device in your vehicle',
      'Report every drink you have had to your insurance company',
    ],
    correctIndex: 1,
    explanation:
      'Driving in Nevada means you have consented to an evidentiary test for alcohol or drugs; refusing has serious consequences, including loss of your licence.',
    source: section('Driving Under the Influence (Implied consent)'),
  },
  {
    prompt: 'At what age can a Nevada teen first apply for an instruction permit?',
    choices: ['14', '15', '15 and a half', '16'],
    correctIndex: 2,
    explanation: 'An instruction permit can be issued at 15 and a half.',
    source: section('Young Drivers (Instruction permit)'),
  },
  {
    prompt:
      'A driver under 18 must complete how many hours of supervised driving before getting a full licence?',
    choices: [
      '20 hours, 5 at night',
      '30 hours, 5 at night',
      '50 hours, 10 in darkness',
      '100 hours, 20 in darkness',
    ],
    correctIndex: 2,
    explanation:
      'Beginning drivers under 18 log 50 hours of supervised driving, 10 of them in darkness (100 hours when no driver education course is available nearby).',
    source: section('Young Drivers (Supervised driving)'),
  },
  {
    prompt: 'Who must sit beside a Nevada instruction permit holder while they drive?',
    choices: [
      'Any passenger aged 16 or older',
      'Any licensed driver of any age',
      'A licensed driver at least 21 years old with at least one year of driving experience',
      'Only a driving school instructor',
    ],
    correctIndex: 2,
    explanation:
      'Permit holders must be accompanied by a licensed driver 21 or older, with at least a year of experience, in the front passenger seat.',
    source: section('Young Drivers (Instruction permit)'),
  },
  {
    prompt: 'How long must a teen hold an instruction permit before getting a driver licence?',
    choices: ['30 days', '3 months', '6 months', '12 months'],
    correctIndex: 2,
    explanation:
      'A driver under 18 must hold the permit for at least six months, without at-fault crashes or convictions, before being licensed.',
    source: section('Young Drivers'),
  },
  {
    prompt:
      'For the first six months after being licensed, a Nevada driver under 18 may not carry:',
    choices: [
      'Passengers under 18, unless they are immediate family members',
      'Any passengers at all',
      'More than three passengers of any age',
      'Passengers over 21',
    ],
    correctIndex: 0,
    explanation:
      'During the first six months, a newly licensed driver under 18 may not transport passengers under 18 other than immediate family.',
    source: section('Young Drivers (Restrictions)'),
  },
  {
    prompt:
      'Unless driving to or from a scheduled event such as work or school, a licensed driver under 18 may not drive between:',
    choices: [
      '9 p.m. and 5 a.m.',
      '10 p.m. and 5 a.m.',
      '11 p.m. and 6 a.m.',
      'Midnight and 6 a.m.',
    ],
    correctIndex: 1,
    explanation:
      'Drivers under 18 may not drive from 10 p.m. to 5 a.m. unless they are going to or from a scheduled event.',
    source: section('Young Drivers (Restrictions)'),
  },
  {
    prompt: 'What does Nevada law say about using a hand-held cell phone while driving?',
    choices: [
      'It is allowed at speeds under 25 mph',
      'It is only illegal in school zones',
      'It is allowed for calls but not for texting',
      'It is illegal to talk or text on a hand-held phone while driving',
    ],
    correctIndex: 3,
    explanation:
      'Nevada bans hand-held phone use and texting while driving; a hands-free device may be used, and calls to report an emergency are allowed.',
    source: section('Cell Phones and Texting'),
  },
  {
    prompt: 'Which children must ride in an approved child restraint system in Nevada?',
    choices: [
      'Only children under 2',
      'Children under 6 years old who are 57 inches tall or shorter',
      'Children under 12, whatever their height',
      'Only children riding in the front seat',
    ],
    correctIndex: 1,
    explanation:
      'A child under 6 who is 57 inches tall or less must be secured in an approved child restraint system.',
    source: section('Seat Belts and Child Restraints'),
  },
  {
    prompt: 'Who must wear a seat belt in a moving vehicle in Nevada?',
    choices: [
      'The driver and all passengers',
      'The driver and front-seat passenger only',
      'Only the driver',
      'Only passengers under 18',
    ],
    correctIndex: 0,
    explanation:
      'Everyone in the vehicle must be buckled up or, for young children, secured in a child restraint.',
    source: section('Seat Belts and Child Restraints'),
  },
  {
    prompt:
      'A school bus stopped ahead of you on a two-lane road is flashing its red lights. You must:',
    choices: [
      'Slow to 15 mph and pass carefully',
      'Stop, then pass on the left once no children are in sight',
      'Stop and stay stopped until the red lights stop flashing',
      'Stop only if you are behind the bus',
    ],
    correctIndex: 2,
    explanation:
      'Traffic from both directions must stop for a school bus with flashing red lights and wait until they turn off.',
    source: section('School Buses'),
  },
  {
    prompt: 'An ambulance with its siren and flashing lights is coming toward you. You should:',
    choices: [
      'Move into the left lane and keep driving',
      'Speed up to get out of its way',
      'Stop immediately, even in the middle of an intersection',
      'Pull over to the right edge of the road and stop until it passes',
    ],
    correctIndex: 3,
    explanation:
      'Yield by pulling to the right and stopping; if you are in an intersection, clear it first.',
    source: section('Emergency Vehicles'),
  },
  {
    prompt:
      'You approach an emergency vehicle stopped on the roadside with its lights flashing. Nevada law requires you to:',
    choices: [
      'Sound your horn to warn the crew',
      'Slow below the posted limit and, if you safely can, move over to a lane away from it',
      'Keep your speed and lane',
      'Stop in your lane until it leaves',
    ],
    correctIndex: 1,
    explanation:
      'Slow down below the posted limit, be ready to stop, and change to a lane not next to the stopped vehicle when it is safe to do so.',
    source: section('Emergency Vehicles (Move over)'),
  },
  {
    prompt: 'When passing a bicyclist, Nevada law requires you to:',
    choices: [
      'Sound your horn before passing',
      'Stay at least 1 foot away',
      'Move into an adjacent lane if one is available, or otherwise leave at least 3 feet',
      'Pass only on the right',
    ],
    correctIndex: 2,
    explanation:
      'Move to the lane to the left when you safely can; if you cannot, leave at least 3 feet between your vehicle and the bicyclist.',
    source: section('Sharing the Road (Bicycles)'),
  },
  {
    prompt: 'When must you yield to a pedestrian in a crosswalk?',
    choices: [
      'Whenever the pedestrian is in a marked or unmarked crosswalk on your half of the road or approaching it',
      'Only at intersections with traffic lights',
      'Only if the pedestrian is a child',
      'Never; pedestrians must wait for a gap',
    ],
    correctIndex: 0,
    explanation:
      'Drivers must yield to pedestrians in crosswalks, marked or not, and must never pass a vehicle stopped for a pedestrian.',
    source: section('Pedestrians'),
  },
  {
    prompt: 'At a railroad crossing where you must stop, you should stop:',
    choices: [
      'Within 5 feet of the nearest rail',
      'On the tracks if you cannot see the train',
      'At least 100 feet from the nearest rail',
      'Between 15 and 50 feet from the nearest rail',
    ],
    correctIndex: 3,
    explanation: 'Stop no closer than 15 feet and no farther than 50 feet from the nearest rail.',
    source: section('Railroad Crossings'),
  },
  {
    prompt: 'Unless a sign forbids it, may you turn right at a red light in Nevada?',
    choices: [
      'Yes, without stopping if the road is clear',
      'Yes, after coming to a full stop and yielding to pedestrians and traffic',
      'No, never',
      'Only if a police officer waves you on',
    ],
    correctIndex: 1,
    explanation:
      'A right turn on red is allowed after a complete stop and yielding, unless a sign prohibits it.',
    source: section('Traffic Signals'),
  },
  {
    prompt: 'When may you turn left on a red light in Nevada?',
    choices: [
      'From a one-way street onto another one-way street going left, after stopping and yielding',
      'Never',
      'From any street, if no traffic is coming',
      'Only between midnight and 5 a.m.',
    ],
    correctIndex: 0,
    explanation:
      'A left turn on red is allowed only from a one-way street onto a one-way street that moves left, after a full stop, unless a sign forbids it.',
    source: section('Traffic Signals'),
  },
  {
    prompt: 'A flashing yellow traffic light means:',
    choices: [
      'Stop and wait for green',
      'The light is broken; treat it as a four-way stop',
      'Slow down and proceed with caution',
      'Speed up to clear the intersection',
    ],
    correctIndex: 2,
    explanation: 'A flashing yellow light warns you to slow down and go through carefully.',
    source: section('Traffic Signals'),
  },
  {
    prompt: 'An eight-sided (octagon) sign always means:',
    choices: ['Yield', 'School zone', 'Railroad crossing', 'Stop'],
    correctIndex: 3,
    explanation: 'The octagon shape is used only for STOP signs.',
    source: section('Traffic Signs (Shapes)'),
  },
  {
    prompt: 'A round yellow sign with an X and two R letters warns you of:',
    choices: [
      'A roundabout ahead',
      'A railroad crossing ahead',
      'A rest area ahead',
      'A road closure ahead',
    ],
    correctIndex: 1,
    explanation: 'The round yellow RR sign is the advance warning of a railroad crossing.',
    source: section('Traffic Signs (Railroad)'),
  },
  {
    prompt: 'Orange signs along the road warn of:',
    choices: [
      'School zones',
      'Recreation areas',
      'Highway construction and maintenance work',
      'Hospital zones',
    ],
    correctIndex: 2,
    explanation: 'Orange is the colour of work zone signs; slow down and watch for workers.',
    source: section('Traffic Signs (Work zones)'),
  },
  {
    prompt: 'When you enter a roundabout, you must:',
    choices: [
      'Yield to traffic already in the roundabout and travel counterclockwise',
      'Stop in the circle to let others enter',
      'Take the right of way because you are entering',
      'Travel clockwise around the centre island',
    ],
    correctIndex: 0,
    explanation:
      'Vehicles in the roundabout have the right of way; enter when there is a safe gap and go counterclockwise.',
    source: section('Roundabouts'),
  },
  {
    prompt: 'A solid yellow line on your side of the centre line means:',
    choices: [
      'You may pass when the way is clear',
      'Trucks only may pass',
      'The lane ends ahead',
      'You may not cross it to pass',
    ],
    correctIndex: 3,
    explanation: 'You may not pass when the solid line is on your side of the centre line.',
    source: section('Pavement Markings'),
  },
  {
    prompt: 'Two vehicles reach a four-way stop at the same time. Which should go first?',
    choices: [
      'The vehicle on the left',
      'The vehicle on the right',
      'The faster vehicle',
      'The vehicle turning left',
    ],
    correctIndex: 1,
    explanation:
      'When two vehicles arrive together, the driver on the left yields to the one on the right.',
    source: section('Right of Way'),
  },
  {
    prompt: 'When turning left at an intersection, you must yield to:',
    choices: [
      'Oncoming vehicles that are close enough to be a hazard, and pedestrians',
      'Nobody if your signal is on',
      'Only vehicles turning right',
      'Only buses',
    ],
    correctIndex: 0,
    explanation:
      'A driver turning left must yield to oncoming traffic close enough to be a danger and to pedestrians crossing.',
    source: section('Right of Way (Left turns)'),
  },
  {
    prompt: 'How do you check that you are not following another vehicle too closely?',
    choices: [
      'Stay one car length behind at every speed',
      'Keep its tail lights at the bottom of your windshield',
      'Count the seconds between the vehicle ahead and you passing the same fixed object',
      'Match your speed to the vehicle ahead',
    ],
    correctIndex: 2,
    explanation:
      'Pick a fixed point ahead and count the seconds after the vehicle ahead passes it; add time in bad weather, at night and behind large vehicles.',
    source: section('Following Distance'),
  },
  {
    prompt: 'Why should you stay out of a large truck’s "no-zone"?',
    choices: [
      'Trucks are required to drive in it',
      'Trucks brake faster than cars',
      'It is reserved for emergency vehicles',
      'The truck driver may not be able to see you there',
    ],
    correctIndex: 3,
    explanation:
      'Trucks have large blind spots beside, behind and just in front of them; if you cannot see the driver in the mirror, the driver cannot see you.',
    source: section('Sharing the Road (Trucks)'),
  },
  {
    prompt: 'A motorcycle ahead of you is in the same lane. You should:',
    choices: [
      'Share the lane with it to save space',
      'Give it the full width of the lane and a greater following distance',
      'Pass it within the same lane',
      'Follow it more closely so the rider can see you',
    ],
    correctIndex: 1,
    explanation:
      'A motorcycle is entitled to a full lane; never share it, and leave more following distance.',
    source: section('Sharing the Road (Motorcycles)'),
  },
  {
    prompt: 'What should you use when driving in fog?',
    choices: [
      'High-beam headlights',
      'Parking lights only',
      'Low-beam headlights',
      'Hazard lights only',
    ],
    correctIndex: 2,
    explanation:
      'High beams reflect off fog and reduce what you can see; use low beams and slow down.',
    source: section('Driving in Bad Weather (Fog)'),
  },
  {
    prompt: 'Your vehicle starts to hydroplane on a wet road. You should:',
    choices: [
      'Ease off the accelerator and keep the wheel straight',
      'Brake hard',
      'Speed up to regain traction',
      'Turn the wheel sharply',
    ],
    correctIndex: 0,
    explanation:
      'Take your foot off the gas, hold the wheel steady and avoid braking hard until the tyres grip again.',
    source: section('Driving in Bad Weather (Wet roads)'),
  },
  {
    prompt: 'When is a road often most slippery?',
    choices: [
      'After several days of steady rain',
      'On freshly painted lane lines only',
      'At midday in summer',
      'In the first minutes of rain after a dry spell',
    ],
    correctIndex: 3,
    explanation:
      'Oil and dust on the road mix with the first rain to form a slick film until more rain washes it away.',
    source: section('Driving in Bad Weather (Wet roads)'),
  },
  {
    prompt:
      'You are in a crash in which no one is hurt and the vehicles can still be driven. What should you do?',
    choices: [
      'Leave the vehicles where they stopped until police arrive',
      'Move the vehicles out of the travel lanes, then exchange information',
      'Drive away if the damage looks minor',
      'Wait in your car in the travel lane',
    ],
    correctIndex: 1,
    explanation:
      'When nobody is injured and the vehicles can be moved, move them out of traffic to a safe place before exchanging information.',
    source: section('Crashes'),
  },
  {
    prompt:
      'If police do not investigate a crash that caused injury, death or more than $750 of damage, you must:',
    choices: [
      'File a report of the crash (form SR-1) with the DMV within 10 days',
      'Do nothing if your insurer is told',
      'Report it to the DMV within 60 days',
      'Report it only if you were at fault',
    ],
    correctIndex: 0,
    explanation:
      'File a Report of Traffic Accident (SR-1) with the DMV within 10 days when police did not investigate and someone was hurt or killed or damage was over $750.',
    source: section('Crashes (Reporting)'),
  },
  {
    prompt: 'You hit a parked vehicle and cannot find its owner. You must:',
    choices: [
      'Leave without doing anything if the damage is small',
      'Wait at the vehicle until the next day',
      'Leave a note with your name and address in a safe place on the vehicle and report the crash to police',
      'Only tell your insurance company',
    ],
    correctIndex: 2,
    explanation:
      'Leave your name and address where the owner will find it and notify the police without delay.',
    source: section('Crashes'),
  },
  {
    prompt: 'When driving at night, you are "overdriving" your headlights when:',
    choices: [
      'You use high beams on a lit street',
      'You drive with your dashboard lights on',
      'Your headlights are dirty',
      'You cannot stop within the distance your headlights light up',
    ],
    correctIndex: 3,
    explanation:
      'Drive slowly enough to stop within the distance you can see ahead in your headlights.',
    source: section('Night Driving'),
  },
];
