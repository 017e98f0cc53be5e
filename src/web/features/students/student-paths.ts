// Addresses of the student screens.
import type { StudentTabId } from './student-tabs.ts';
import { writeStudentTab } from './student-tabs.ts';

export const STUDENTS_PATH = '/admin/students';

export function studentPath(id: string, tab?: StudentTabId): string {
  const query = tab ? writeStudentTab(tab).toString() : '';
  return `${STUDENTS_PATH}/${encodeURIComponent(id)}${query ? `?${query}` : ''}`;
}
