import type { Language } from "@erhdb/domain";

/** zxcvbn's score: 0 too guessable ... 4 very unguessable. */
export type StrengthScore = 0 | 1 | 2 | 3 | 4;

export interface StrengthRating {
  score: StrengthScore;
  /** what makes the password guessable, in the shown language */
  warning: string | null;
  suggestions: string[];
}

/** Rates a password; `userInputs` (the user's name, address) count as words an attacker would try. */
export type RatePassword = (
  password: string,
  userInputs: readonly string[],
  language: Language,
) => StrengthRating;

let loading: Promise<RatePassword> | null = null;

/**
 * zxcvbn-ts with the common, German and English word lists (several MB): fetched on first use only, so
 * it never weighs on a page that shows no password form (issue 17), and built once per page load.
 */
export function loadPasswordRater(): Promise<RatePassword> {
  loading ??= buildRater().catch((error: unknown) => {
    // a failed fetch (offline) may succeed when the form opens again
    loading = null;
    throw error;
  });
  return loading;
}

async function buildRater(): Promise<RatePassword> {
  const [{ ZxcvbnFactory }, common, de, en] = await Promise.all([
    import("@zxcvbn-ts/core"),
    import("@zxcvbn-ts/language-common"),
    import("@zxcvbn-ts/language-de"),
    import("@zxcvbn-ts/language-en"),
  ]);
  // Without translations zxcvbn answers with its keys, which the shown language translates below: one
  // factory (building its ranked dictionaries is the costly part) serves both languages.
  const zxcvbn = new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...de.dictionary, ...en.dictionary },
    graphs: common.adjacencyGraphs,
  });
  const texts = { de: de.translations, en: en.translations };
  return (password, userInputs, language) => {
    const { score, feedback } = zxcvbn.check(password, [...userInputs]);
    const { warnings, suggestions } = texts[language];
    return {
      score,
      warning: feedback.warning ? (warnings[feedback.warning as keyof typeof warnings] ?? null) : null,
      suggestions: feedback.suggestions.flatMap((key) => suggestions[key as keyof typeof suggestions] ?? []),
    };
  };
}
