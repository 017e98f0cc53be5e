import { describe, expect, it } from 'vitest';
import { renderSkillReportEmail } from './skill-report-email.ts';

const input = {
  schoolName: 'RoadReady',
  studentName: 'Noah Williams',
  instructorName: 'Priya R.',
  lessonTypeLabel: 'Driving lesson',
  lessonStart: 'Tue, Mar 3, 2026, 9:00 AM PST',
  ratings: [
    { label: 'Mirrors and blind spots', rating: 'Capable' as const },
    { label: 'Parallel parking', rating: 'Todo' as const },
  ],
  comments: 'Great progress <b>today</b>.',
};

describe('renderSkillReportEmail', () => {
  it('lists every rating with its number and label in the text', () => {
    const email = renderSkillReportEmail(input);
    expect(email.subject).toBe(
      'Driving-skill report for Noah Williams: Driving lesson, Tue, Mar 3, 2026, 9:00 AM PST',
    );
    expect(email.text).toContain('Mirrors and blind spots  ●●●●●○  5/6 Capable');
    expect(email.text).toContain('Parallel parking         ●○○○○○  1/6 To do');
    expect(email.text).toContain('Comments from Priya R.:\nGreat progress <b>today</b>.');
  });

  it('escapes what people typed in the HTML', () => {
    const email = renderSkillReportEmail(input);
    expect(email.html).toContain('Great progress &lt;b&gt;today&lt;/b&gt;.');
    expect(email.html).not.toContain('<b>today</b>');
    expect(email.html).toContain('<th scope="row"');
  });

  it('says so when nothing was rated, and leaves out empty comments', () => {
    const email = renderSkillReportEmail({ ...input, ratings: [], comments: '  ' });
    expect(email.text).toContain('No skills were rated in this lesson.');
    expect(email.text).not.toContain('Comments from');
    expect(email.html).not.toContain('<table');
  });
});
