import { employee } from '@sahay/contracts';
import { resourceTable } from '../../resource/table.ts';

export const employees = resourceTable(employee);
