import { RESUME_TYPES, type OpeningStatus } from 'shared/contract/careers';

/** "PDF", "DOCX". */
export const resumeTypeLabel = (mimeType: string) =>
  ((RESUME_TYPES as Record<string, string>)[mimeType] ?? 'file').toUpperCase();

export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** "3 years", "1 year", "Less than a year". */
export const experienceLabel = (years: number) =>
  years === 0 ? 'Less than a year' : `${years} ${years === 1 ? 'year' : 'years'}`;

/** An opening as the filter names it: its title, and whether it no longer takes applications. */
export const openingLabel = (opening: { title: string; status: OpeningStatus }) =>
  opening.status === 'published' ? opening.title : `${opening.title} (${opening.status})`;
