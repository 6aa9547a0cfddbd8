import type { SampleName } from './samples.ts';

/** A finished or running project of the template (spec section 3), with two sub-images. */
export interface Project {
  id: number;
  projectImg: SampleName;
  title: string;
  /** Short description. */
  dec: string;
  subImg1: SampleName;
  subImg2: SampleName;
  /** Facts shown beside the detail text. */
  location: string;
  year: string;
  reached: string;
  /** Longer text of the detail page, one string per paragraph. */
  story: readonly string[];
}

export const projects: readonly Project[] = [
  {
    id: 1,
    projectImg: 'photo-13',
    title: 'Safe water for Chilmari',
    dec: 'Forty flood-proof tube-wells for the river islands of Chilmari.',
    subImg1: 'photo-1',
    subImg2: 'wide-9',
    location: 'Chilmari, Kurigram',
    year: '2025',
    reached: '6,200 people',
    story: [
      'Before the project, families on the chars shared shallow wells that the monsoon spoiled every year. We raised forty deep tube-wells on concrete plinths above the highest flood line.',
      'Each well has a caretaker trained in repairs and a committee that collects a small fee for spare parts. Two years on, every well is still working.',
    ],
  },
  {
    id: 2,
    projectImg: 'photo-14',
    title: 'Evening schools in the bazaars',
    dec: 'Six evening schools teaching children who work during the day.',
    subImg1: 'photo-2',
    subImg2: 'wide-10',
    location: 'Old Dhaka',
    year: '2024 – 2026',
    reached: '420 children',
    story: [
      'Many children in the bazaars work to support their families. Our evening schools meet after the shops close, with teachers from the neighbourhood.',
      'Last year, 63 of our students passed the primary completion exam, and 40 of them have moved into regular secondary schools.',
    ],
  },
  {
    id: 3,
    projectImg: 'photo-15',
    title: 'Kitchen gardens for mothers',
    dec: 'Seed, tools and training so mothers can grow food for their children.',
    subImg1: 'photo-9',
    subImg2: 'wide-11',
    location: 'Gaibandha',
    year: '2025',
    reached: '850 households',
    story: [
      'Child malnutrition is high where families eat rice with little else. A small garden beside the house changes that within a season.',
      'Groups of twenty mothers learn together, share seed and sell what they do not eat at the weekly market.',
    ],
  },
  {
    id: 4,
    projectImg: 'photo-16',
    title: 'Community clinic upgrade',
    dec: 'Solar power, a delivery room and a trained midwife for a rural clinic.',
    subImg1: 'photo-4',
    subImg2: 'wide-12',
    location: 'Sunamganj',
    year: '2024',
    reached: '14,000 people',
    story: [
      'The clinic had no power after dark and no room for births. Mothers in labour had to travel four hours by boat to the district hospital.',
      'Now the clinic has solar power, a clean delivery room and a midwife on call day and night. Last year 212 babies were born there safely.',
    ],
  },
  {
    id: 5,
    projectImg: 'photo-23',
    title: 'Shelter and care for street dogs',
    dec: 'A rescue shelter with a vet clinic and a vaccination drive across the city.',
    subImg1: 'photo-5',
    subImg2: 'wide-7',
    location: 'Mirpur, Dhaka',
    year: '2025 – 2026',
    reached: '1,900 animals',
    story: [
      'Injured dogs used to die by the roadside. Our shelter now treats them, and volunteers find them homes or return them, vaccinated, to their streets.',
      'The vaccination drive has reached almost two thousand dogs, making the neighbourhood safer for children too.',
    ],
  },
  {
    id: 6,
    projectImg: 'photo-24',
    title: 'Cyclone-ready homes',
    dec: 'Raised plinths and stronger roofs for families on the coast.',
    subImg1: 'photo-6',
    subImg2: 'wide-8',
    location: 'Shyamnagar, Satkhira',
    year: '2025',
    reached: '310 homes',
    story: [
      'After cyclone Remal, many families rebuilt on the same low ground. We helped them raise their plinths and tie their roofs down.',
      'Local masons were trained in the new methods, and now build the same way for their neighbours.',
    ],
  },
];
