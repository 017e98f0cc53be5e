// Outside development no error suggests names ("Did you mean …?"): a signed-out caller could
// otherwise piece the schema together from misspellings although introspection is refused.
// graphql 17 leaves the suggestions out itself when asked (`hideSuggestions`), in validation
// (fields, arguments, types, input fields, enum literals) and in execution (variables coerced
// to enums and input objects). GraphQL Armor's blockFieldSuggestion cannot do this: it matches
// errors by `instanceof` against its own graphql 16, so it never sees graphql 17's errors, and
// only in validation. Any message still carrying one (ScalarLeafsRule always adds
// `Did you mean "field { ... }"?`) loses it on the way out.
import type { ExecutionArgs, ValidationOptions } from 'graphql';
import type { Plugin } from 'graphql-yoga';

// Suggested names are GraphQL names, so the first "?" ends the sentence.
const SUGGESTION = /\s*Did you mean\b[^?]*\?/g;

/** `message` without its "Did you mean …?" sentences. */
export function withoutSuggestions(message: string): string {
  return message.replace(SUGGESTION, '');
}

export function useHiddenSuggestions(): Plugin {
  return {
    onValidate({ validateFn, setValidationFn }) {
      setValidationFn((schema, document, rules, options?: ValidationOptions): unknown => {
        const hidden: ValidationOptions = { ...options, hideSuggestions: true };
        return validateFn(schema, document, rules, hidden);
      });
    },
    // Envelop's own ExecutionArgs type predates the option; graphql 17's has it.
    onExecute({ executeFn, setExecuteFn }) {
      setExecuteFn((args): unknown => executeFn(withHiddenSuggestions(args)));
    },
    onSubscribe({ subscribeFn, setSubscribeFn }) {
      setSubscribeFn((args): unknown => subscribeFn(withHiddenSuggestions(args)));
    },
    onResultProcess({ result }) {
      if (Array.isArray(result) || Symbol.asyncIterator in Object(result)) return;
      for (const error of (result as { errors?: readonly { message: string }[] }).errors ?? []) {
        error.message = withoutSuggestions(error.message);
      }
    },
  };
}

function withHiddenSuggestions<T extends object>(args: T): T {
  const hidden: Pick<ExecutionArgs, 'hideSuggestions'> = { hideSuggestions: true };
  return { ...args, ...hidden };
}
