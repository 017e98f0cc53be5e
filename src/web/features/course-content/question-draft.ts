// A quiz question as the editor's form holds it, and as it is sent.

export interface QuestionDraft {
  prompt: string;
  choices: string[];
  correctIndex: number;
  explanation: string;
}

/** The choices as sent (blank ones left out) and the right one's index among them. */
export function questionToSend(draft: QuestionDraft): QuestionDraft {
  const kept = draft.choices
    .map((choice, index) => ({ choice: choice.trim(), index }))
    .filter((entry) => entry.choice);
  return {
    prompt: draft.prompt.trim(),
    choices: kept.map((entry) => entry.choice),
    correctIndex: kept.findIndex((entry) => entry.index === draft.correctIndex),
    explanation: draft.explanation.trim(),
  };
}
