import QRCode from 'qrcode';

/** The four-module light margin readers need around a code (ISO/IEC 18004). */
const QUIET_ZONE = 4;

/**
 * A QR code drawn as one SVG path: a one-unit-high rectangle per run of dark modules in a row, in a
 * square of `size` units that includes the quiet zone. The page draws it inline; no image, no
 * third party.
 */
export function qrSvgPath(text: string): { size: number; path: string } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (!modules.get(row, column)) continue;
      const start = column;
      while (column + 1 < modules.size && modules.get(row, column + 1)) column += 1;
      const run = column - start + 1;
      parts.push(`M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${run}v1h-${run}z`);
    }
  }
  return { size: modules.size + 2 * QUIET_ZONE, path: parts.join('') };
}
