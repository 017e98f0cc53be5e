// Where the state's rule for a course comes from, under the rule fields of the course dialog:
// one line per source with the fields it sets, marked when it is not confirmed, so staff know
// which figures the compliance officer still has to confirm (docs/seat-time.md).
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import {
  ruleSource,
  stateCourseRule,
  type CourseRuleValues,
  type RuleSource,
} from '../../../domain/courses/state-course-rules.ts';

const FIELD_WORDS: Readonly<Record<keyof CourseRuleValues, string>> = {
  requiredSeconds: 'seat time',
  dailyCapSeconds: 'daily limit',
  minDays: 'fewest days',
  quizPassPercent: 'quiz pass mark',
  instructionMinSeconds: 'instruction time',
  lectureMinimumEnforced: 'lecture timers',
  quizFeedback: 'quiz feedback',
  quizRetryWaitSeconds: 'retry wait',
};

export function StateRuleSources(props: { state: string; category: string }) {
  const rule = props.state && props.category ? stateCourseRule(props.state, props.category) : null;
  if (!rule) return null;
  const bySource = new Map<RuleSource, string[]>();
  for (const field of Object.keys(FIELD_WORDS) as (keyof CourseRuleValues)[]) {
    const source = ruleSource(rule, field);
    bySource.set(source, [...(bySource.get(source) ?? []), FIELD_WORDS[field]]);
  }
  return (
    <Box component="section" aria-labelledby="state-rule-sources-title">
      <Typography id="state-rule-sources-title" variant="subtitle2" component="h3">
        Where the state’s rule comes from
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, typography: 'body2', color: 'text.secondary' }}>
        {[...bySource].map(([source, fields]) => (
          <li key={fields.join()}>
            <strong>{fields.join(', ')}:</strong> {source.says}{' '}
            {source.url && (
              <Link href={source.url} target="_blank" rel="noreferrer">
                Source
              </Link>
            )}
            {source.confirmed ? '' : ' (not confirmed)'}
          </li>
        ))}
      </Box>
    </Box>
  );
}
