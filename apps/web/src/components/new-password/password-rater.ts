import type { Language } from "@erhdb/domain";
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary as commonWords } from "@zxcvbn-ts/language-common";
import { translations as german, dictionary as germanWords } from "@zxcvbn-ts/language-de";
import { translations as english, dictionary as englishWords } from "@zxcvbn-ts/language-en";

/*
 * zxcvbn-ts with the common, German and English word lists (several MB, and seconds of work to rank on a
 * slow machine): this module runs in the rater's worker only (rater.worker.ts), so neither the first
 * page's JavaScript nor the page's thread ever carries it (issue 17).
 */

/** zxcvbn's score: 0 too guessable ... 4 very unguessable. */
export type StrengthScore = 0 | 1 | 2 | 3 | 4;

export interface StrengthRating {
  score: StrengthScore;
  /** what makes the password guessable, in the shown language */
  warning: string | null;
  suggestions: string[];
}

/** A password to rate; `userInputs` (the user's name, address) count as words an attacker would try. */
export interface RateRequest {
  id: number;
  password: string;
  userInputs: readonly string[];
  language: Language;
}

export interface RateAnswer {
  id: number;
  rating: StrengthRating;
}

const texts = { de: german, en: english };
let zxcvbn: ZxcvbnFactory | null = null;

/** Rates a password; the word lists are ranked on the first call. */
export function answerRateRequest({ id, password, userInputs, language }: RateRequest): RateAnswer {
  // Without translations zxcvbn answers with its keys, which the asked language translates below: one
  // factory (ranking the word lists is the costly part) serves both languages.
  zxcvbn ??= new ZxcvbnFactory({
    dictionary: { ...commonWords, ...germanWords, ...englishWords },
    graphs: adjacencyGraphs,
  });
  const { score, feedback } = zxcvbn.check(password, [...userInputs]);
  const { warnings, suggestions } = texts[language];
  const rating = {
    score,
    warning: feedback.warning ? (warnings[feedback.warning as keyof typeof warnings] ?? null) : null,
    suggestions: feedback.suggestions.flatMap((key) => suggestions[key as keyof typeof suggestions] ?? []),
  };
  return { id, rating };
}
