// Every state's shipped texts, in the order of SPEC §3.
import { california } from './ca.ts';
import { colorado } from './co.ts';
import type { ContentContext, StateContent } from './content-kit.ts';
import { illinois } from './il.ts';
import { indiana } from './in.ts';
import { missouri } from './mo.ts';
import { nevada } from './nv.ts';
import { pennsylvania } from './pa.ts';
import { texas } from './tx.ts';
import { washington } from './wa.ts';

export function shippedContent(context: ContentContext): StateContent[] {
  return [
    california,
    colorado,
    illinois,
    indiana,
    missouri,
    nevada,
    pennsylvania,
    texas,
    washington,
  ].map((state) => state(context));
}
