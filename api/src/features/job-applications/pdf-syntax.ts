/** The little of PDF's syntax the résumé check needs: a stream's dictionary, two text encodings. */

/** How far back a stream's dictionary may start; real ones are a few hundred bytes. */
const DICTIONARY_MAX = 64 * 1024;
const WHITESPACE = /[\s\0]/;

/** Whether the character at `at` is escaped by an odd number of backslashes before it. */
function escaped(text: string, at: number): boolean {
  let count = 0;
  for (let i = at - 1; i >= 0 && text[i] === '\\'; i -= 1) count += 1;
  return count % 2 === 1;
}

/** Where the literal string ending with the `)` at `close` starts, or -1. */
function stringStart(text: string, close: number, limit: number): number {
  let depth = 1;
  for (let i = close - 1; i >= limit; i -= 1) {
    if ((text[i] === ')' || text[i] === '(') && !escaped(text, i)) {
      depth += text[i] === ')' ? 1 : -1;
      if (depth === 0) return i;
    }
  }
  return -1;
}

/** The index of the last non-blank character before `at`, skipping comments that end a line. */
function lastSignificant(text: string, at: number): number {
  let i = at - 1;
  for (;;) {
    while (i >= 0 && WHITESPACE.test(text[i])) i -= 1;
    if (i < 0 || text[i] === '>') return i;
    const lineStart = Math.max(text.lastIndexOf('\n', i), text.lastIndexOf('\r', i)) + 1;
    const comment = text.indexOf('%', lineStart);
    if (comment < 0 || comment > i) return i;
    i = comment - 1;
  }
}

/**
 * The dictionary of the stream whose `stream` keyword is at `keyword`, from `<<` to `>>`, matched by
 * nesting with strings skipped. Undefined when no dictionary ends right before it (the word is just
 * text); null when one ends there but does not parse: a damaged or deliberately confusing PDF.
 */
export function dictionaryBefore(text: string, keyword: number): string | null | undefined {
  const close = lastSignificant(text, keyword);
  if (close < 1 || text[close] !== '>' || text[close - 1] !== '>') return undefined;
  const limit = Math.max(0, keyword - DICTIONARY_MAX);
  let depth = 1;
  let i = close - 2;
  while (i >= limit) {
    const char = text[i];
    if (char === '>' && text[i - 1] === '>') {
      depth += 1;
      i -= 2;
    } else if (char === '<' && text[i - 1] === '<') {
      depth -= 1;
      if (depth === 0) return text.slice(i - 1, close + 1);
      i -= 2;
    } else if (char === ')' && !escaped(text, i)) {
      const start = stringStart(text, i, limit);
      if (start < 0) return null;
      i = start - 1;
    } else if (char === '>') {
      // A hex string: digits and blanks back to its `<`.
      const open = text.lastIndexOf('<', i);
      if (open < limit || !/^[0-9A-Fa-f\s\0]*$/.test(text.slice(open + 1, i))) return null;
      i = open - 1;
    } else {
      i -= 1;
    }
  }
  return null;
}

/** ASCIIHexDecode: hex digits up to `>`, blanks ignored, an odd last digit followed by 0. */
export function hexDecode(data: Buffer): Buffer {
  const digits = data
    .toString('latin1')
    .replace(/>[\s\S]*$/, '')
    .replace(/[\s\0]/g, '');
  if (!/^[0-9A-Fa-f]*$/.test(digits)) throw new Error('not hex');
  return Buffer.from(digits.length % 2 ? `${digits}0` : digits, 'hex');
}

/** ASCII85Decode (Adobe's base-85): groups of five characters, `z` for four zero bytes, up to `~>`. */
export function ascii85Decode(data: Buffer): Buffer {
  const text = data
    .toString('latin1')
    .replace(/~>[\s\S]*$/, '')
    .replace(/^[\s\0]*<~/, '')
    .replace(/[\s\0]/g, '');
  const out: number[] = [];
  let group: number[] = [];
  const flush = (bytes: number) => {
    const padded = [...group, 84, 84, 84, 84].slice(0, 5);
    const value = padded.reduce((sum, digit) => sum * 85 + digit, 0);
    if (value > 0xffffffff) throw new Error('not base-85');
    out.push(...[value >>> 24, value >>> 16, value >>> 8, value].map((byte) => byte & 255).slice(0, bytes));
    group = [];
  };
  for (const char of text) {
    if (char === 'z' && group.length === 0) {
      out.push(0, 0, 0, 0);
      continue;
    }
    const digit = char.charCodeAt(0) - 33;
    if (digit < 0 || digit > 84) throw new Error('not base-85');
    group.push(digit);
    if (group.length === 5) flush(4);
  }
  if (group.length === 1) throw new Error('not base-85');
  if (group.length) flush(group.length - 1);
  return Buffer.from(out);
}
