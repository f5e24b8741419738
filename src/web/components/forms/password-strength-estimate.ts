import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";

// Loaded only when a new-password field is shown: the dictionaries weigh several hundred kilobytes.
const estimator = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });

/** zxcvbn's score, 0 (guessed in under a thousand tries) to 4 (beyond 10^10), against the common dictionaries. */
export function passwordScore(password: string, userInputs: readonly string[]): 0 | 1 | 2 | 3 | 4 {
  return estimator.check(password, [...userInputs]).score;
}
