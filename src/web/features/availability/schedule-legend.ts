// Colours and names of the SPEC §4 schedule blocks. Each pairs a light fill with dark text (and a
// darker left border) so text keeps at least 4.5:1 contrast; kinds differ by hue and by pattern
// (breaks are striped), so colour is never the only cue.
export type BlockType =
  'BREAK' | 'DRIVE' | 'ESTIMATED' | 'FILLER' | 'LESSON' | 'MEAL_BREAK' | 'TIME_LOG';

export const BLOCK_STYLES: Record<
  BlockType,
  { label: string; fill: string; border: string; striped?: boolean }
> = {
  LESSON: { label: 'Lesson', fill: '#cfe3ff', border: '#1556b3' },
  TIME_LOG: { label: 'Time logged', fill: '#d9f2d9', border: '#23722b' },
  DRIVE: { label: 'Drive', fill: '#ffe2c2', border: '#a14f00' },
  ESTIMATED: { label: 'Held at checkout', fill: '#eadcff', border: '#6a3fb5' },
  BREAK: { label: 'Break', fill: '#eeeeee', border: '#5f5f5f', striped: true },
  MEAL_BREAK: { label: 'Meal break', fill: '#fff3b0', border: '#7a6200', striped: true },
  FILLER: { label: 'Free', fill: '#f4fbf6', border: '#3c7d55' },
};

/** Lessons and time logs on top of drives, drives on top of free time. */
export const BLOCK_LAYER: Record<BlockType, number> = {
  FILLER: 1,
  BREAK: 2,
  MEAL_BREAK: 2,
  DRIVE: 3,
  ESTIMATED: 4,
  LESSON: 5,
  TIME_LOG: 6,
};
