import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  adminScreenPaths,
  ADMIN_SCREEN_TARGET_BYTES,
  budgetOf,
  DEFAULT_BUDGET_BYTES,
  findPageScripts,
  lowerCeilings,
  measureScripts,
  staticImports,
} from './check-bundle-size.ts';

describe('findPageScripts', () => {
  it('finds script files, module preloads and imports of inline modules', () => {
    const html = [
      '<head><link rel="modulepreload" href="/assets/entry-1.js"/>',
      '<link rel="stylesheet" href="/assets/root.css"/></head>',
      '<body><script src="/assets/legacy.js"></script>',
      '<script type="module">import * as route0 from "/assets/root-2.js";\nimport "/assets/side.js";</script>',
      '<script type="application/ld+json">{"@type":"DrivingSchool"}</script></body>',
    ].join('');
    const scripts = findPageScripts(html);
    expect(scripts.urls.sort()).toEqual([
      '/assets/entry-1.js',
      '/assets/legacy.js',
      '/assets/root-2.js',
      '/assets/side.js',
    ]);
    expect(scripts.inline).toHaveLength(1);
  });

  it('finds nothing in a page without scripts', () => {
    expect(
      findPageScripts('<html><head><title>Home</title></head><body><h1>Hi</h1></body></html>'),
    ).toEqual({
      urls: [],
      inline: [],
    });
  });
});

describe('staticImports', () => {
  it('reads minified static imports and re-exports but not dynamic imports', () => {
    const code =
      'import{a as e,b as t}from"./jsx-runtime-X.js";import"./side-Y.js";export{c}from"./c-Z.js";const l=()=>import("./lazy-W.js");';
    expect(staticImports(code)).toEqual(['./jsx-runtime-X.js', './side-Y.js', './c-Z.js']);
  });
});

describe('measureScripts', () => {
  it('sums gzipped files once each, following imports between them', async () => {
    const client = await mkdtemp(path.join(tmpdir(), 'bundle-'));
    try {
      await mkdir(path.join(client, 'assets'));
      const shared = 'export const x = 1;'.repeat(50);
      const entry = 'import{x}from"./shared.js";console.log(x);';
      await writeFile(path.join(client, 'assets', 'shared.js'), shared);
      await writeFile(path.join(client, 'assets', 'entry.js'), entry);
      const files = measureScripts(
        { urls: ['/assets/entry.js', '/assets/shared.js'], inline: ['1+1'] },
        client,
      );
      expect(files.map((file) => file.name)).toEqual([
        '/assets/entry.js',
        '/assets/shared.js',
        '(inline script 1)',
      ]);
      expect(files[1]?.gzipBytes).toBe(gzipSync(shared).length);
    } finally {
      await rm(client, { recursive: true, force: true });
    }
  });

  it('fails when the page references a file the build does not have', () => {
    expect(() => measureScripts({ urls: ['/assets/missing.js'], inline: [] }, tmpdir())).toThrow(
      /missing\.js/,
    );
  });
});

describe('budgetOf', () => {
  it('gives a page its target, or its ceiling while it is heavier than the target', () => {
    expect(budgetOf('/sign-in', {})).toEqual({ budgetBytes: 0, targetBytes: 0 });
    expect(budgetOf('/portal', { '/portal': 295_000 })).toEqual({
      budgetBytes: 295_000,
      targetBytes: 150_000,
    });
    expect(budgetOf('/admin/users', {}).budgetBytes).toBe(ADMIN_SCREEN_TARGET_BYTES);
    expect(budgetOf('/courses', {}).budgetBytes).toBe(DEFAULT_BUDGET_BYTES);
  });

  it('never lets a ceiling below the target tighten the budget', () => {
    expect(budgetOf('/admin/users', { '/admin/users': 1_000 }).budgetBytes).toBe(260_000);
  });
});

describe('lowerCeilings', () => {
  it('lowers to the new weight rounded up to the kilobyte, drops pages within target, never raises', () => {
    const ceilings = { '/portal': 295_000, '/admin': 268_000, '/admin/users': 330_000 };
    const measured = new Map([
      ['/portal', 250_400],
      ['/admin', 219_000],
      ['/admin/users', 331_000],
      ['/admin/jobs', 400_000],
    ]);
    expect(lowerCeilings(ceilings, measured)).toEqual({
      '/portal': 251_000,
      '/admin/users': 330_000,
    });
  });
});

describe('adminScreenPaths', () => {
  it('fills dynamic segments and the catch-all, leaving out the home and other areas', () => {
    const routes = {
      root: { id: 'root', path: '' },
      admin: { id: 'admin', parentId: 'root', path: 'admin' },
      home: { id: 'home', parentId: 'admin', index: true },
      details: { id: 'details', parentId: 'admin', path: 'students/:studentId' },
      missing: { id: 'missing', parentId: 'admin', path: '*' },
      portal: { id: 'portal', parentId: 'root', path: 'portal' },
      player: { id: 'player', parentId: 'portal', path: 'courses/:enrollmentId' },
    };
    expect(adminScreenPaths(routes)).toEqual(['/admin/no-such-screen', '/admin/students/sample']);
  });
});
