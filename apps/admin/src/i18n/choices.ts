import type { FieldSpec } from '../contracts.ts';

/**
 * A declared choice (a status, a kind, a unit) is stored as its code; screens show it through `choices.<code>`,
 * which each language names (English by default as the code in words, Bengali in `bn.ts`).
 */
export const choiceKey = (value: string) => `choices.${value}`;

/** A select input's options: each choice's code, named by its key (react-admin translates it). */
export const choicesOf = (spec: FieldSpec) => (spec.choices ?? []).map((value) => ({ id: value, name: choiceKey(value) }));
