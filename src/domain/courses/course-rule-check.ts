// Checks of a course's rule that involve more than one field (each field's own range is checked
// where it is read): the minimum instruction time is part of the required seat time, so it can
// be at most that; the rest of the required time may be breaks (docs/seat-time.md "Breaks").

export interface InstructionRule {
  requiredSeconds: number;
  /** At least this much of the required seat time is instruction; null: no breaks at all. */
  instructionMinSeconds: number | null;
}

export interface RuleProblem {
  field: 'instructionMinSeconds';
  message: string;
}

export function courseRuleProblems(rule: InstructionRule): RuleProblem[] {
  if (rule.instructionMinSeconds !== null && rule.instructionMinSeconds > rule.requiredSeconds) {
    return [{ field: 'instructionMinSeconds', message: 'must be at most the required seat time' }];
  }
  return [];
}

/** Seconds of the required seat time that may be breaks (0 when the course has no break rule). */
export function breakAllowanceSeconds(rule: InstructionRule): number {
  return rule.instructionMinSeconds === null
    ? 0
    : Math.max(0, rule.requiredSeconds - rule.instructionMinSeconds);
}
