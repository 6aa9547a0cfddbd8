import type { ImportKind } from '@sahay/contracts';

/**
 * The columns of each kind's file: the field each fills, its heading in English (the template's) and in
 * Bengali (also read), and the example the template shows. A file's headings are matched to these in any
 * order and any case; a column the file does not name is left empty.
 */
export interface ImportColumn {
  key: string;
  heading: string;
  bengali: string;
  example: string;
  required?: true;
}

const column = (key: string, heading: string, bengali: string, example: string, required?: true): ImportColumn => ({
  key,
  heading,
  bengali,
  example,
  ...(required ? { required } : {}),
});

const person = [
  column('first_name', 'First name', 'নামের প্রথম অংশ', 'Rahima', true),
  column('last_name', 'Last name', 'নামের শেষ অংশ', 'Begum'),
  column('email', 'Email', 'ইমেইল', 'rahima.begum@example.org', true),
];

export const importColumns: Record<ImportKind, readonly ImportColumn[]> = {
  member: [
    ...person,
    column('username', 'Username', 'ইউজারনেম', 'rahima'),
    column('primary_phone', 'Phone', 'ফোন', '01711000000'),
    column('gender', 'Gender', 'লিঙ্গ', 'female'),
    column('date_of_birth', 'Date of birth', 'জন্ম তারিখ', '1985-04-12'),
    column('father_name', "Father's name", 'পিতার নাম', 'Abdul Karim'),
    column('mother_name', "Mother's name", 'মাতার নাম', 'Jahanara Begum'),
    column('spouse_name', "Spouse's name", 'স্বামী/স্ত্রীর নাম', ''),
    column('village', 'Village', 'গ্রাম', 'Charbhadrasan'),
    column('post_office', 'Post office', 'ডাকঘর', 'Charbhadrasan'),
    column('union', 'Union', 'ইউনিয়ন', 'Gazirtek'),
    column('profession', 'Profession', 'পেশা', 'Teacher'),
    column('religion', 'Religion', 'ধর্ম', 'Islam'),
  ],
  donation: [
    ...person,
    column('phone_number', 'Phone', 'ফোন', '01711000000'),
    column('address', 'Address', 'ঠিকানা', 'Faridpur'),
    column('date', 'Date', 'তারিখ', '2025-01-15', true),
    column('amount', 'Amount', 'পরিমাণ', '5000.00', true),
    column('cause', 'Cause', 'উদ্যোগ', ''),
    column('payment_method', 'Payment method', 'পরিশোধের মাধ্যম', ''),
    column('message', 'Message', 'বার্তা', 'For the school meals'),
  ],
  product: [
    column('name', 'Name', 'নাম', 'Nakshi kantha cushion cover', true),
    column('sku', 'SKU', 'এসকেইউ', 'NK-CUSHION-01', true),
    column('category', 'Category', 'শ্রেণি', 'Home', true),
    column('price', 'Price', 'মূল্য', '850.00', true),
    column('cost', 'Cost', 'খরচ', '520.00', true),
    column('unit', 'Unit', 'একক', 'piece'),
    column('low_stock_threshold', 'Low stock threshold', 'ন্যূনতম মজুদ', '5'),
    column('opening_stock', 'Opening stock', 'প্রারম্ভিক মজুদ', '40'),
    column('description', 'Description', 'বিবরণ', 'Hand-stitched by the Shapla women’s group'),
  ],
  ledger_account: [
    column('name', 'Name', 'নাম', 'Sonali Bank current account', true),
    column('code', 'Code', 'কোড', '1020'),
    column('group', 'Group', 'গ্রুপ', 'Bank Accounts'),
    column('opening_debit', 'Opening debit', 'প্রারম্ভিক ডেবিট', '250000.00'),
    column('opening_credit', 'Opening credit', 'প্রারম্ভিক ক্রেডিট', ''),
  ],
};

/** A heading as a file may write it: any case, spaces and underscores alike. */
export const headingKey = (heading: string) =>
  heading
    .normalize('NFC')
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, ' ');

/** The column a heading names (by its English or Bengali heading, or its field's name), if any. */
export function columnOfHeading(kind: ImportKind, heading: string) {
  const key = headingKey(heading);
  return importColumns[kind].find((c) => [c.heading, c.bengali, c.key].some((name) => headingKey(name) === key));
}
