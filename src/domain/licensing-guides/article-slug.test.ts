import { describe, expect, it } from 'vitest';
import { articlePath, isArticleSlug, stateOfTeenArticle, teenArticleSlug } from './article-slug.ts';

describe('article slugs', () => {
  it('spells the teen article of a state as SPEC §2 does', () => {
    expect(teenArticleSlug('tx')).toBe('how-to-apply-for-tx-drivers-license-as-a-teen');
    expect(articlePath(teenArticleSlug('wa'))).toBe(
      '/article/how-to-apply-for-wa-drivers-license-as-a-teen',
    );
  });

  it('finds the state back from a slug', () => {
    expect(stateOfTeenArticle('how-to-apply-for-pa-drivers-license-as-a-teen')).toBe('pa');
    expect(stateOfTeenArticle('how-to-apply-for-ny-drivers-license-as-a-teen')).toBeNull();
  });

  it('accepts lower-case hyphenated words only', () => {
    expect(isArticleSlug('how-to-apply')).toBe(true);
    expect(isArticleSlug('How-to')).toBe(false);
    expect(isArticleSlug('a--b')).toBe(false);
    expect(isArticleSlug('-a')).toBe(false);
    expect(isArticleSlug('')).toBe(false);
  });
});
