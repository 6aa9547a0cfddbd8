import type { genders, maritalStatuses } from '@sahay/contracts';
import type { ImageKind } from './assets.ts';

/**
 * The demo charity, "Sahay Foundation": an invented Bangladesh-based charity working on clean water,
 * child education, healthy food and medical care. Plain data only; the seed script stores it.
 * Keys are snake_case like the API so records can be posted as they are. All people, numbers and
 * addresses are made up; emails and web addresses use example domains.
 */

export interface DemoGeneralSetting {
  site_name: string;
  title: string;
  email: string;
  phone: string;
  address: string;
  facebook_url: string;
  twitter_url: string;
  instagram_url: string;
  google_url: string;
}

export interface DemoSlider {
  title: string;
  /** Button label; an empty string makes the site fall back to "Our Portfolio". */
  details: string;
  link: string;
  serial_number: number;
}

export interface DemoMenu {
  name: string;
  children?: DemoMenu[];
}

export interface ImageSpec {
  kind: ImageKind;
  width: number;
  height: number;
  /** Varies the picture; for scenes and icons `seed % 6` picks water, school, harvest, clinic, heart, village. */
  seed: number;
  format: 'webp' | 'png';
}

/** One image group of the Home menu; image i of the group uses seed `seed + i`. */
export interface ContentImageGroup extends Omit<ImageSpec, 'format'> {
  head: string;
  count: number;
}

export interface DemoNotice {
  title: string;
  date: string;
  note: string;
  /** Paragraphs separated by a blank line; printed into the notice PDF. */
  body: string;
}

export interface DemoEmployee {
  first_name: string;
  last_name: string;
  email: string;
  username: string;
  primary_phone: string;
  street_address_one: string;
  street_address_two: string;
  /** Names of seeded lookups, stored as references. */
  designation: string;
  department: string;
  gender: (typeof genders)[number];
  date_of_birth: string;
  nid: string;
  emp_id_no: string;
  emp_join_date: string;
  basic_money: string;
  allowance_money: string;
  marital_status: (typeof maritalStatuses)[number];
}

export const generalSetting: DemoGeneralSetting = {
  site_name: 'Sahay Foundation',
  title: 'Sahay Foundation | Clean water, education, food and care in Bangladesh',
  email: 'info@example.org',
  phone: '+880 2 5816 4420',
  address: 'House 42, Road 7, Dhanmondi, Dhaka 1205, Bangladesh',
  facebook_url: 'https://facebook.com/sahay.example',
  twitter_url: 'https://twitter.com/sahay_example',
  instagram_url: 'https://instagram.com/sahay.example',
  google_url: 'https://g.page/sahay-foundation-example',
};

export const sliders: DemoSlider[] = [
  { title: '<h2>Clean water for every village</h2>', details: 'See our campaigns', link: '/cause', serial_number: 1 },
  { title: '<h2>Every child in a classroom</h2>', details: '', link: '/service-single/4', serial_number: 2 },
  { title: '<h2>Care that reaches the last mile</h2>', details: 'Donate today', link: '/donate', serial_number: 3 },
];

/** Display order; names are the route names of the site, used lowercased in links. */
export const menus: DemoMenu[] = [
  { name: 'Home' },
  { name: 'About', children: [{ name: 'Mission' }, { name: 'Performance' }, { name: 'Message' }, { name: 'Our Team' }] },
  { name: 'Service', children: [{ name: 'Clients' }] },
  { name: 'Gallery' },
  { name: 'Profile' },
  { name: 'Document', children: [{ name: 'Notice' }] },
  { name: 'Contact' },
];

/** The company entries: every Home content key that is not one of the fixed blocks. */
export const companyNames = ['Sahay Water Works', 'Sahay Learning Centres', 'Sahay Health Clinics'] as const;

const osm = 'https://www.openstreetmap.org/export/embed.html?bbox=90.3600%2C23.7300%2C90.4100%2C23.7600&layer=mapnik';

/** Rich-text blocks of the Home menu, keyed by block name (spec section 3). */
export const homeContents: Record<string, string> = {
  Partner:
    '<p>We work alongside local government, community groups and international partners who share our belief that lasting change is built together with the people it serves.</p>',
  About:
    '<p><strong>Sahay Foundation</strong> has worked with rural and urban families in Bangladesh since 2009. Sahay means "help" in Bangla, and that is what we try to offer: practical help that communities can keep running on their own.</p><p>Our teams install and maintain safe water points, run learning centres for children who have left school, support mothers and babies with nutrition, and bring doctors to places that rarely see one.</p>',
  'Featured Work':
    '<p>A few of the projects our donors and volunteers made possible this year, from tube wells in Satkhira to a new classroom block in Sunamganj.</p>',
  'Our Services':
    '<p>Four programmes, one goal: healthy, educated children growing up in safe communities.</p><ul><li>Clean water and sanitation</li><li>Child education</li><li>Healthy food and nutrition</li><li>Medical care</li></ul>',
  Companies: '<p>Our programmes are run by three dedicated units, each with its own field teams and budget.</p>',
  Title: '<p>Sahay Foundation</p>',
  Address: '<p>House 42, Road 7, Dhanmondi<br>Dhaka 1205, Bangladesh</p>',
  'Email Us': '<p>info@example.org<br>volunteer@example.org</p>',
  'Call Now': '<p>+880 2 5816 4420<br>+880 1711 204518</p>',
  Map: `<p>${osm}</p>`,
  Mission:
    '<p>Our mission is to make sure that every family we work with has safe water to drink, enough healthy food, a doctor within reach and a school place for every child.</p><p>We do this by training local people to lead the work, so that projects keep going long after our teams move on.</p>',
  Vision:
    '<p>We see a Bangladesh where no child misses school because of illness, hunger or the daily walk to fetch water, and where every village has the means to look after its own.</p>',
  Performance:
    '<p>In 2025, with the support of more than 4,000 donors, we:</p><ul><li>installed or repaired <strong>312</strong> tube wells and rainwater tanks serving 58,000 people</li><li>kept <strong>2,140</strong> children in our learning centres, 54% of them girls</li><li>provided <strong>96,000</strong> nutritious school meals</li><li>held <strong>410</strong> mobile clinic days and treated 23,500 patients</li></ul><p>Ninety-one taka of every hundred we receive goes directly to programmes.</p>',
  'Managing Partner':
    '<p><strong>Dr. Nasreen Haque, Managing Partner</strong></p><p>When we started Sahay, we had one tube well and a handful of volunteers. Today our teams work in eleven districts, but the idea has not changed: listen first, then help people build what they need.</p><p>Thank you to every donor, volunteer and partner who has walked with us. The work ahead is large, and we are grateful not to face it alone.</p>',
  'Partner One':
    '<p><strong>Tanvir Ahmed, Partner, Programmes</strong></p><p>Our field teams live in the communities they serve. That is why a broken pump is fixed in days, not months, and why parents trust us with their children. This year we will open six more learning centres in the haor region.</p>',
  'Partner Two':
    '<p><strong>Helen Carter, Partner, Partnerships</strong></p><p>Every partnership we build is measured by what changes for families. We publish our accounts each year, invite donors to visit our projects, and share what did not work as openly as what did.</p>',
  'Sahay Water Works':
    '<p>Sahay Water Works brings safe drinking water to villages where arsenic and salinity make ordinary wells dangerous. Our engineers survey each site, test the groundwater and choose the right solution: deep tube wells, pond sand filters or rainwater harvesting tanks. Every installation is handed to a trained village water committee that collects a small fee for repairs. Since 2009 we have built or restored more than 2,300 water points in the coastal and northern districts, and over 90% are still working today.</p>',
  'Sahay Learning Centres':
    '<p>Sahay Learning Centres give children who have dropped out of school a second chance. Each one-room centre is run by a teacher from the same village, with no more than thirty pupils, free books and a daily meal. Lessons follow the national primary curriculum so that children can return to government school, and most of them do. We also run evening classes for working teenagers and reading circles for mothers, because children learn best when the whole family values learning.</p>',
  'Sahay Health Clinics':
    '<p>Sahay Health Clinics take doctors, nurses and medicines to communities far from the nearest hospital. Our mobile teams travel by road and by boat, holding regular clinic days for mothers, babies and older people. Community health workers follow up at home, check on pregnancies and refer serious cases to district hospitals, with transport paid by Sahay. Growth monitoring and nutrition advice for under-fives are part of every visit.</p>',
};

/** Image groups of the Home menu: heads as the site looks them up, with what to draw for each. */
export const contentImageGroups: ContentImageGroup[] = [
  { head: 'Gallery', count: 9, kind: 'photo', width: 900, height: 500, seed: 10 },
  { head: 'Profile', count: 6, kind: 'photo', width: 860, height: 500, seed: 20 },
  { head: 'OUR DOCUMENT', count: 6, kind: 'document', width: 600, height: 800, seed: 30 },
  // Portrait seeds 40, 41, 42 share the looks of employees 0, 1, 2, the people quoted in those blocks.
  { head: 'Managing Partner', count: 1, kind: 'portrait', width: 600, height: 600, seed: 40 },
  { head: 'Partner One', count: 1, kind: 'portrait', width: 600, height: 600, seed: 41 },
  { head: 'Partner Two', count: 1, kind: 'portrait', width: 600, height: 600, seed: 42 },
  { head: 'Partner', count: 6, kind: 'partner', width: 240, height: 120, seed: 50 },
  { head: 'About', count: 1, kind: 'photo', width: 900, height: 500, seed: 60 },
  { head: 'Featured Work', count: 6, kind: 'photo', width: 860, height: 500, seed: 70 },
  { head: 'Title', count: 1, kind: 'slide', width: 1920, height: 400, seed: 83 },
  // Seeds chosen so the round company pictures show a river, a school and a clinic.
  { head: 'Sahay Water Works', count: 1, kind: 'photo', width: 300, height: 300, seed: 90 },
  { head: 'Sahay Learning Centres', count: 1, kind: 'photo', width: 300, height: 300, seed: 91 },
  { head: 'Sahay Health Clinics', count: 1, kind: 'photo', width: 300, height: 300, seed: 93 },
];

/** General-setting pictures: header and footer logo, favicon and the home popup. */
export const siteImages = {
  logo: { kind: 'logo', width: 240, height: 80, seed: 0, format: 'png' },
  footer_logo: { kind: 'logo', width: 240, height: 80, seed: 0, format: 'png' },
  favicon: { kind: 'favicon', width: 64, height: 64, seed: 0, format: 'png' },
  slider: { kind: 'slide', width: 1200, height: 700, seed: 4, format: 'webp' },
} satisfies Record<string, ImageSpec>;

/** One per slider item, in the same order. */
export const sliderImages: ImageSpec[] = [0, 1, 3].map((seed) => ({ kind: 'slide', width: 1920, height: 700, seed, format: 'webp' }));

/** Employee i gets this portrait with seed i. */
export const employeePortrait: Omit<ImageSpec, 'seed'> = { kind: 'portrait', width: 600, height: 600, format: 'webp' };

export const notices: DemoNotice[] = [
  {
    title: 'Annual General Meeting 2026',
    date: '2026-01-15',
    note: 'All members are invited to the AGM at the Dhanmondi office.',
    body: 'The Annual General Meeting of Sahay Foundation will be held on Saturday, 14 February 2026 at 10:00 at our Dhanmondi office. All general, executive and adviser members are invited to attend.\n\nThe agenda includes the annual report for 2025, the audited accounts, the election of two executive members and the programme plan for 2026. Members who cannot attend may send a written proxy to the secretary before 10 February.\n\nLunch will be served after the meeting. Please confirm attendance by email.',
  },
  {
    title: 'Call for volunteers: winter blanket drive',
    date: '2026-01-28',
    note: 'Volunteers needed for distribution in Kurigram and Lalmonirhat.',
    body: 'Sahay Foundation is looking for volunteers to help distribute 5,000 blankets to families in Kurigram and Lalmonirhat during the cold wave in February.\n\nVolunteers should be 18 or older and able to travel for three to five days. Transport, meals and accommodation are provided. Please register at the office or by email with your name, phone number and the dates you are available.',
  },
  {
    title: 'Tender notice: tube well installation, Satkhira',
    date: '2026-03-02',
    note: 'Sealed bids invited for 40 deep tube wells in Shyamnagar upazila.',
    body: 'Sealed bids are invited from registered contractors for the installation of 40 deep tube wells with platforms in Shyamnagar upazila, Satkhira district.\n\nTender documents can be collected from the Dhanmondi office between 10:00 and 16:00 on working days until 20 March 2026. Completed bids must be submitted by 12:00 on 25 March 2026 and will be opened in the presence of bidders the same day.\n\nSahay Foundation reserves the right to accept or reject any bid without giving reasons.',
  },
  {
    title: 'Learning centres closed for Eid holidays',
    date: '2026-03-16',
    note: 'All learning centres close from 18 to 26 March 2026.',
    body: 'All Sahay Learning Centres will be closed from 18 March to 26 March 2026 for the Eid-ul-Fitr holidays. Classes resume on Sunday, 29 March 2026.\n\nSchool meals will be provided as take-home rations on 17 March. Teachers will contact parents directly about any changes in their centre.',
  },
  {
    title: 'Free eye camp in Sunamganj',
    date: '2026-04-05',
    note: 'Free eye screening and cataract referrals on 20 and 21 April.',
    body: 'Sahay Health Clinics, with partner eye hospitals, will hold a free eye camp at Tahirpur Upazila Health Complex, Sunamganj on 20 and 21 April 2026, from 09:00 to 17:00.\n\nThe camp offers eye screening, free reading glasses and referrals for cataract surgery, with transport and surgery costs covered for patients who need them. Older people and children are especially encouraged to attend.',
  },
];

/** Order matters: employee i gets portrait seed i, whose look (women at 0, 2, 3, 5) matches the person. */
export const employees: DemoEmployee[] = [
  {
    first_name: 'Nasreen',
    last_name: 'Haque',
    email: 'nasreen.haque@example.org',
    username: 'nhaque',
    primary_phone: '+880 1711 204518',
    street_address_one: 'House 42, Road 7, Dhanmondi',
    street_address_two: 'Dhaka 1205',
    designation: 'Executive Director',
    department: 'Programmes',
    gender: 'female',
    date_of_birth: '1974-06-12',
    nid: '1974261930',
    emp_id_no: 'SF-2009-001',
    emp_join_date: '2009-03-01',
    basic_money: '180000.00',
    allowance_money: '40000.00',
    marital_status: 'married',
  },
  {
    first_name: 'Tanvir',
    last_name: 'Ahmed',
    email: 'tanvir.ahmed@example.org',
    username: 'tahmed',
    primary_phone: '+880 1819 553027',
    street_address_one: 'Flat 5B, House 11, Road 3, Mohammadpur',
    street_address_two: 'Dhaka 1207',
    designation: 'Head of Programmes',
    department: 'Programmes',
    gender: 'male',
    date_of_birth: '1981-11-03',
    nid: '1981284417',
    emp_id_no: 'SF-2011-004',
    emp_join_date: '2011-07-15',
    basic_money: '120000.00',
    allowance_money: '25000.00',
    marital_status: 'married',
  },
  {
    first_name: 'Helen',
    last_name: 'Carter',
    email: 'helen.carter@example.org',
    username: 'hcarter',
    primary_phone: '+880 1977 410236',
    street_address_one: 'House 9, Road 55, Gulshan 2',
    street_address_two: 'Dhaka 1212',
    designation: 'Partnerships Director',
    department: 'Sales',
    gender: 'female',
    date_of_birth: '1979-02-21',
    nid: '7902214410',
    emp_id_no: 'SF-2014-009',
    emp_join_date: '2014-01-06',
    basic_money: '150000.00',
    allowance_money: '30000.00',
    marital_status: 'divorced',
  },
  {
    first_name: 'Farhana',
    last_name: 'Rahman',
    email: 'farhana.rahman@example.org',
    username: 'frahman',
    primary_phone: '+880 1552 308914',
    street_address_one: 'House 27, Lane 4, Mirpur 10',
    street_address_two: 'Dhaka 1216',
    designation: 'Programme Coordinator',
    department: 'Programmes',
    gender: 'female',
    date_of_birth: '1990-08-09',
    nid: '1990265573',
    emp_id_no: 'SF-2016-014',
    emp_join_date: '2016-02-01',
    basic_money: '65000.00',
    allowance_money: '12000.00',
    marital_status: 'single',
  },
  {
    first_name: 'Arif',
    last_name: 'Hossain',
    email: 'arif.hossain@example.org',
    username: 'ahossain',
    primary_phone: '+880 1913 772150',
    street_address_one: 'Holding 118, College Road',
    street_address_two: 'Satkhira 9400',
    designation: 'Engineer',
    department: 'Programmes',
    gender: 'male',
    date_of_birth: '1987-04-17',
    nid: '1987871206',
    emp_id_no: 'SF-2017-021',
    emp_join_date: '2017-09-10',
    basic_money: '72000.00',
    allowance_money: '15000.00',
    marital_status: 'married',
  },
  {
    first_name: 'Amina',
    last_name: 'Okafor',
    email: 'amina.okafor@example.org',
    username: 'aokafor',
    primary_phone: '+880 1730 615842',
    street_address_one: 'House 6, Road 12, Banani',
    street_address_two: 'Dhaka 1213',
    designation: 'Programme Coordinator',
    department: 'Support',
    gender: 'female',
    date_of_birth: '1985-12-30',
    nid: '8512309921',
    emp_id_no: 'SF-2019-027',
    emp_join_date: '2019-05-20',
    basic_money: '95000.00',
    allowance_money: '18000.00',
    marital_status: 'married',
  },
  {
    first_name: 'Rezaul',
    last_name: 'Karim',
    email: 'rezaul.karim@example.org',
    username: 'rkarim',
    primary_phone: '+880 1615 249087',
    street_address_one: 'Upazila Health Complex Road',
    street_address_two: 'Tahirpur, Sunamganj 3030',
    designation: 'Medical Officer',
    department: 'Support',
    gender: 'male',
    date_of_birth: '1988-01-25',
    nid: '1988902457',
    emp_id_no: 'SF-2020-033',
    emp_join_date: '2020-03-01',
    basic_money: '85000.00',
    allowance_money: '20000.00',
    marital_status: 'single',
  },
  {
    first_name: 'Daniel',
    last_name: 'Moreno',
    email: 'daniel.moreno@example.org',
    username: 'dmoreno',
    primary_phone: '+880 1841 907316',
    street_address_one: 'Flat 3A, House 19, Road 2, Uttara Sector 4',
    street_address_two: 'Dhaka 1230',
    designation: 'Partnerships Director',
    department: 'Sales',
    gender: 'male',
    date_of_birth: '1983-09-14',
    nid: '8309148830',
    emp_id_no: 'SF-2022-041',
    emp_join_date: '2022-08-01',
    basic_money: '45000.00',
    allowance_money: '9000.00',
    marital_status: 'married',
  },
];
