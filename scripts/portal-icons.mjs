// Draws the BDE portal's app icons (issue 43) into api/src/site/portal-app/icons/: the favicon's mark
// (shell/public/favicon.svg) as PNGs, 192 and 512 px, `any` (rounded square) and `maskable` (full
// bleed, the mark inside the safe zone). Run `node
// scripts/portal-icons.mjs` after changing the mark; the output is the same bytes every time.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { ROOT } from './build-state.mjs';

const OUT = path.join(ROOT, 'api', 'src', 'site', 'portal-app', 'icons');
const BLUE = [0x1e, 0x3a, 0x8a];
const AMBER = [0xfb, 0xbf, 0x24];
const WHITE = [0xff, 0xff, 0xff];
/** Samples per pixel side: the edges are smoothed by 4×4 samples. */
const SAMPLES = 4;

/** @param {number} px @param {number} py @param {number} ax @param {number} ay @param {number} bx @param {number} by */
function toSegment(px, py, ax, ay, bx, by) {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/** The favicon's "D", a 3-unit stroke, in its 32-unit box. @param {number} x @param {number} y */
function inD(x, y) {
  const arc = x >= 15.5 ? Math.abs(Math.hypot(x - 15.5, y - 16) - 7) : Infinity;
  const d = Math.min(
    toSegment(x, y, 8, 9, 15.5, 9),
    toSegment(x, y, 8, 9, 8, 23),
    toSegment(x, y, 8, 23, 15.5, 23),
    arc,
  );
  return d <= 1.5 && x >= 6.5;
}

/** The two white bars, with round ends. @param {number} x @param {number} y */
function inBars(x, y) {
  return Math.min(toSegment(x, y, 19, 12.5, 24, 12.5), toSegment(x, y, 19, 19.5, 24, 19.5)) <= 1.5;
}

/** Inside the rounded square (rx 7 of 32). @param {number} x @param {number} y */
function inRoundedSquare(x, y) {
  const r = 7;
  const cx = Math.max(r, Math.min(32 - r, x));
  const cy = Math.max(r, Math.min(32 - r, y));
  return x >= 0 && y >= 0 && x <= 32 && y <= 32 && Math.hypot(x - cx, y - cy) <= r;
}

/**
 * The colour (RGBA) at a point of the icon, `u` and `v` from 0 to 1.
 * @param {number} u @param {number} v @param {boolean} maskable
 */
function colourAt(u, v, maskable) {
  // Maskable: the background fills the square and the favicon is drawn at 80%, centred: its mark (the
  // middle half) stays well inside the safe zone, the central circle of 80% diameter.
  const scale = maskable ? 0.8 : 1;
  const x = ((u - 0.5) / scale + 0.5) * 32;
  const y = ((v - 0.5) / scale + 0.5) * 32;
  if (!maskable && !inRoundedSquare(x, y)) return [0, 0, 0, 0];
  if (inBars(x, y)) return [...WHITE, 255];
  if (inD(x, y)) return [...AMBER, 255];
  return [...BLUE, 255];
}

/** @param {number} size @param {boolean} maskable */
function pixels(size, maskable) {
  const rows = [];
  for (let py = 0; py < size; py += 1) {
    const row = Buffer.alloc(1 + size * 4); // filter byte 0, then RGBA
    for (let px = 0; px < size; px += 1) {
      const sum = [0, 0, 0, 0];
      for (let sy = 0; sy < SAMPLES; sy += 1) {
        for (let sx = 0; sx < SAMPLES; sx += 1) {
          const c = colourAt(
            (px + (sx + 0.5) / SAMPLES) / size,
            (py + (sy + 0.5) / SAMPLES) / size,
            maskable,
          );
          // Colours weighted by their alpha, so transparent samples do not darken the edge.
          for (let i = 0; i < 3; i += 1) sum[i] += c[i] * c[3];
          sum[3] += c[3];
        }
      }
      const alpha = sum[3] / (SAMPLES * SAMPLES);
      for (let i = 0; i < 3; i += 1) row[1 + px * 4 + i] = sum[3] ? Math.round(sum[i] / sum[3]) : 0;
      row[1 + px * 4 + 3] = Math.round(alpha);
    }
    rows.push(row);
  }
  return Buffer.concat(rows);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** @param {Buffer} bytes */
function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** @param {string} type @param {Buffer} data */
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** @param {number} size @param {boolean} maskable */
export function iconPng(size, maskable) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA, deflate, no filter method, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(pixels(size, maskable), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  fs.mkdirSync(OUT, { recursive: true });
  for (const size of [192, 512]) {
    fs.writeFileSync(path.join(OUT, `bde-portal-${size}.png`), iconPng(size, false));
    fs.writeFileSync(path.join(OUT, `bde-portal-maskable-${size}.png`), iconPng(size, true));
  }
  console.info(`portal-icons: 4 icons into ${path.relative(ROOT, OUT)}/`);
}
