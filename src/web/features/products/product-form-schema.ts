// The product form checked by the server's own rules, apart from product-form.ts so that the
// list page, which reads the labels, does not load the form library.
import { z } from 'zod';
import {
  productComponentFields,
  productComponentsProblem,
  productFields,
} from '../../../domain/ledger/product-inputs.ts';
import { typedNumber } from '../../../domain/place-inputs.ts';
import type { ProductFormValues } from './product-form.ts';

/**
 * The form checked by the server's own rules (src/domain/ledger/product-inputs.ts): the rows of a
 * package count only while the type is package; quantities are typed.
 */
export const productFormSchema = z.preprocess(
  (values: ProductFormValues) =>
    values.type === 'package' ? values : { ...values, components: [] },
  z
    .object({
      ...productFields,
      components: z.array(
        z.object({
          productId: productComponentFields.productId,
          quantity: typedNumber(productComponentFields.quantity),
        }),
      ),
    })
    .superRefine((values, context) => {
      const problem = productComponentsProblem(values.type, values.components);
      if (problem) context.addIssue({ code: 'custom', path: ['components'], message: problem });
    }),
);
