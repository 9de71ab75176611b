/** The JSON body of every rejected API request: a title and, per failing field, its messages. */
export interface ApiErrorBody {
  title: string;
  status: number;
  errors?: Record<string, string[]>;
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return (
    typeof value === 'object' && value !== null && typeof (value as { title?: unknown }).title === 'string'
  );
}
