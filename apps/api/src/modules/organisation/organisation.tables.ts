import { area, branch, city, country, customerType, department, designation, qualification, thana } from '@sahay/contracts';
import { resourceTable } from '../../resource/table.ts';

export const departments = resourceTable(department);
export const designations = resourceTable(designation);
export const qualifications = resourceTable(qualification);
export const countries = resourceTable(country);
export const cities = resourceTable(city);
export const thanas = resourceTable(thana);
export const areas = resourceTable(area);
export const branches = resourceTable(branch);
export const customerTypes = resourceTable(customerType);
