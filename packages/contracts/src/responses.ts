import { z } from 'zod';

/** `{detail}`: the contract's shape for messages and errors that concern no single field. */
export const detail = z.object({ detail: z.string() });

/** A field-to-messages map, the contract's shape for validation errors. */
export const fieldErrors = z.record(z.string(), z.array(z.string()));

export type Detail = z.infer<typeof detail>;
export type FieldErrors = z.infer<typeof fieldErrors>;
/** Every error answer of the API is one of the two. */
export type ErrorAnswer = Detail | FieldErrors;

export const pagingKeys = {
  page: z.number().int(),
  size: z.number().int(),
  total_pages: z.number().int(),
  total_elements: z.number().int(),
};
/** Where a page of a list stands: its number and size, how many pages and rows there are. */
export type Paging = { [K in keyof typeof pagingKeys]: number };

/** The error answers every route may give: a message per field or a `{detail}`. */
export const errorAnswers = {
  400: z.union([fieldErrors, detail]),
  401: detail,
  403: detail,
  404: detail,
};

/** Writes may also meet a duplicate or a refusal (409), a file too large (413) or a body of the wrong type (415). */
export const writeErrorAnswers = { ...errorAnswers, 409: z.union([fieldErrors, detail]), 413: detail, 415: detail };

/** The answer of an endpoint that makes a PDF to download. */
export const pdfFile = z.string().describe('A PDF file (application/pdf, a download)');

/** The public forms and sign-in may also answer "too many attempts". */
export const limitedErrorAnswers = { ...errorAnswers, 429: detail };

/** What the upload route answers: the stored path to put in a record's file field, and how to show it. */
export const uploadAnswer = z.object({ path: z.string(), kind: z.enum(['image', 'pdf']), src: z.string(), srcSet: z.string().optional() });
export type UploadAnswer = z.infer<typeof uploadAnswer>;

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
