// California's practice questions, written from the California Driver's Handbook (California
// Department of Motor Vehicles). Only rules the handbook states plainly; see docs/practice-tests.md.
import type { BankQuestion } from './bank-question.ts';

const HANDBOOK = "California Driver's Handbook";
const section = (name: string) => `${HANDBOOK}: ${name}`;

export const CALIFORNIA_QUESTIONS: readonly BankQuestion[] = [
  {
    prompt: "What does California's Basic Speed Law say?",
    choices: [
      'You may always drive at the posted speed limit.',
      'You may never drive faster than is safe for the current conditions.',
      'You may drive 5 mph over the limit when passing.',
      'It applies only on freeways.',
    ],
    correctIndex: 1,
    explanation:
      'Whatever the posted limit, you must never drive faster than is safe for the weather, traffic, visibility and road.',
    source: section('Speed Limits (Basic Speed Law)'),
  },
  {
    prompt: 'Unless a sign says otherwise, what is the speed limit in a residential district?',
    choices: ['15 mph', '25 mph', '35 mph', '45 mph'],
    correctIndex: 1,
    explanation: 'The limit in residential districts is 25 mph unless another speed is posted.',
    source: section('Speed Limits (Residential districts)'),
  },
  {
    prompt:
      'Near a school, with children present and no other speed posted, what is the speed limit?',
    choices: ['15 mph', '20 mph', '25 mph', '30 mph'],
    correctIndex: 2,
    explanation:
      'Unless another speed is posted, the limit is 25 mph within 500 to 1,000 feet of a school while children are outside or crossing.',
    source: section('Speed Limits (Around children)'),
  },
  {
    prompt:
      'You are within 100 feet of an intersection and cannot see 100 feet in either direction along the cross street. What is the speed limit?',
    choices: ['10 mph', '15 mph', '20 mph', '25 mph'],
    correctIndex: 1,
    explanation:
      'At a blind intersection with no stop sign, traffic light or yield sign the limit is 15 mph.',
    source: section('Speed Limits (Blind intersections)'),
  },
  {
    prompt: 'What is the speed limit in any alley?',
    choices: ['10 mph', '15 mph', '20 mph', '25 mph'],
    correctIndex: 1,
    explanation: 'The speed limit in any alley is 15 mph.',
    source: section('Speed Limits (Alleys)'),
  },
  {
    prompt:
      'Within 100 feet of a railroad crossing where you cannot see the tracks for 400 feet in both directions, the speed limit is:',
    choices: ['15 mph', '20 mph', '25 mph', '30 mph'],
    correctIndex: 0,
    explanation:
      'The limit is 15 mph near a crossing where you cannot see 400 feet down the tracks both ways, unless the crossing is controlled by gates, a warning signal or a flagger.',
    source: section('Speed Limits (Railroad tracks)'),
  },
  {
    prompt: 'Unless posted otherwise, what is the maximum speed on a two-lane undivided highway?',
    choices: ['45 mph', '55 mph', '65 mph', '70 mph'],
    correctIndex: 1,
    explanation: 'Two-lane undivided highways have a 55 mph limit unless a sign shows another.',
    source: section('Speed Limits'),
  },
  {
    prompt: 'What is the maximum speed when you are towing a trailer?',
    choices: ['45 mph', '55 mph', '60 mph', '65 mph'],
    correctIndex: 1,
    explanation: 'Vehicles towing trailers may not go faster than 55 mph.',
    source: section('Speed Limits (Towing vehicles)'),
  },
  {
    prompt: 'What following distance does the handbook recommend in normal conditions?',
    choices: ['One second', 'Two car lengths', 'At least three seconds', 'Ten feet'],
    correctIndex: 2,
    explanation:
      'Keep at least three seconds behind the vehicle ahead, and more in bad weather, heavy traffic or when followed closely.',
    source: section('Space Around Your Vehicle (Following distance)'),
  },
  {
    prompt: 'How far ahead should you signal before turning?',
    choices: ['At least 25 feet', 'At least 50 feet', 'At least 100 feet', 'Only as you turn'],
    correctIndex: 2,
    explanation: 'Signal during the last 100 feet before you turn or change lanes.',
    source: section('Signaling'),
  },
  {
    prompt: 'When you park parallel to a curb, your wheels must be no farther from it than:',
    choices: ['6 inches', '12 inches', '18 inches', '24 inches'],
    correctIndex: 2,
    explanation: 'Park parallel to the curb with your wheels within 18 inches of it.',
    source: section('Parking (Parallel parking)'),
  },
  {
    prompt:
      'For a driver 21 or older, it is illegal to drive with a blood alcohol concentration of:',
    choices: ['0.05% or more', '0.08% or more', '0.10% or more', '0.12% or more'],
    correctIndex: 1,
    explanation: 'A BAC of 0.08% or more is illegal for drivers 21 and older.',
    source: section('Alcohol and Drugs (Blood alcohol concentration limits)'),
  },
  {
    prompt: 'A driver under 21 may not drive with a blood alcohol concentration of:',
    choices: ['0.01% or more', '0.05% or more', '0.08% or more', '0.10% or more'],
    correctIndex: 0,
    explanation: 'Drivers under 21 may not drive with a BAC of 0.01% or more.',
    source: section('Alcohol and Drugs (Blood alcohol concentration limits)'),
  },
  {
    prompt:
      'What is the blood alcohol limit while driving a commercial vehicle that requires a commercial licence?',
    choices: ['0.01%', '0.04%', '0.08%', '0.10%'],
    correctIndex: 1,
    explanation: 'It is illegal to drive a commercial vehicle with a BAC of 0.04% or more.',
    source: section('Alcohol and Drugs (Blood alcohol concentration limits)'),
  },
  {
    prompt:
      'During the first 12 months of a provisional licence, you may carry passengers under 20 only when:',
    choices: [
      'It is daylight.',
      'A licensed parent or guardian, a licensed driver aged 25 or older, or a certified driving instructor rides with you.',
      'The passengers are your classmates.',
      'You have held a permit for a year.',
    ],
    correctIndex: 1,
    explanation:
      'For the first year you may not transport passengers under 20 unless a licensed parent or guardian, a licensed driver 25 or older, or a certified driving instructor is with you.',
    source: section('Provisional Driver License Restrictions'),
  },
  {
    prompt: 'During the first 12 months of a provisional licence, you may not drive alone between:',
    choices: [
      '9 p.m. and 5 a.m.',
      '10 p.m. and 6 a.m.',
      '11 p.m. and 5 a.m.',
      'Midnight and 6 a.m.',
    ],
    correctIndex: 2,
    explanation:
      'Unless a listed exception applies or a qualified adult is with you, provisional drivers may not drive from 11 p.m. to 5 a.m. during the first year.',
    source: section('Provisional Driver License Restrictions'),
  },
  {
    prompt: 'When must you turn on your headlights?',
    choices: [
      'From 30 minutes after sunset until 30 minutes before sunrise',
      'Only when it is completely dark',
      'From one hour after sunset',
      'Only on unlit roads',
    ],
    correctIndex: 0,
    explanation:
      'Headlights are required from 30 minutes after sunset until 30 minutes before sunrise, and whenever conditions call for them.',
    source: section('Lights (Headlights)'),
  },
  {
    prompt: 'You must also use your headlights whenever:',
    choices: [
      'You drive on a freeway.',
      'Your windshield wipers are on continuously because of weather.',
      'You carry passengers.',
      'You drive in a parking lot.',
    ],
    correctIndex: 1,
    explanation:
      'If weather makes you use your wipers continuously, California law requires your headlights to be on too.',
    source: section('Lights (Headlights)'),
  },
  {
    prompt: 'You must dim your high beams when an oncoming vehicle is within:',
    choices: ['100 feet', '300 feet', '500 feet', '1,000 feet'],
    correctIndex: 2,
    explanation: 'Dim your high beams within 500 feet of a vehicle coming toward you.',
    source: section('Lights (High beams)'),
  },
  {
    prompt: 'You must dim your high beams when you follow another vehicle within:',
    choices: ['100 feet', '300 feet', '500 feet', '1,000 feet'],
    correctIndex: 1,
    explanation: 'Use low beams when you are within 300 feet of a vehicle you are following.',
    source: section('Lights (High beams)'),
  },
  {
    prompt: 'A red curb means:',
    choices: [
      'Parking for up to 10 minutes',
      'No stopping, standing or parking',
      'Loading only',
      'Parking for people with disabilities',
    ],
    correctIndex: 1,
    explanation: 'A red curb means no stopping, standing or parking.',
    source: section('Parking (Colored curbs)'),
  },
  {
    prompt: 'A white curb means you may stop:',
    choices: [
      'Only long enough to pick up or drop off passengers or mail',
      'For up to one hour',
      'Only with a disabled parking placard',
      'Only at night',
    ],
    correctIndex: 0,
    explanation:
      'White curbs allow a stop only long enough to pick up or drop off passengers or mail.',
    source: section('Parking (Colored curbs)'),
  },
  {
    prompt: 'A blue curb means:',
    choices: [
      'Loading zone for trucks',
      'Parking only for people with a disabled placard or plates',
      'Parking for a limited time',
      'Bus stop',
    ],
    correctIndex: 1,
    explanation:
      'Blue marks parking for people with disabilities who display a placard or special plates.',
    source: section('Parking (Colored curbs)'),
  },
  {
    prompt: 'A green curb means:',
    choices: [
      'Parking for a limited time, shown by a sign or painted on the curb',
      'No parking at any time',
      'Electric vehicles only',
      'Emergency vehicles only',
    ],
    correctIndex: 0,
    explanation:
      'Green curbs allow parking for a limited time, posted nearby or painted on the curb.',
    source: section('Parking (Colored curbs)'),
  },
  {
    prompt: 'You may not park within how many feet of a fire hydrant?',
    choices: ['5 feet', '10 feet', '15 feet', '30 feet'],
    correctIndex: 2,
    explanation: 'Never park within 15 feet of a fire hydrant.',
    source: section('Parking (Illegal parking)'),
  },
  {
    prompt: 'When you park downhill next to a curb, turn your front wheels:',
    choices: [
      'Toward the curb',
      'Away from the curb',
      'Straight ahead',
      'It does not matter if the parking brake is set',
    ],
    correctIndex: 0,
    explanation:
      'Turned toward the curb, the wheels stop the car from rolling into traffic if the brakes fail. Set the parking brake too.',
    source: section('Parking (Parking on a hill)'),
  },
  {
    prompt: 'When you park uphill next to a curb, turn your front wheels:',
    choices: [
      'Toward the curb',
      'Away from the curb',
      'Straight ahead',
      'Toward the traffic lane only when it rains',
    ],
    correctIndex: 1,
    explanation:
      'Turn the wheels away from the curb and let the car roll back a few inches so a wheel rests against it.',
    source: section('Parking (Parking on a hill)'),
  },
  {
    prompt: 'A school bus ahead of you has its red lights flashing. You must:',
    choices: [
      'Slow to 25 mph and pass carefully',
      'Stop and stay stopped as long as the red lights flash',
      'Sound your horn and pass on the left',
      'Stop only if children are visible',
    ],
    correctIndex: 1,
    explanation:
      'Stop and remain stopped while the red lights flash. You need not stop if the bus is on the other side of a divided or multilane highway.',
    source: section('Right-of-Way Rules (School buses)'),
  },
  {
    prompt: 'An emergency vehicle with a siren and red lights comes toward you. You must:',
    choices: [
      'Speed up to clear the way',
      'Drive to the right edge of the road and stop until it has passed',
      'Stop where you are, even in an intersection',
      'Keep driving at the same speed',
    ],
    correctIndex: 1,
    explanation:
      'Pull to the right edge and stop until it passes, but never stop inside an intersection: drive through it first.',
    source: section('Right-of-Way Rules (Emergency vehicles)'),
  },
  {
    prompt:
      'It is illegal to follow a fire engine, police car or ambulance with its siren or flashing lights on closer than:',
    choices: ['100 feet', '200 feet', '300 feet', '500 feet'],
    correctIndex: 2,
    explanation: 'Stay more than 300 feet behind an emergency vehicle using its siren or lights.',
    source: section('Right-of-Way Rules (Emergency vehicles)'),
  },
  {
    prompt: 'When you pass a bicyclist in the same direction, leave at least:',
    choices: ['1 foot', '2 feet', '3 feet', '6 feet'],
    correctIndex: 2,
    explanation:
      'Give bicyclists at least 3 feet when passing; if you cannot, slow down and pass only when it is safe.',
    source: section('Sharing the Road (Bicyclists)'),
  },
  {
    prompt:
      'Before turning right, you may drive in a bike lane only within how many feet of the corner?',
    choices: ['50 feet', '100 feet', '200 feet', 'You may never enter a bike lane'],
    correctIndex: 2,
    explanation:
      'You may enter a bike lane no more than 200 feet before the corner where you turn right, after checking for bicyclists.',
    source: section('Sharing the Road (Bicycle lanes)'),
  },
  {
    prompt: 'How far may you drive in a center left-turn lane before turning?',
    choices: [
      'No more than 200 feet',
      'No more than 500 feet',
      'Up to a quarter mile',
      'Any distance',
    ],
    correctIndex: 0,
    explanation:
      'A two-way center left-turn lane may be used for no more than 200 feet, and only to begin or end a left turn or U-turn.',
    source: section('Lane Control (Center left turn lanes)'),
  },
  {
    prompt: 'At a railroad crossing where you must stop, stop:',
    choices: [
      'On the tracks, so you can see both ways',
      'Between 15 and 50 feet from the nearest rail',
      'At least 100 feet from the nearest rail',
      'Exactly 5 feet from the nearest rail',
    ],
    correctIndex: 1,
    explanation: 'Stop between 15 and 50 feet from the nearest track, and never on the tracks.',
    source: section('Railroad Track and Light Rail Crossings'),
  },
  {
    prompt: 'May a driver under 18 use a hands-free cell phone while driving?',
    choices: [
      'Yes, if it is mounted on the dashboard',
      'Yes, for calls only',
      'No, except in an emergency',
      'Yes, on local streets only',
    ],
    correctIndex: 2,
    explanation:
      'Drivers under 18 may not use a cell phone or other wireless device while driving, even hands-free, except to call for help in an emergency.',
    source: section('Safe Driving Practices (Cell phones)'),
  },
  {
    prompt: 'Children under 8 years old must ride:',
    choices: [
      'In any seat with a seat belt',
      'Secured in an approved child passenger restraint in the back seat',
      'On an adult passenger’s lap',
      'In the front seat so the driver can watch them',
    ],
    correctIndex: 1,
    explanation:
      'Children under 8 must be secured in a federally approved child passenger restraint system in the back seat (with few exceptions).',
    source: section('Seat Belts and Child Restraints'),
  },
  {
    prompt:
      'It is illegal to leave a child of what age alone in a vehicle without supervision by someone 12 or older?',
    choices: [
      '6 years old or younger',
      '10 years old or younger',
      '3 years old or younger',
      'Any age under 16',
    ],
    correctIndex: 0,
    explanation:
      'A child 6 or younger may not be left in a vehicle without someone at least 12 years old watching them.',
    source: section('Unattended Children and Pets'),
  },
  {
    prompt: 'When is the road most slippery in rain?',
    choices: [
      'After several hours of rain',
      'During the first rain after a dry spell',
      'Only when the temperature is below freezing',
      'Late at night',
    ],
    correctIndex: 1,
    explanation:
      'The first rain after a dry spell mixes with oil and dust on the road and makes it very slippery.',
    source: section('Driving Conditions (Slippery roads)'),
  },
  {
    prompt: 'In fog, you should use:',
    choices: ['High beams', 'Low beams', 'Parking lights only', 'No lights'],
    correctIndex: 1,
    explanation: 'High beams reflect off fog and make it harder to see; use low beams.',
    source: section('Driving Conditions (Fog)'),
  },
  {
    prompt: 'A flashing red traffic light means:',
    choices: [
      'Slow down and proceed with caution',
      'Stop, then go when it is safe, as at a stop sign',
      'The light will soon turn green',
      'Pedestrians have the right-of-way only',
    ],
    correctIndex: 1,
    explanation: 'Treat a flashing red light like a stop sign: stop, then proceed when it is safe.',
    source: section('Traffic Control (Traffic signals)'),
  },
  {
    prompt: 'Unless a sign prohibits it, may you turn right on a steady red light?',
    choices: [
      'Yes, after a full stop and yielding to pedestrians and traffic',
      'Yes, without stopping if the way is clear',
      'No, never',
      'Only between midnight and 6 a.m.',
    ],
    correctIndex: 0,
    explanation:
      'You may turn right on red after stopping completely and yielding, unless a NO TURN ON RED sign is posted.',
    source: section('Traffic Control (Traffic signals)'),
  },
  {
    prompt:
      'When two vehicles meet on a steep, narrow mountain road where neither can pass, which must yield?',
    choices: [
      'The vehicle facing uphill',
      'The vehicle facing downhill, by backing up until the other can pass',
      'The larger vehicle',
      'The vehicle that arrived second',
    ],
    correctIndex: 1,
    explanation:
      'The vehicle facing downhill has more control when backing up, so it yields to the vehicle facing uphill.',
    source: section('Right-of-Way Rules (Mountain roads)'),
  },
  {
    prompt: 'You must report a collision to the DMV within 10 days when:',
    choices: [
      'Anyone was injured or killed, or property damage was more than $1,000',
      'Only when the police were called',
      'Only when your vehicle cannot be driven',
      'Never; your insurance company reports it',
    ],
    correctIndex: 0,
    explanation:
      'File a report with the DMV within 10 days if anyone was hurt or killed or the damage was over $1,000, whoever caused it.',
    source: section('Collisions (Reporting a collision)'),
  },
  {
    prompt: 'By driving in California you have consented to:',
    choices: [
      'A search of your vehicle at any time',
      'A chemical test of your breath, blood or urine if arrested for driving under the influence',
      'Random roadside checks of your licence',
      'Sharing your insurance details with other drivers',
    ],
    correctIndex: 1,
    explanation:
      'Under the implied consent law, you agree to chemical testing for alcohol or drugs when lawfully arrested for DUI; refusing carries penalties.',
    source: section('Alcohol and Drugs (Implied consent)'),
  },
  {
    prompt: 'A two-way left-turn lane in the center of the road is marked by:',
    choices: [
      'Double solid white lines',
      'A solid yellow line and a broken yellow line on each side',
      'A single broken white line',
      'Raised white dots only',
    ],
    correctIndex: 1,
    explanation:
      'The lane has solid yellow and broken yellow lines on both sides, so drivers from both directions may use it to turn left.',
    source: section('Lane Control (Center left turn lanes)'),
  },
  {
    prompt: 'If your car has anti-lock brakes and you must stop fast, you should:',
    choices: [
      'Pump the brake pedal quickly',
      'Press the brake pedal firmly and keep it down',
      'Pull the parking brake',
      'Shift into neutral',
    ],
    correctIndex: 1,
    explanation:
      'With anti-lock brakes, apply firm, steady pressure; do not pump them. You may feel the pedal pulse.',
    source: section('Driving Conditions (Braking)'),
  },
  {
    prompt: 'At a four-way stop, two vehicles arrive at the same time. Who goes first?',
    choices: [
      'The driver on the left',
      'The driver on the right',
      'The larger vehicle',
      'The driver going straight, always',
    ],
    correctIndex: 1,
    explanation: 'When vehicles arrive together, yield to the vehicle on your right.',
    source: section('Right-of-Way Rules (Intersections)'),
  },
  {
    prompt: 'At a T-intersection without signs or signals, who has the right-of-way?',
    choices: [
      'Vehicles turning from the ending road',
      'Vehicles and pedestrians on the through road',
      'Whoever arrives first',
      'The vehicle on the left',
    ],
    correctIndex: 1,
    explanation:
      'Drivers on the road that ends must yield to vehicles and pedestrians on the through road.',
    source: section('Right-of-Way Rules (Intersections)'),
  },
  {
    prompt: 'May you smoke in a vehicle while a minor is a passenger?',
    choices: [
      'Yes, with the windows open',
      'Yes, if the minor agrees',
      'No, it is illegal',
      'Yes, on freeways only',
    ],
    correctIndex: 2,
    explanation:
      'It is illegal to smoke in a vehicle when anyone under 18 is inside, whether it is moving or not.',
    source: section('Safe Driving Practices (Smoking with a minor)'),
  },
];
