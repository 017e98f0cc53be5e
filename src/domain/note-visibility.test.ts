import { describe, expect, it } from 'vitest';
import { canSeeHiddenNotes, visibleNotes } from './note-visibility.ts';

const notes = [
  { id: 'a', isHiddenFromInstructorView: false },
  { id: 'b', isHiddenFromInstructorView: true },
  { id: 'c', isHiddenFromInstructorView: false },
];

describe('note visibility', () => {
  it('hides hidden notes from an instructor, keeping the order', () => {
    expect(canSeeHiddenNotes(['Instructor'])).toBe(false);
    expect(visibleNotes(notes, ['Instructor']).map((note) => note.id)).toEqual(['a', 'c']);
  });

  it('shows every note to other staff, also when they teach too', () => {
    expect(visibleNotes(notes, ['Trainee']).map((note) => note.id)).toEqual(['a', 'b', 'c']);
    expect(canSeeHiddenNotes(['Instructor', 'RegionalManager'])).toBe(true);
  });

  it('shows nothing hidden to someone without a staff role', () => {
    expect(canSeeHiddenNotes([])).toBe(false);
  });
});
