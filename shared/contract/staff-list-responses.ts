import { Type, type TSchema } from '@sinclair/typebox';
import { responseObject } from './response-object';

/** One page of a staff list; `next` is the cursor of the page after it (null on the last). */
export function listPage<T extends TSchema>(item: T, description?: string) {
  return responseObject(
    {
      items: Type.Array(item),
      next: Type.Union([Type.String(), Type.Null()], {
        description: "Pass as `after` for the next page; bound to this page's sort.",
      }),
    },
    description,
  );
}

/** What a list page is, for the screens (which import the contract's types only). */
export interface ListPage<T> {
  items: T[];
  next: string | null;
}
