import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from './sitemap.ts';

describe('sitemapXml', () => {
  it('lists absolute addresses once, escaping the query string', () => {
    const xml = sitemapXml('https://school.example', ['/', '/courses?state=wa&x=1', '/']);
    expect(xml).toContain('<loc>https://school.example/</loc>');
    expect(xml).toContain('<loc>https://school.example/courses?state=wa&#38;x=1</loc>');
    expect(xml.match(/<url>/g)).toHaveLength(2);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });
});

describe('robotsTxt', () => {
  it('keeps crawlers out of the back-office and points to the sitemap', () => {
    const text = robotsTxt('https://school.example');
    expect(text).toContain('Disallow: /admin\n');
    expect(text).toContain('Sitemap: https://school.example/sitemap.xml');
  });
});
