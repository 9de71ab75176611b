import { useEffect, useState } from 'react';

/** The dark modules of a QR code as one SVG path: a unit square for each. */
function pathOf(size: number, isDark: (row: number, column: number) => boolean): string {
  const parts: string[] = [];
  for (let row = 0; row < size; row += 1) {
    for (let column = 0; column < size; column += 1) {
      if (isDark(row, column)) parts.push(`M${column} ${row}h1v1h-1z`);
    }
  }
  return parts.join('');
}

const QUIET_ZONE = 4;

/**
 * A QR code drawn here as SVG (the `qrcode` package, loaded with the page that shows one): the link
 * never goes to a third-party service.
 */
export function QrCode({ text, label }: { text: string; label: string }) {
  const [drawn, setDrawn] = useState<{ text: string; size: number; path: string } | null>(null);
  useEffect(() => {
    let current = true;
    void import('qrcode').then(({ create }) => {
      const { modules } = create(text, { errorCorrectionLevel: 'M' });
      if (current)
        setDrawn({ text, size: modules.size, path: pathOf(modules.size, (r, c) => modules.get(r, c) === 1) });
    });
    return () => {
      current = false;
    };
  }, [text]);
  if (!drawn || drawn.text !== text) return <div className="qr-code qr-code--pending" aria-busy="true" />;
  const box = drawn.size + QUIET_ZONE * 2;
  return (
    <svg
      className="qr-code"
      role="img"
      aria-label={label}
      viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${box} ${box}`}
      shapeRendering="crispEdges"
    >
      <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={box} height={box} fill="#fff" />
      <path d={drawn.path} fill="#000" />
    </svg>
  );
}
