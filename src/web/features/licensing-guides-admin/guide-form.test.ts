import { describe, expect, it } from 'vitest';
import { addStep, guideFormValues, guideInput, moveStep, removeStep } from './guide-form.ts';

const values = guideFormValues({
  label: 'Nevada teens',
  articleSlug: null,
  steps: [
    { id: 'written-test', title: 'Written', description: '', link: '', linkText: '' },
    { id: 'road-test', title: 'Road', description: '', link: '', linkText: '' },
  ],
});

describe('guide form', () => {
  it('moves, removes and adds steps, keeping each row its key', () => {
    const moved = moveStep(values.steps, 1, -1);
    expect(moved.map((step) => step.id)).toEqual(['road-test', 'written-test']);
    expect(moved[0]!.key).toBe(values.steps[1]!.key);
    expect(moveStep(values.steps, 0, -1)).toEqual(values.steps);
    expect(removeStep(values.steps, 0).map((step) => step.id)).toEqual(['road-test']);
    const added = addStep(values.steps);
    expect(added[2]).toMatchObject({ id: 'online-course', title: '' });
    expect(new Set(added.map((step) => step.key)).size).toBe(3);
  });

  it('sends no article when none is chosen and no local keys', () => {
    expect(guideInput(values)).toEqual({
      label: 'Nevada teens',
      articleSlug: null,
      steps: [
        { id: 'written-test', title: 'Written', description: '', link: '', linkText: '' },
        { id: 'road-test', title: 'Road', description: '', link: '', linkText: '' },
      ],
    });
  });
});
