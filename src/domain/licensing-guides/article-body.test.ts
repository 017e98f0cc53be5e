import { describe, expect, it } from 'vitest';
import { articleLinks, parseArticleBody, unpublishableLinks } from './article-body.ts';

describe('article body', () => {
  it('reads headings, paragraphs, lists and links', () => {
    const body = [
      '## Before you start',
      '',
      'Take the [online course](/tx/course/drivers-ed) first.',
      'It takes 32 hours.',
      '',
      '- Bring your [birth certificate](https://www.dps.texas.gov/)',
      '- Call [us](tel:+18005550100)',
    ].join('\n');
    expect(parseArticleBody(body)).toEqual([
      { kind: 'heading', text: 'Before you start' },
      {
        kind: 'paragraph',
        inlines: [
          { kind: 'text', text: 'Take the ' },
          { kind: 'link', text: 'online course', href: '/tx/course/drivers-ed' },
          { kind: 'text', text: ' first. It takes 32 hours.' },
        ],
      },
      {
        kind: 'list',
        items: [
          [
            { kind: 'text', text: 'Bring your ' },
            { kind: 'link', text: 'birth certificate', href: 'https://www.dps.texas.gov/' },
          ],
          [
            { kind: 'text', text: 'Call ' },
            { kind: 'link', text: 'us', href: 'tel:+18005550100' },
          ],
        ],
      },
    ]);
  });

  it('keeps markup and unsafe links as plain text', () => {
    expect(parseArticleBody('<script>x</script> [click](javascript:alert(1))')).toEqual([
      {
        kind: 'paragraph',
        inlines: [{ kind: 'text', text: '<script>x</script> [click](javascript:alert(1))' }],
      },
    ]);
    expect(unpublishableLinks('[a](/ok) [b](http://plain.example)')).toEqual([
      'http://plain.example',
    ]);
  });

  it('lists the published links', () => {
    expect(articleLinks('[a](/book)\n\n- [b](/dmv-practice-test)')).toEqual([
      '/book',
      '/dmv-practice-test',
    ]);
  });
});
