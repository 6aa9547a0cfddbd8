import type { ResourceDeclaration } from '../declaration.ts';

/** An event holds its schedule's lines, so no form is generated for it: its edit form is its own (beside its preview link). */
export default { views: { edit: true } } satisfies ResourceDeclaration;
