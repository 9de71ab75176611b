/**
 * The QR code the server computed (a path of dark modules in a `size`-unit square, quiet zone
 * included), drawn inline: no image request, no third party, nothing but the path.
 */
export function QrCodeImage({ size, path, label }: { size: number; path: string; label: string }) {
  return (
    <svg
      className="staff-account__qr"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      xmlns="http://www.w3.org/2000/svg"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
