import { Box, Typography } from '@mui/material';
import { employee } from '@sahay/contracts';
import type { ReactElement, ReactNode } from 'react';
import { Create, Edit, SimpleForm, useTranslate } from 'react-admin';
import { inputsFor } from '../../generic/inputs.tsx';
import { EditToolbar, GenericList } from '../../generic/views.tsx';

/**
 * The contract's columns (photo, name, department, designation, email, phone): department and
 * designation show the referenced record's name, and the list filters by department with a picker.
 */
export function EmployeeList() {
  return <GenericList contract={employee} />;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ width: '100%', mb: 1 }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3 }}>{children}</Box>
    </Box>
  );
}

/** The employee record of spec section 3, grouped as a clerk reads a personnel file. */
function EmployeeForm({ mode, toolbar }: { mode: 'create' | 'edit'; toolbar?: ReactElement }) {
  const translate = useTranslate();
  return (
    <SimpleForm {...(toolbar ? { toolbar } : {})} warnWhenUnsavedChanges>
      <Section title={translate('sahay.employees.photo')}>{inputsFor(employee, ['image'], mode)}</Section>
      <Section title={translate('sahay.employees.person')}>
        {inputsFor(
          employee,
          ['first_name', 'last_name', 'father_name', 'mother_name', 'gender', 'date_of_birth', 'marital_status', 'nid'],
          mode,
        )}
      </Section>
      <Section title={translate('sahay.employees.contact')}>
        {inputsFor(
          employee,
          ['email', 'username', 'primary_phone', 'secondary_phone', 'street_address_one', 'street_address_two', 'postal_code'],
          mode,
        )}
      </Section>
      <Section title={translate('sahay.employees.work')}>
        {inputsFor(employee, ['emp_id_no', 'department', 'branch', 'designation', 'emp_join_date', 'basic_money', 'allowance_money'], mode)}
      </Section>
    </SimpleForm>
  );
}

export function EmployeeEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <EmployeeForm mode="edit" toolbar={<EditToolbar contract={employee} />} />
    </Edit>
  );
}

export function EmployeeCreate() {
  return (
    <Create redirect="list">
      <EmployeeForm mode="create" />
    </Create>
  );
}
