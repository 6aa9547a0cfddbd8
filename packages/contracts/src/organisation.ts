import { z } from 'zod';
import { unique } from './field-meta.ts';
import { choice, email, phone, ref, requiredText, text } from './fields.ts';
import { type Action, defineContract } from './resource.ts';

/** The organisation's lookups (api-contract.md 3.2): plain named records that people and addresses refer to. */

const everything: readonly Action[] = ['list', 'withoutPagination', 'get', 'search', 'create', 'update', 'delete', 'deleteMultiple'];
const named = { name: unique(requiredText(120)), description: text(500).optional() };

export const department = defineContract({
  name: 'department',
  module: 'people',
  label: 'Department',
  plural: 'departments',
  input: z.object(named),
  actions: everything,
  title: ['name'],
  search: ['name'],
});

export const designation = defineContract({
  name: 'designation',
  module: 'people',
  label: 'Designation',
  plural: 'designations',
  input: z.object(named),
  actions: everything,
  title: ['name'],
  search: ['name'],
});

export const qualification = defineContract({
  name: 'qualification',
  module: 'people',
  label: 'Qualification',
  plural: 'qualifications',
  input: z.object({ degree_name: unique(requiredText(120)), description: text(500).optional() }),
  actions: everything,
  title: ['degree_name'],
  search: ['degree_name'],
});

/** Bangladesh's eight divisions: every city lies in one. */
export const divisions = ['Barishal', 'Chattogram', 'Dhaka', 'Khulna', 'Mymensingh', 'Rajshahi', 'Rangpur', 'Sylhet'] as const;

export const country = defineContract({
  name: 'country',
  module: 'people',
  label: 'Country',
  plural: 'countries',
  input: z.object({ name: unique(requiredText(80)), code: text(3).optional() }),
  actions: everything,
  title: ['name'],
  search: ['name'],
});

export const city = defineContract({
  name: 'city',
  module: 'people',
  label: 'City',
  plural: 'cities',
  input: z.object({ name: requiredText(80), country: ref('country'), division: choice(divisions).optional() }),
  actions: everything,
  title: ['name'],
  search: ['name'],
});

export const thana = defineContract({
  name: 'thana',
  module: 'people',
  label: 'Thana',
  plural: 'thanas',
  input: z.object({ name: requiredText(80), city: ref('city') }),
  actions: everything,
  title: ['name'],
  search: ['name'],
  listsBy: [{ path: 'all_thana_by_city_id', field: 'city', key: 'city_id' }],
});

export const area = defineContract({
  name: 'area',
  module: 'people',
  label: 'Area',
  plural: 'areas',
  input: z.object({ name: requiredText(80), thana: ref('thana') }),
  actions: everything,
  title: ['name'],
  search: ['name'],
});

export const branch = defineContract({
  name: 'branch',
  module: 'people',
  label: 'Branch',
  plural: 'branches',
  input: z.object({
    name: unique(requiredText(120)),
    city: ref('city').optional(),
    address: text(300).optional(),
    phone: phone().optional(),
    email: email().optional(),
  }),
  actions: everything,
  title: ['name'],
  search: ['name'],
});

export const customerType = defineContract({
  name: 'customer_type',
  module: 'sales',
  label: 'Customer type',
  plural: 'customer_types',
  input: z.object(named),
  actions: ['list', 'get', 'search', 'create', 'update', 'delete'],
  title: ['name'],
  search: ['name'],
});

/** A supplier the charity buys from (its shop's materials, office goods). */
export const vendor = defineContract({
  name: 'vendor',
  module: 'purchase',
  label: 'Vendor',
  plural: 'vendors',
  input: z.object({
    name: unique(requiredText(120)),
    contact_person: text(120).optional(),
    email: email().optional(),
    primary_phone: phone().optional(),
    address: text(300).optional(),
    city: ref('city').optional(),
    country: ref('country').optional(),
    note: text(1000).optional(),
  }),
  actions: ['list', 'withoutPagination', 'get', 'search', 'create', 'update', 'delete'],
  title: ['name'],
  columns: ['name', 'contact_person', 'email', 'primary_phone', 'city'],
  search: ['name', 'contact_person', 'email'],
  searchAliases: ['username'],
});

export const organisationContracts = [department, designation, qualification, branch, country, city, thana, area, customerType, vendor];
