import { progressPercent } from './money.ts';
import type { SampleName } from './samples.ts';

/** A fundraising campaign of the template (spec section 3): all ask 3,000.00 and have raised 2,000.00. */
export interface Cause {
  id: number;
  /** Card picture. */
  cImg: SampleName;
  /** Detail page picture. */
  cImgSingle: SampleName;
  /** Share of the goal raised, in percent. */
  process: number;
  /** Category. */
  thumb: string;
  cTitle: string;
  Goal: number;
  Raised: number;
  authorImg: SampleName;
  authorName: string;
  /** What the campaign pays for, shown on the card and in the Description tab. */
  summary: string;
  /** Longer text of the Description tab, one string per paragraph. */
  story: readonly string[];
}

const Goal = 3000;
const Raised = 2000;

/** Sample donor count shown on every cause page (spec section 9). */
export const sampleDonorCount = 380;

type CauseText = Omit<Cause, 'process' | 'Goal' | 'Raised'>;

const texts: CauseText[] = [
  {
    id: 1,
    cImg: 'photo-1',
    cImgSingle: 'wide-3',
    thumb: 'Water',
    cTitle: 'Clean water for the char villages',
    authorImg: 'portrait-1',
    authorName: 'Nusrat Jahan',
    summary: 'Deep tube-wells and water tests for river-island villages where families still drink from ponds.',
    story: [
      'On the sandbars of the Jamuna, most households share one shallow well that floods every monsoon. Children fall ill with diarrhoea more than any other illness.',
      'Your gift pays for deep tube-wells raised above flood level, arsenic testing and a trained caretaker in every village, so the water stays safe long after we leave.',
    ],
  },
  {
    id: 2,
    cImg: 'photo-2',
    cImgSingle: 'wide-4',
    thumb: 'Education',
    cTitle: 'School kits for 500 children',
    authorImg: 'portrait-2',
    authorName: 'Arif Hossain',
    summary: 'Bags, books, uniforms and a year of stationery for first-generation learners.',
    story: [
      'A school bag costs less than a day of a labourer’s wage, but for many families it is the reason a child stays home in January.',
      'Each kit holds textbooks, exercise books, pens, a uniform and a water bottle, handed out with the teachers so every child starts the year ready.',
    ],
  },
  {
    id: 3,
    cImg: 'photo-3',
    cImgSingle: 'wide-5',
    thumb: 'Food',
    cTitle: 'Food parcels for the lean season',
    authorImg: 'portrait-3',
    authorName: 'Farzana Akter',
    summary: 'Rice, lentils, oil and salt for families between harvests, when work and meals run short.',
    story: [
      'Between planting and harvest there are weeks with no farm work. Day labourers borrow at high interest or skip meals.',
      'A parcel feeds a family of five for a month. We buy from local traders, so the money also stays in the village.',
    ],
  },
  {
    id: 4,
    cImg: 'photo-4',
    cImgSingle: 'wide-6',
    thumb: 'Health',
    cTitle: 'Mobile health camps in remote unions',
    authorImg: 'portrait-4',
    authorName: 'Shirin Sultana',
    summary: 'A doctor, a nurse and free medicine, one day a month, where the nearest clinic is hours away.',
    story: [
      'In the hill and haor areas, a clinic visit can mean a day’s travel and a lost day’s pay. Small problems become serious ones.',
      'Our camps bring check-ups, antenatal care, basic medicine and referrals, and a volunteer follows up with every patient who needs more.',
    ],
  },
  {
    id: 5,
    cImg: 'photo-5',
    cImgSingle: 'wide-1',
    thumb: 'Animals',
    cTitle: 'A safe shelter for rescued street dogs',
    authorImg: 'portrait-5',
    authorName: 'Tanvir Ahmed',
    summary: 'Treatment, vaccination and care for injured dogs found on the city’s streets.',
    story: [
      'Every week our volunteers find dogs hurt by traffic or cruelty. Most can recover with simple care and a quiet place to heal.',
      'Donations cover vaccines, surgery, food and the shelter’s rent, and help us find families who will adopt them.',
    ],
  },
  {
    id: 6,
    cImg: 'photo-6',
    cImgSingle: 'wide-2',
    thumb: 'Environment',
    cTitle: 'Solar lights for off-grid homes',
    authorImg: 'portrait-6',
    authorName: 'Mitu Rahman',
    summary: 'Small solar lamps so children can study after dark and families stop burning kerosene.',
    story: [
      'Kerosene lamps are costly, smoky and start fires. Off the grid, they are still how many children do their homework.',
      'A solar lamp charges by day and lights a room for eight hours. Local technicians are trained to repair them.',
    ],
  },
  {
    id: 7,
    cImg: 'photo-7',
    cImgSingle: 'wide-9',
    thumb: 'Water',
    cTitle: 'Repairing wells after the flood',
    authorImg: 'portrait-7',
    authorName: 'Kamal Uddin',
    summary: 'Cleaning, disinfecting and raising the wells the monsoon floods have spoiled.',
    story: [
      'When the water goes down, wells are full of silt and sewage, just when families need clean water the most.',
      'Our teams flush and chlorinate each well, test the water and raise the platform so the next flood does not reach it.',
    ],
  },
  {
    id: 8,
    cImg: 'photo-8',
    cImgSingle: 'wide-10',
    thumb: 'Education',
    cTitle: 'Evening classes for working children',
    authorImg: 'portrait-8',
    authorName: 'Rafiq Islam',
    summary: 'Reading, writing and maths after work, for children who help their families earn.',
    story: [
      'Many children in the bazaars work during the day. They want to learn, but school hours do not fit their lives.',
      'Our evening classes follow the national curriculum and prepare them to sit the primary exam, with a hot snack at every class.',
    ],
  },
  {
    id: 9,
    cImg: 'photo-9',
    cImgSingle: 'wide-11',
    thumb: 'Food',
    cTitle: 'Seeds and tools for women farmers',
    authorImg: 'portrait-9',
    authorName: 'Rokeya Begum',
    summary: 'Quality seed, simple tools and training so women can grow vegetables for food and sale.',
    story: [
      'A small plot of vegetables can feed a family and bring in a steady income, if the seed is good and the soil is cared for.',
      'We give seed, tools and training in compost and crop rotation, and link the groups to buyers in the local market.',
    ],
  },
  {
    id: 10,
    cImg: 'photo-10',
    cImgSingle: 'wide-12',
    thumb: 'Health',
    cTitle: 'Safe births in village clinics',
    authorImg: 'portrait-11',
    authorName: 'Dr. Salma Khatun',
    summary: 'Trained midwives, clean delivery kits and emergency transport for mothers in labour.',
    story: [
      'Too many births still happen at home without a skilled attendant, far from help if something goes wrong.',
      'We train midwives, stock clinics with delivery kits and keep a fund for the ride to hospital when a mother needs it.',
    ],
  },
  {
    id: 11,
    cImg: 'photo-21',
    cImgSingle: 'wide-5',
    thumb: 'Environment',
    cTitle: 'Mangroves to shield the coast',
    authorImg: 'portrait-10',
    authorName: 'Habib Chowdhury',
    summary: 'Planting and protecting mangrove belts that break storm surges before they reach the villages.',
    story: [
      'Mangroves slow the waves of a cyclone and hold the shore together. Where they have been cut, the sea comes further in every year.',
      'Coastal families plant and guard the seedlings and are paid for the work, so the forest grows with the community behind it.',
    ],
  },
  {
    id: 12,
    cImg: 'photo-12',
    cImgSingle: 'wide-8',
    thumb: 'Relief',
    cTitle: 'Warm blankets for the winter',
    authorImg: 'portrait-12',
    authorName: 'Ayesha Siddiqua',
    summary: 'Blankets and warm clothes for elderly people and young children in the cold northern districts.',
    story: [
      'In January the nights in the north drop close to freezing, and the old and the very young suffer first.',
      'Volunteers hand out blankets, shawls and children’s jackets door to door, starting with the homes that have the least.',
    ],
  },
];

/** The twelve campaigns, each with its progress worked out from Goal and Raised. */
export const causes: readonly Cause[] = texts.map((text) => ({ ...text, Goal, Raised, process: progressPercent(Raised, Goal) }));

export function findCause(id: string | number | undefined): Cause | undefined {
  return causes.find((cause) => String(cause.id) === String(id));
}
