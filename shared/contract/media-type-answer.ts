import type { TSchema } from '@sinclair/typebox';

/** An answer whose schema depends on its media type, as Fastify and OpenAPI both write it. */
export interface MediaTypeAnswer<T extends Record<string, TSchema> = Record<string, TSchema>> {
  content: { [M in keyof T]: { schema: T[M] } };
}

/**
 * An answer that is JSON or a download, each media type with its own schema: JSON is then serialised by
 * its object schema alone, where a union of the three would be checked branch by branch on every answer.
 */
export function byMediaType<T extends Record<string, TSchema>>(types: T): MediaTypeAnswer<T> {
  const content = Object.fromEntries(Object.entries(types).map(([type, schema]) => [type, { schema }]));
  return { content } as MediaTypeAnswer<T>;
}

export const isMediaTypeAnswer = (answer: TSchema | MediaTypeAnswer): answer is MediaTypeAnswer =>
  typeof (answer as MediaTypeAnswer).content === 'object' && !('type' in answer);
