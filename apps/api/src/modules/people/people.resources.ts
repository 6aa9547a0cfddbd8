import { employee } from '@sahay/contracts';
import { defineResource } from '../../resource/define-resource.ts';
import { employees } from './people.tables.ts';

export const employeeResource = defineResource({ contract: employee, table: employees });

export const peopleResources = [employeeResource];
