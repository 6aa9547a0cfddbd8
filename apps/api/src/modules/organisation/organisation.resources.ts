import * as contracts from '@sahay/contracts';
import { defineResource } from '../../resource/define-resource.ts';
import * as tables from './organisation.tables.ts';

export const organisationResources = [
  defineResource({ contract: contracts.department, table: tables.departments }),
  defineResource({ contract: contracts.designation, table: tables.designations }),
  defineResource({ contract: contracts.qualification, table: tables.qualifications }),
  defineResource({ contract: contracts.country, table: tables.countries }),
  defineResource({ contract: contracts.city, table: tables.cities }),
  defineResource({ contract: contracts.thana, table: tables.thanas }),
  defineResource({ contract: contracts.area, table: tables.areas }),
  defineResource({ contract: contracts.branch, table: tables.branches }),
  defineResource({ contract: contracts.customerType, table: tables.customerTypes }),
  defineResource({ contract: contracts.vendor, table: tables.vendors }),
];
