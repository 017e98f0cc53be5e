// The addresses typed into the "Email report" dialog: one field, separated by commas, semicolons
// or spaces, duplicates (any case) dropped; and the prefill from the student's own addresses.

export const MAX_REPORT_EMAILS = 5;

export function parseEmailList(text: string): string[] {
  const seen = new Set<string>();
  const list: string[] = [];
  for (const part of text.split(/[\s,;]+/)) {
    const email = part.trim();
    if (!email || seen.has(email.toLowerCase())) continue;
    seen.add(email.toLowerCase());
    list.push(email);
  }
  return list;
}

export function prefillEmails(student: {
  email?: string | null;
  parentEmail?: string | null;
}): string {
  return parseEmailList([student.email ?? '', student.parentEmail ?? ''].join(', ')).join(', ');
}
