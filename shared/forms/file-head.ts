import type { Translate } from '../i18n/text';
/** The first `bytes` bytes of a chosen file: what it is goes by these, never by its name. */
export function readFileHead(file: Blob, bytes: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(file.slice(0, bytes));
  });
}

export function formatFileSize(bytes: number, t?: Translate): string {
  if (bytes < 1024) return t ? t('{{count}} bytes', { count: bytes }) : `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
