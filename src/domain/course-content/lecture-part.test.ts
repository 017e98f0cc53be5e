import { describe, expect, it } from 'vitest';
import { normaliseLectureBlock } from './lecture-part.ts';

const paths = (result: { problems: { path: string }[] }) => result.problems.map((p) => p.path);
const IMAGE = '/api/lecture-images/0b8f6a6e-3c1c-4c4a-9d83-1f5b2f0a9a11';

describe('normaliseLectureBlock', () => {
  it('a title block needs a heading and keeps only heading and text', () => {
    expect(paths(normaliseLectureBlock('title', { heading: '  ' }))).toEqual(['heading']);
    const { block, problems } = normaliseLectureBlock('title', {
      heading: ' Sharing the road ',
      text: 'Bikes first',
      videoUrl: 'https://example.com/a.mp4',
    });
    expect(problems).toEqual([]);
    expect(block).toMatchObject({ heading: 'Sharing the road', text: 'Bikes first', videoUrl: '' });
  });

  it('a single image needs an uploaded or https image and alt text', () => {
    expect(paths(normaliseLectureBlock('singleImage', {}))).toEqual(['imageUrl']);
    expect(paths(normaliseLectureBlock('singleImage', { imageUrl: IMAGE }))).toEqual(['imageAlt']);
    expect(
      paths(
        normaliseLectureBlock('singleImage', { imageUrl: 'http://x.test/a.png', imageAlt: 'a' }),
      ),
    ).toEqual(['imageUrl']);
    expect(
      paths(
        normaliseLectureBlock('singleImage', { imageUrl: 'javascript:alert(1)', imageAlt: 'a' }),
      ),
    ).toEqual(['imageUrl']);
    expect(
      normaliseLectureBlock('singleImage', { imageUrl: IMAGE, imageAlt: 'A stop sign' }).problems,
    ).toEqual([]);
  });

  it('a single video needs an https URL and a title', () => {
    expect(paths(normaliseLectureBlock('singleVideo', {}))).toEqual(['videoUrl', 'videoTitle']);
    expect(
      paths(
        normaliseLectureBlock('singleVideo', { videoUrl: 'http://v.test/a.mp4', videoTitle: 'T' }),
      ),
    ).toEqual(['videoUrl']);
    expect(
      normaliseLectureBlock('singleVideo', { videoUrl: 'https://v.test/a.mp4', videoTitle: 'T' })
        .problems,
    ).toEqual([]);
  });

  it('two columns need exactly two, each with text or an image with alt text', () => {
    expect(paths(normaliseLectureBlock('twoColumn', { columns: [{ text: 'a' }] }))).toEqual([
      'columns',
    ]);
    expect(
      paths(normaliseLectureBlock('twoColumn', { columns: [{ text: 'a' }, { imageUrl: IMAGE }] })),
    ).toEqual(['columns.1.imageAlt']);
    expect(paths(normaliseLectureBlock('twoColumn', { columns: [{}, { text: 'b' }] }))).toEqual([
      'columns.0.text',
    ]);
    const { block } = normaliseLectureBlock('twoColumn', {
      columns: [
        { text: 'a', imageAlt: 'stale' },
        { imageUrl: IMAGE, imageAlt: 'Cones' },
      ],
    });
    expect(block.columns).toEqual([
      { text: 'a', imageUrl: '', imageAlt: '' },
      { text: '', imageUrl: IMAGE, imageAlt: 'Cones' },
    ]);
  });

  it('refuses text over its limit', () => {
    expect(paths(normaliseLectureBlock('title', { heading: 'x'.repeat(201) }))).toEqual([
      'heading',
    ]);
  });
});
