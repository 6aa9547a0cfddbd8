import { date, numeric, pgEnum, pgTable, varchar } from 'drizzle-orm/pg-core';
import { recordColumns } from '../../db/columns.ts';

export const genderEnum = pgEnum('gender', ['male', 'female', 'others']);
export const maritalStatusEnum = pgEnum('marital_status', ['single', 'married', 'widowed', 'divorced']);

export const employees = pgTable('employee', {
  ...recordColumns,
  firstName: varchar('first_name', { length: 80 }).notNull(),
  lastName: varchar('last_name', { length: 80 }).notNull(),
  email: varchar({ length: 254 }).notNull().unique('employee_email_unique'),
  username: varchar({ length: 80 }),
  primaryPhone: varchar('primary_phone', { length: 20 }),
  secondaryPhone: varchar('secondary_phone', { length: 20 }),
  gender: genderEnum(),
  dateOfBirth: date('date_of_birth', { mode: 'string' }),
  streetAddressOne: varchar('street_address_one', { length: 200 }),
  streetAddressTwo: varchar('street_address_two', { length: 200 }),
  postalCode: varchar('postal_code', { length: 20 }),
  nid: varchar({ length: 40 }),
  empIdNo: varchar('emp_id_no', { length: 40 }).unique('employee_emp_id_no_unique'),
  empJoinDate: date('emp_join_date', { mode: 'string' }),
  designation: varchar({ length: 120 }),
  basicMoney: numeric('basic_money', { precision: 14, scale: 2 }),
  allowanceMoney: numeric('allowance_money', { precision: 14, scale: 2 }),
  fatherName: varchar('father_name', { length: 120 }),
  motherName: varchar('mother_name', { length: 120 }),
  maritalStatus: maritalStatusEnum('marital_status'),
  image: varchar({ length: 500 }),
});
