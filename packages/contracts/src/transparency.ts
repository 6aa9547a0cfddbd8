import { z } from 'zod';

/**
 * The public transparency report of one calendar year (decision 015). The income, expenses and surplus
 * are the profit and loss account's own figures for the year; the causes' figures are their restricted
 * funds: the gifts received through receipts naming each cause's sales invoice and the payment lines
 * naming the cause. Money is decimal strings, exact.
 */
const amount = z.string().describe('A decimal string, e.g. "1500.00"; negative for a deficit or an overspent fund');

/** The years a report may be asked for. */
export const transparencyYears = { min: 2000, max: 2100 } as const;

export const transparencyYearParams = z.object({
  year: z
    .string()
    .regex(/^\d{4}$/, `Give a year from ${transparencyYears.min} to ${transparencyYears.max}.`)
    .transform(Number)
    .refine(
      (year) => year >= transparencyYears.min && year <= transparencyYears.max,
      `Give a year from ${transparencyYears.min} to ${transparencyYears.max}.`,
    ),
});

export const transparencyCause = z.object({
  id: z.number(),
  name: z.string(),
  goal_amount: amount,
  /** Gifts received up to the end of the year. */
  raised: amount,
  /** Spent on it (payment lines naming it) up to the end of the year. */
  spent: amount,
  /** raised − spent at the end of the year: negative when more was spent than raised. */
  left: amount,
  /** raised as a whole percent of the goal (rounded; may pass 100). */
  percent: z.number().int(),
  overspent: z.boolean(),
});

export const transparencyReport = z.object({
  year: z.number().int(),
  /** The years anything was posted in, oldest first: the years worth choosing. */
  years: z.array(z.number().int()),
  start_date: z.string(),
  end_date: z.string(),
  /** The books' currency (ISO 4217), from the general settings. */
  currency: z.string(),
  /** The profit and loss account's incomes of the year, one line per income ledger, with its group. */
  income_by_source: z.array(z.object({ name: z.string(), group: z.string(), amount })),
  income_total: amount,
  /** The profit and loss account's expenses of the year by group. */
  expenses_by_group: z.array(z.object({ name: z.string(), amount })),
  expense_total: amount,
  /** income_total − expense_total: the profit and loss account's net profit, negative for its net loss. */
  surplus: amount,
  /** Gifts received in the year through receipts naming each cause (the money given to restricted funds). */
  gifts_by_cause: z.array(z.object({ id: z.number(), name: z.string(), amount })),
  gifts_total: amount,
  /** Spent in the year on each cause (payment lines naming it). */
  spent_by_cause: z.array(z.object({ id: z.number(), name: z.string(), amount })),
  spent_total: amount,
  /** Every cause's fund at the end of the year. */
  causes: z.array(transparencyCause),
});

export type TransparencyCause = z.infer<typeof transparencyCause>;
export type TransparencyReport = z.infer<typeof transparencyReport>;
