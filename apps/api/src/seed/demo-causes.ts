/**
 * The demo charity's twelve campaigns (the template's sample causes), as plain data: each asks 3,000.00.
 * Pictures are named by the template's sample pictures (`photo-3`, `wide-5`, `portrait-2`): the seed draws
 * the same pictures with the same generator and stores them through the media store.
 */
export interface DemoCause {
  name: string;
  category: string;
  summary: string;
  /** Paragraphs separated by a blank line. */
  description: string;
  author_name: string;
  /** The card's picture, the page's cover and the author's portrait. */
  picture: string;
  cover: string;
  author_picture: string;
}

export const demoCauseGoal = '3000.00';

export const demoCauses: DemoCause[] = [
  {
    name: 'Clean water for the char villages',
    category: 'Water',
    summary: 'Deep tube-wells and water tests for river-island villages where families still drink from ponds.',
    description:
      'On the sandbars of the Jamuna, most households share one shallow well that floods every monsoon. Children fall ill with diarrhoea more than any other illness.\n\nYour gift pays for deep tube-wells raised above flood level, arsenic testing and a trained caretaker in every village, so the water stays safe long after we leave.',
    author_name: 'Nusrat Jahan',
    picture: 'photo-1',
    cover: 'wide-3',
    author_picture: 'portrait-1',
  },
  {
    name: 'School kits for 500 children',
    category: 'Education',
    summary: 'Bags, books, uniforms and a year of stationery for first-generation learners.',
    description:
      'A school bag costs less than a day of a labourer’s wage, but for many families it is the reason a child stays home in January.\n\nEach kit holds textbooks, exercise books, pens, a uniform and a water bottle, handed out with the teachers so every child starts the year ready.',
    author_name: 'Arif Hossain',
    picture: 'photo-2',
    cover: 'wide-4',
    author_picture: 'portrait-2',
  },
  {
    name: 'Food parcels for the lean season',
    category: 'Food',
    summary: 'Rice, lentils, oil and salt for families between harvests, when work and meals run short.',
    description:
      'Between planting and harvest there are weeks with no farm work. Day labourers borrow at high interest or skip meals.\n\nA parcel feeds a family of five for a month. We buy from local traders, so the money also stays in the village.',
    author_name: 'Farzana Akter',
    picture: 'photo-3',
    cover: 'wide-5',
    author_picture: 'portrait-3',
  },
  {
    name: 'Mobile health camps in remote unions',
    category: 'Health',
    summary: 'A doctor, a nurse and free medicine, one day a month, where the nearest clinic is hours away.',
    description:
      'In the hill and haor areas, a clinic visit can mean a day’s travel and a lost day’s pay. Small problems become serious ones.\n\nOur camps bring check-ups, antenatal care, basic medicine and referrals, and a volunteer follows up with every patient who needs more.',
    author_name: 'Shirin Sultana',
    picture: 'photo-4',
    cover: 'wide-6',
    author_picture: 'portrait-4',
  },
  {
    name: 'A safe shelter for rescued street dogs',
    category: 'Animals',
    summary: 'Treatment, vaccination and care for injured dogs found on the city’s streets.',
    description:
      'Every week our volunteers find dogs hurt by traffic or cruelty. Most can recover with simple care and a quiet place to heal.\n\nDonations cover vaccines, surgery, food and the shelter’s rent, and help us find families who will adopt them.',
    author_name: 'Tanvir Ahmed',
    picture: 'photo-5',
    cover: 'wide-1',
    author_picture: 'portrait-5',
  },
  {
    name: 'Solar lights for off-grid homes',
    category: 'Environment',
    summary: 'Small solar lamps so children can study after dark and families stop burning kerosene.',
    description:
      'Kerosene lamps are costly, smoky and start fires. Off the grid, they are still how many children do their homework.\n\nA solar lamp charges by day and lights a room for eight hours. Local technicians are trained to repair them.',
    author_name: 'Mitu Rahman',
    picture: 'photo-6',
    cover: 'wide-2',
    author_picture: 'portrait-6',
  },
  {
    name: 'Repairing wells after the flood',
    category: 'Water',
    summary: 'Cleaning, disinfecting and raising the wells the monsoon floods have spoiled.',
    description:
      'When the water goes down, wells are full of silt and sewage, just when families need clean water the most.\n\nOur teams flush and chlorinate each well, test the water and raise the platform so the next flood does not reach it.',
    author_name: 'Kamal Uddin',
    picture: 'photo-7',
    cover: 'wide-9',
    author_picture: 'portrait-7',
  },
  {
    name: 'Evening classes for working children',
    category: 'Education',
    summary: 'Reading, writing and maths after work, for children who help their families earn.',
    description:
      'Many children in the bazaars work during the day. They want to learn, but school hours do not fit their lives.\n\nOur evening classes follow the national curriculum and prepare them to sit the primary exam, with a hot snack at every class.',
    author_name: 'Rafiq Islam',
    picture: 'photo-8',
    cover: 'wide-10',
    author_picture: 'portrait-8',
  },
  {
    name: 'Seeds and tools for women farmers',
    category: 'Food',
    summary: 'Quality seed, simple tools and training so women can grow vegetables for food and sale.',
    description:
      'A small plot of vegetables can feed a family and bring in a steady income, if the seed is good and the soil is cared for.\n\nWe give seed, tools and training in compost and crop rotation, and link the groups to buyers in the local market.',
    author_name: 'Rokeya Begum',
    picture: 'photo-9',
    cover: 'wide-11',
    author_picture: 'portrait-9',
  },
  {
    name: 'Safe births in village clinics',
    category: 'Health',
    summary: 'Trained midwives, clean delivery kits and emergency transport for mothers in labour.',
    description:
      'Too many births still happen at home without a skilled attendant, far from help if something goes wrong.\n\nWe train midwives, stock clinics with delivery kits and keep a fund for the ride to hospital when a mother needs it.',
    author_name: 'Dr. Salma Khatun',
    picture: 'photo-10',
    cover: 'wide-12',
    author_picture: 'portrait-11',
  },
  {
    name: 'Mangroves to shield the coast',
    category: 'Environment',
    summary: 'Planting and protecting mangrove belts that break storm surges before they reach the villages.',
    description:
      'Mangroves slow the waves of a cyclone and hold the shore together. Where they have been cut, the sea comes further in every year.\n\nCoastal families plant and guard the seedlings and are paid for the work, so the forest grows with the community behind it.',
    author_name: 'Habib Chowdhury',
    picture: 'photo-21',
    cover: 'wide-5',
    author_picture: 'portrait-10',
  },
  {
    name: 'Warm blankets for the winter',
    category: 'Relief',
    summary: 'Blankets and warm clothes for elderly people and young children in the cold northern districts.',
    description:
      'In January the nights in the north drop close to freezing, and the old and the very young suffer first.\n\nVolunteers hand out blankets, shawls and children’s jackets door to door, starting with the homes that have the least.',
    author_name: 'Ayesha Siddiqua',
    picture: 'photo-12',
    cover: 'wide-8',
    author_picture: 'portrait-12',
  },
];

/** A sample picture's drawing: the same kind, seed and size the template's sample pictures are drawn with. */
export function samplePictureSpec(name: string) {
  const [, group, n] = /^(photo|wide|portrait|icon)-(\d+)$/.exec(name) ?? [];
  const i = Number(n) - 1;
  // An icon is shown at 80 px: stored at twice that, for sharp screens.
  if (group === 'icon') return { kind: 'icon' as const, seed: i, width: 160, height: 160 };
  if (group === 'photo') return { kind: 'photo' as const, seed: i, width: 900, height: 500 };
  if (group === 'wide') return { kind: 'photo' as const, seed: 100 + i, width: 860, height: 500 };
  if (group === 'portrait') return { kind: 'portrait' as const, seed: i, width: 480, height: 480 };
  throw new Error(`No sample picture named ${name}`);
}
