import { z } from 'zod';

/** `{detail}`: the contract's shape for messages and errors that concern no single field. */
export const detail = z.object({ detail: z.string() });

/** A field-to-messages map, the contract's shape for validation errors. */
export const fieldErrors = z.record(z.string(), z.array(z.string()));

export const pagingKeys = {
  page: z.number().int(),
  size: z.number().int(),
  total_pages: z.number().int(),
  total_elements: z.number().int(),
};

/** A paged list answer: `{ <plural>: [...], page, size, total_pages, total_elements }`. */
export function pagedList<T extends z.ZodType>(plural: string, item: T) {
  return z.object({ [plural]: z.array(item), ...pagingKeys });
}

export const menuNode: z.ZodType<MenuNode> = z.lazy(() =>
  z.object({
    id: z.number(),
    name: z.string(),
    parent: z.number().nullable(),
    position: z.number().nullable(),
    children: z.array(menuNode),
  }),
);
export interface MenuNode {
  id: number;
  name: string;
  parent: number | null;
  position: number | null;
  children: MenuNode[];
}
export const nestedMenus = z.object({ menus: z.array(menuNode) });
export const menuContents = z.object({ menu_contents: z.record(z.string(), z.string()) });
export const contentImageLists = z.object({ content_images: z.record(z.string(), z.array(z.string())) });
export const contentImages = z.object({ content_images: z.record(z.string(), z.union([z.string(), z.array(z.string())])) });
