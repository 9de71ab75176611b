import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from './client';

jest.setTimeout(60_000);

function modes(dir: string): Array<{ file: string; mode: number; folder: boolean }> {
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).map((entry) => {
    const file = path.join(entry.parentPath, entry.name);
    return { file, mode: fs.statSync(file).mode & 0o777, folder: entry.isDirectory() };
  });
}

test('the embedded database folder is 0700 and every file in it 0600, an older open folder included', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'private-data-'));
  fs.chmodSync(dataDir, 0o755);
  fs.writeFileSync(path.join(dataDir, 'left-by-an-older-release.key'), 'x', { mode: 0o644 });
  const database = await openDatabase({ dataDir });
  try {
    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
    const entries = modes(dataDir);
    expect(entries.length).toBeGreaterThan(10);
    for (const entry of entries) {
      expect({ file: entry.file, mode: entry.mode.toString(8) }).toEqual({
        file: entry.file,
        mode: entry.folder ? '700' : '600',
      });
    }
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
