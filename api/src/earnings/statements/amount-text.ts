/** Indian digit grouping of a whole number written as digits: 1234567 -> "12,34,567". */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  const pairs: string[] = [];
  for (let end = head.length; end > 0; end -= 2) pairs.unshift(head.slice(Math.max(0, end - 2), end));
  return `${pairs.join(',')},${digits.slice(-3)}`;
}

/**
 * Paise as "Rs 1,23,456.78" (or "-Rs 12.50"), worked out in integers: the PDF's standard fonts have no
 * rupee sign.
 */
export function rupeesText(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const magnitude = Math.abs(paise);
  const rupees = groupIndian(String(Math.floor(magnitude / 100)));
  return `${sign}Rs ${rupees}.${String(magnitude % 100).padStart(2, '0')}`;
}

/** Paise as a plain decimal for a spreadsheet: 12345678 -> "123456.78", -5 -> "-0.05". */
export function rupeesDecimal(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const magnitude = Math.abs(paise);
  return `${sign}${Math.floor(magnitude / 100)}.${String(magnitude % 100).padStart(2, '0')}`;
}
