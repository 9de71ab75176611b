import type { ApiErrorBody } from './site-responses';

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return (
    typeof value === 'object' && value !== null && typeof (value as { title?: unknown }).title === 'string'
  );
}
