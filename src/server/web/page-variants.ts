// Some public pages exist in a few fixed variants — today the DMV practice test, one of
// PRACTICE_TEST_SET_COUNT question sets. A bare address (`/dmv-practice-test/ca`) is answered
// with one variant chosen at random, by adding its parameter before the page cache and the
// renderer see the request: each variant is then an ordinary cacheable page
// (`/dmv-practice-test/ca?set=3`), rendered once a minute instead of once per visit
// (docs/practice-tests.md "Sets"). An address that already names a variant is left alone.
import type { NextFunction, Request, Response } from 'express';
import {
  PRACTICE_TEST_SET_COUNT,
  PRACTICE_TEST_SET_PARAM,
} from '../../domain/practice-test/practice-test-sets.ts';

export interface PageVariants {
  /** The pages that have variants (path only, without the query). */
  path: RegExp;
  /** The query parameter naming the variant. */
  param: string;
  /** Variants are numbered 1 … count. */
  count: number;
}

export const PUBLIC_PAGE_VARIANTS: readonly PageVariants[] = [
  {
    path: /^\/dmv-practice-test\/[a-z]{2}\/?$/,
    param: PRACTICE_TEST_SET_PARAM,
    count: PRACTICE_TEST_SET_COUNT,
  },
];

export function pickPageVariant(
  variants: readonly PageVariants[],
  randomIndex: (count: number) => number = (count) => Math.floor(Math.random() * count),
) {
  return function pageVariant(req: Request, _res: Response, next: NextFunction): void {
    if (req.method === 'GET' || req.method === 'HEAD') {
      const [path = '', query = ''] = req.originalUrl.split('?', 2);
      const params = new URLSearchParams(query);
      const variant = variants.find(
        (candidate) => candidate.path.test(path) && !params.has(candidate.param),
      );
      if (variant) {
        params.set(variant.param, String(randomIndex(variant.count) + 1));
        const url = `${path}?${params.toString()}`;
        req.originalUrl = url;
        req.url = url;
      }
    }
    next();
  };
}
