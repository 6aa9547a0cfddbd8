import { z } from 'zod';
import { unique, visible } from './field-meta.ts';
import { email, gender, image, isoDate, maritalStatus, money, phone, ref, requiredText, text } from './fields.ts';
import { defineContract } from './resource.ts';

export const employee = defineContract({
  name: 'employee',
  module: 'people',
  label: 'Employee',
  plural: 'employees',
  input: z.object({
    first_name: visible(requiredText(80)),
    last_name: visible(requiredText(80)),
    email: visible(unique(email())),
    username: text(80).optional(),
    primary_phone: visible(phone()).optional(),
    secondary_phone: phone().optional(),
    gender: gender().optional(),
    date_of_birth: isoDate().optional(),
    street_address_one: visible(text(200)).optional(),
    street_address_two: visible(text(200)).optional(),
    postal_code: text(20).optional(),
    nid: text(40).optional(),
    emp_id_no: unique(text(40)).optional(),
    emp_join_date: isoDate().optional(),
    department: ref('department').optional(),
    branch: ref('branch').optional(),
    designation: ref('designation').optional(),
    basic_money: money().optional(),
    allowance_money: money().optional(),
    father_name: text(120).optional(),
    mother_name: text(120).optional(),
    marital_status: maritalStatus().optional(),
    image: visible(image()).optional(),
  }),
  actions: ['list', 'withoutPagination', 'get', 'search', 'create', 'update', 'delete', 'deleteMultiple'],
  title: ['first_name', 'last_name'],
  columns: ['image', 'first_name', 'last_name', 'department', 'designation', 'email', 'primary_phone'],
  search: ['first_name', 'last_name', 'email', 'username'],
  // The team page shows the visible fields only; salary, national id and the rest stay private.
  publicRead: { actions: ['list', 'withoutPagination'] },
  aliases: { withoutPagination: ['without_paginaiton/all'] },
  listsBy: [{ path: 'get_all_by_department_id', field: 'department' }],
});
