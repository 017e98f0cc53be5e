// VALIDATION_ERROR answers name every bad field in `extensions.fields` ({ path, message }, the path
// as the input was sent, e.g. "input.address.zipcode"). Forms show each message under its field;
// this turns an Apollo error into "address.zipcode" → "must be 5 digits…".

interface FieldProblem {
  path: string;
  message: string;
}

function problemsOf(error: unknown): FieldProblem[] {
  if (typeof error !== 'object' || error === null) return [];
  const errors = (error as { errors?: unknown }).errors;
  if (!Array.isArray(errors)) return [];
  const problems: FieldProblem[] = [];
  for (const entry of errors as { extensions?: { code?: unknown; fields?: unknown } }[]) {
    if (entry?.extensions?.code !== 'VALIDATION_ERROR') continue;
    const fields = entry.extensions.fields;
    if (!Array.isArray(fields)) continue;
    for (const field of fields as Partial<FieldProblem>[]) {
      if (typeof field?.path === 'string' && typeof field.message === 'string') {
        problems.push({ path: field.path, message: field.message });
      }
    }
  }
  return problems;
}

/** Field path (without `prefix`) → its first message. Empty when the error names no field. */
export function fieldErrorsOf(error: unknown, prefix = 'input.'): Record<string, string> {
  const result: Record<string, string> = {};
  for (const problem of problemsOf(error)) {
    const path = problem.path.startsWith(prefix) ? problem.path.slice(prefix.length) : problem.path;
    result[path] ??= problem.message;
  }
  return result;
}

/** "Email" + "is not a valid email address" → "Email is not a valid email address." */
export function describeFieldProblem(label: string, message: string): string {
  const text = `${label} ${message.trim()}`;
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/** A message that names no field, as a sentence: "each product once" → "Each product once." */
export function asSentence(message: string): string {
  const text = message.trim();
  const capitalised = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?]$/.test(capitalised) ? capitalised : `${capitalised}.`;
}

/** The snackbar text of a VALIDATION_ERROR whose messages are shown under the fields. */
export const FIELDS_TO_CORRECT = 'Please correct the fields marked in red.';

/**
 * Passes the field messages of a failed mutation to `show` and fails with a short sentence for
 * the snackbar (the fields say the rest); other failures pass through unchanged.
 */
export function withFieldErrors<T>(
  mutation: Promise<T>,
  show: (errors: Record<string, string>) => void,
): Promise<T> {
  return mutation.catch((error: unknown) => {
    const errors = fieldErrorsOf(error);
    show(errors);
    if (Object.keys(errors).length > 0) throw new Error(FIELDS_TO_CORRECT);
    throw error;
  });
}

/** Moves the focus to the first invalid field of a form once React has drawn the messages. */
export function focusFirstInvalid(form: HTMLElement | null): void {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
