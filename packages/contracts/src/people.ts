import { z } from 'zod';
import { email, isoDate, mediaPath, phone, requiredText, text } from './fields.ts';
import { defineContract } from './resource.ts';

const money = () => z.string().regex(/^\d{1,12}(\.\d{1,2})?$/, 'Enter an amount such as 1200.50.');

export const employee = defineContract({
  name: 'employee',
  module: 'people',
  label: 'Employee',
  plural: 'employees',
  input: z.object({
    first_name: requiredText(80),
    last_name: requiredText(80),
    email: email(),
    username: text(80).optional(),
    primary_phone: phone().optional(),
    secondary_phone: phone().optional(),
    gender: z.enum(['male', 'female', 'others'], 'Choose male, female or others.').optional(),
    date_of_birth: isoDate().optional(),
    street_address_one: text(200).optional(),
    street_address_two: text(200).optional(),
    postal_code: text(20).optional(),
    nid: text(40).optional(),
    emp_id_no: text(40).optional(),
    emp_join_date: isoDate().optional(),
    designation: text(120).optional(),
    basic_money: money().optional(),
    allowance_money: money().optional(),
    father_name: text(120).optional(),
    mother_name: text(120).optional(),
    marital_status: z.enum(['single', 'married', 'widowed', 'divorced'], 'Choose single, married, widowed or divorced.').optional(),
    image: mediaPath().optional(),
  }),
  actions: ['list', 'withoutPagination', 'get', 'search', 'create', 'update', 'delete', 'deleteMultiple'],
  search: ['first_name', 'last_name', 'email', 'username'],
  files: { image: 'image' },
  unique: ['email', 'emp_id_no'],
  // The team page shows only these; salary, national id and the rest stay private.
  publicRead: {
    actions: ['list', 'withoutPagination'],
    fields: ['id', 'image', 'first_name', 'last_name', 'email', 'primary_phone', 'street_address_one', 'street_address_two'],
  },
  aliases: { withoutPagination: ['without_paginaiton/all'] },
});
