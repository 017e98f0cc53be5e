// A question of a state's DMV practice-test bank, as written in the files beside this one. Each
// one paraphrases a rule of the state's official driver handbook; `source` names the section.

export interface BankQuestion {
  prompt: string;
  choices: readonly string[];
  correctIndex: number;
  explanation: string;
  source: string;
}
