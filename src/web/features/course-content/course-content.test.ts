import { describe, expect, it } from 'vitest';
import { partSummary, type EditorPart } from './course-content-types.ts';

const block = {
  heading: '',
  text: '',
  imageUrl: '',
  imageAlt: '',
  caption: '',
  videoUrl: '',
  videoTitle: '',
  columns: [],
};
const part = (values: Partial<EditorPart>): EditorPart => ({
  id: 'p',
  position: 0,
  type: 'content',
  layout: 'title',
  content: block,
  questions: [],
  ...values,
});

describe('partSummary', () => {
  it('names the layout and what the block shows, shortened', () => {
    expect(partSummary(part({ content: { ...block, heading: 'Merging' } }))).toBe(
      'Title · Merging',
    );
    expect(
      partSummary(
        part({
          layout: 'twoColumn',
          content: {
            ...block,
            columns: [
              { text: 'x'.repeat(80), imageUrl: '', imageAlt: '' },
              { text: 'b', imageUrl: '', imageAlt: '' },
            ],
          },
        }),
      ),
    ).toMatch(/^Two columns · x{69}…$/);
    expect(
      partSummary(
        part({
          type: 'quiz',
          layout: null,
          content: null,
          questions: [{ id: 'q', prompt: 'Q', choices: [], correctIndex: 0, explanation: '' }],
        }),
      ),
    ).toBe('Quiz · 1 question');
  });
});
