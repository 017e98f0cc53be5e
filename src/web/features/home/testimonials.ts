// The three testimonials bundled with the public site (SPEC §1): text, name, location and a
// rating out of 5.
export interface Testimonial {
  text: string;
  name: string;
  location: string;
  rating: number;
  outOf: number;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    text: 'My daughter was terrified of freeway merges. After four lessons with her instructor she passed her road test on the first try, and now she drives herself to swim practice.',
    name: 'Maria G.',
    location: 'San Jose, CA',
    rating: 5,
    outOf: 5,
  },
  {
    text: 'I got my license at 34. My instructor was patient, picked me up after my shift, and never once made me feel late to the game.',
    name: 'Daniel K.',
    location: 'Aurora, CO',
    rating: 5,
    outOf: 5,
  },
  {
    text: 'The online course fit around school, and the practice tests were close to the real written test. Booking the road test with a car took one phone call.',
    name: 'Aisha R.',
    location: 'Houston, TX',
    rating: 5,
    outOf: 5,
  },
];
