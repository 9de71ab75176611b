import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { CryptoBox } from './crypto-box';

const NAME_PATTERN = /^[0-9a-f]{32}\.bin$/;

/**
 * Identity-document copies at rest: encrypted with the data key, under random names, in the
 * uploads folder (outside every served folder). Nothing here ever becomes a URL.
 */
export class DocumentStore {
  constructor(
    readonly folder: string,
    private readonly box: CryptoBox,
  ) {}

  private pathOf(storageName: string): string {
    if (!NAME_PATTERN.test(storageName)) throw new Error('Not a stored document name.');
    return path.join(this.folder, storageName);
  }

  /** Encrypts and writes the copy; returns its storage name. */
  async save(content: Buffer): Promise<string> {
    await fs.mkdir(this.folder, { recursive: true, mode: 0o700 });
    const storageName = `${crypto.randomBytes(16).toString('hex')}.bin`;
    await fs.writeFile(this.pathOf(storageName), this.box.encrypt(content), { mode: 0o600, flag: 'wx' });
    return storageName;
  }

  async read(storageName: string): Promise<Buffer> {
    return this.box.decrypt(await fs.readFile(this.pathOf(storageName)));
  }

  /** Deletes copies; a file already gone is fine. */
  async remove(storageNames: string[]): Promise<void> {
    await Promise.all(
      storageNames.map((name) =>
        fs.rm(this.pathOf(name), { force: true }).catch((error: unknown) => {
          console.error(`could not delete a stored document: ${(error as Error).message}`);
        }),
      ),
    );
  }

  /** Stored names in the folder (to find copies no registration owns). */
  async list(): Promise<Array<{ storageName: string; modifiedAt: number }>> {
    let names: string[];
    try {
      names = await fs.readdir(this.folder);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    const stored = names.filter((name) => NAME_PATTERN.test(name));
    return Promise.all(
      stored.map(async (storageName) => ({
        storageName,
        modifiedAt: (await fs.stat(path.join(this.folder, storageName))).mtimeMs,
      })),
    );
  }
}
