/** Paise as a plain decimal for a spreadsheet: 12345678 -> "123456.78", -5 -> "-0.05". */
export function rupeesDecimal(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const magnitude = Math.abs(paise);
  return `${sign}${Math.floor(magnitude / 100)}.${String(magnitude % 100).padStart(2, '0')}`;
}
