// Writes .br and .gz beside every text asset of a build, so the server sends them without
// compressing on each request (@fastify/static's preCompressed).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|xml)$/;

/** @param {string} dir */
export function compressDist(dir) {
  let files = 0;
  for (const entry of fs.readdirSync(dir, { recursive: true })) {
    const file = path.join(dir, String(entry));
    if (!COMPRESSIBLE.test(file) || !fs.statSync(file).isFile()) continue;
    const content = fs.readFileSync(file);
    if (content.length < 512) continue;
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
    fs.writeFileSync(
      `${file}.br`,
      zlib.brotliCompressSync(content, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
    );
    files += 1;
  }
  return files;
}
