import { pluralWords, resourceContracts } from '@sahay/contracts';
import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import { fieldsOf } from '../contracts.ts';
import { humanize } from '../text.ts';

/** Field labels that say more than the field's name; every other field reads as its name, humanized. */
export const fieldLabels: Record<string, string> = {
  id: 'Id',
  head_group: 'Head group',
  head_primarygroup: 'Head primary group',
  is_primary: 'Primary',
  is_default: 'Default',
  reference_id: 'Reference',
  sub_ledger: 'Sub-ledger',
  debit_amount: 'Debit',
  credit_amount: 'Credit',
  invoice_no: 'Voucher number',
  ref_invoice_no: 'Referred voucher',
  items: 'Lines',
  reference_no: 'Reference number',
  log_type: 'Kind',
  log_date: 'Date',
  serial_number: 'Order',
  slider: 'Popup image',
  footer_logo: 'Footer logo',
  site_address: 'Web address',
  facebook_url: 'Facebook',
  twitter_url: 'Twitter',
  instagram_url: 'Instagram',
  google_url: 'Google',
  cms_menu: 'Menu',
  head: 'Group',
  value: 'Content',
  name_link: 'Link',
  parent: 'Parent',
  position: 'Order',
  show_on_homepage: 'Show on the home page',
  emp_id_no: 'Employee number',
  emp_join_date: 'Joined on',
  basic_money: 'Basic salary',
  allowance_money: 'Allowance',
  nid: 'National id',
  is_active: 'Active',
  primary_phone: 'Phone',
  secondary_phone: 'Second phone',
  street_address_one: 'Address',
  street_address_two: 'Address (line 2)',
  menu_id: 'Key',
  translate: 'Translation key',
  user_id: 'User',
  entity_id: 'Record',
  at: 'When',
  changes: 'Changes',
  created_at: 'Created',
  updated_at: 'Updated',
  all_permissions: 'Every permission',
  lastname: 'Last name',
  handled: 'Handled',
  degree_name: 'Degree',
  contact_person: 'Contact person',
  thana: 'Thana',
  division: 'Division',
};

/** Names where the contract's label alone reads oddly in a menu. */
const resourceNames: Record<string, string> = {
  cms_menu: 'Site menu entry |||| Site menu',
  cms_menu_content: 'Content block |||| Content blocks',
  cms_menu_content_image: 'Content image |||| Content images',
  audit_log: 'Audit log entry |||| Audit trail',
  general_setting: 'General settings |||| General settings',
};

/** Where one resource names a field differently from the others. */
export const resourceFieldLabels: Record<string, Record<string, string>> = {
  cms_menu_content: { name: 'Key' },
  cms_menu_content_image: { position: 'Order', head: 'Group' },
  audit_log: { entity: 'Record type', user_id: 'By' },
  country: { code: 'Country code' },
};

/** `resources.<name>.name` and `resources.<name>.fields.<field>` for every resource in the registry. */
function resourceMessages(
  labels: Record<string, string>,
  names: (c: (typeof resourceContracts)[number]) => string,
  perResource: Record<string, Record<string, string>> = resourceFieldLabels,
) {
  return Object.fromEntries(
    resourceContracts.map((c) => [
      c.name,
      {
        name: names(c),
        fields: Object.fromEntries(
          [...fieldsOf(c).map((f) => f.name), 'id', 'created_at', 'updated_at', 'all_permissions', 'at', 'entity_id', 'changes'].map(
            (f) => [f, perResource[c.name]?.[f] ?? labels[f] ?? humanize(f)],
          ),
        ),
      },
    ]),
  );
}

export const sahayEnglish = {
  title: 'Sahay back office',
  language: 'Language',
  login: { email: 'Email or username', heading: 'Sign in to the back office' },
  access: {
    denied_title: 'Not allowed',
    denied: "You don't have the permission %{permission}.",
    ask: 'Ask an administrator to add it to your role (%{role}).',
  },
  upload: {
    choose_image: 'Choose a picture',
    choose_pdf: 'Choose a PDF',
    replace: 'Replace',
    remove: 'Remove',
    uploading: 'Uploading…',
    uploaded: 'File uploaded. Save to keep it.',
    open: 'Open the file',
    none: 'No file',
    wrong_image: 'This file is not a picture. Choose a JPEG, PNG, WebP or GIF image.',
    wrong_pdf: 'This file is not a PDF document. Choose a PDF file.',
    failed: 'The file was refused: %{message}',
  },
  dashboard: {
    welcome: 'Welcome, %{name}',
    role: 'Your role: %{role}',
    intro: 'Choose what to work on from the menu. Changes to the website show on the public pages at once.',
    open_site: 'Open the public site',
    glance: 'At a glance',
    waiting: 'Contact messages waiting for an answer',
    notices: 'Notices on the site',
    slides: 'Slides on the home page',
    employees: 'Employees on the team page',
    users: 'Staff accounts',
  },
  settings: { title: 'General settings', site: 'The site', images: 'Pictures', contact: 'Contact', social: 'Social links' },
  menus: {
    tree: 'Site menu',
    add_child: 'Add a sub-entry',
    contents: 'Content blocks',
    images: 'Images',
    empty: 'No menu entries yet.',
    top: '(top level)',
  },
  images: {
    title: 'Content images',
    menu: 'Menu',
    choose_menu: 'Choose a menu to see its images.',
    group: 'Group',
    new_group: 'New group name',
    add: 'Add pictures',
    add_group: 'Add a group',
    earlier: 'Move earlier',
    later: 'Move later',
    remove: 'Remove picture',
    added: '%{smart_count} picture added |||| %{smart_count} pictures added',
    removed: 'Picture removed',
    empty: 'This menu has no images yet.',
  },
  employees: { photo: 'Photo', person: 'Person', contact: 'Contact', work: 'Employment' },
  users: { taken: 'Already used by another user.', password_hint: 'At least 10 characters.' },
  roles: {
    permissions: 'Permissions',
    menu: 'Menu entries',
    menu_saved: 'Menu of the role saved',
    save_menu: 'Save menu',
    all: 'This role holds every permission, including those of modules added later.',
    entity: 'Record type',
    read: 'Read',
    create: 'Create',
    update: 'Change',
    delete: 'Delete',
    other: 'Other actions',
  },
  contact: { mark_handled: 'Mark handled', mark_open: 'Mark not handled', marked: 'Message updated' },
  audit: { changes: 'Changes' },
};

export const englishAppMessages: TranslationMessages = {
  ...englishMessages,
  sahay: sahayEnglish,
  /** The seeded menu groups' keys (`menu.<module>`). */
  menu: {
    cms: 'Website',
    people: 'People',
    access: 'Users and roles',
    members: 'Members and donations',
    accounting: 'Accounting',
    inventory: 'Inventory',
    purchase: 'Purchasing',
    sales: 'Sales',
    support: 'Support',
  },
  // The contract's label, and its list key as words for the plural (`cities`, `branches`, `customer types`).
  resources: resourceMessages(fieldLabels, (c) => resourceNames[c.name] ?? `${c.label} |||| ${humanize(pluralWords(c))}`),
};

export { resourceMessages };
