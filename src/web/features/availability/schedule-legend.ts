// Colours and names of the SPEC §4 schedule blocks. Each pairs a light fill with dark text (and a
// darker left border) so text keeps at least 4.5:1 contrast; kinds differ by hue and by pattern
// (breaks are striped), so colour is never the only cue.
import {
  SCHEDULE_BLOCK_TYPE_LABELS,
  SCHEDULE_BLOCK_TYPES,
  type ScheduleBlockType,
} from '../../../domain/scheduling/lesson-enums.ts';
export type BlockType = ScheduleBlockType;

const STYLES: Record<BlockType, { fill: string; border: string; striped?: boolean }> = {
  LESSON: { fill: '#cfe3ff', border: '#1556b3' },
  TIME_LOG: { fill: '#d9f2d9', border: '#23722b' },
  DRIVE: { fill: '#ffe2c2', border: '#a14f00' },
  ESTIMATED: { fill: '#eadcff', border: '#6a3fb5' },
  BREAK: { fill: '#eeeeee', border: '#5f5f5f', striped: true },
  MEAL_BREAK: { fill: '#fff3b0', border: '#7a6200', striped: true },
  FILLER: { fill: '#f4fbf6', border: '#3c7d55' },
};

/** Each block's look, with its name from the one label table of the block types. */
export const BLOCK_STYLES: Record<
  BlockType,
  { label: string; fill: string; border: string; striped?: boolean }
> = Object.fromEntries(
  SCHEDULE_BLOCK_TYPES.map((type) => [
    type,
    { ...STYLES[type], label: SCHEDULE_BLOCK_TYPE_LABELS[type] },
  ]),
) as Record<BlockType, { label: string; fill: string; border: string; striped?: boolean }>;

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
