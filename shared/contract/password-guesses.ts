import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

// Built once per page or process: ranking the dictionaries takes ~50 ms, a check ~1 ms.
const zxcvbn = new ZxcvbnFactory({
  // The common list only (the breached passwords and the diceware words, ~220 KB gzipped): the
  // English names and Wikipedia words would add ~600 KB to every page that sets a password.
  dictionary,
  graphs: adjacencyGraphs,
  // Bounds the work a long password can cause (with the defaults one 128-character check took
  // ~100 ms; now under 2 ms): l33t variants grow fast with each swap, and only the first 32
  // characters are looked at. Cutting only ever refuses more: a guessable start refuses the whole.
  l33tMaxSubstitutions: 5,
  maxLength: 32,
});

/** zxcvbn's estimate of how many guesses find `password`, `words` counting as the likeliest ones. */
export function passwordGuesses(password: string, words: string[]): number {
  return zxcvbn.check(password, words).guesses;
}
