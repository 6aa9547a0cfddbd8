import type { SampleName } from './samples.ts';

/** What donors, partners and the people we work with say about the charity. */
export interface Testimonial {
  id: number;
  img: SampleName;
  name: string;
  title: string;
  quote: string;
}

export const testimonials: readonly Testimonial[] = [
  {
    id: 1,
    img: 'portrait-9',
    name: 'Rokeya Begum',
    title: 'Farmer, Gaibandha',
    quote:
      'My garden feeds my three children and pays for their school. I learned everything in the group, and now I teach the new members.',
  },
  {
    id: 2,
    img: 'portrait-10',
    name: 'Habib Chowdhury',
    title: 'Monthly donor since 2020',
    quote:
      'Every few months I get a short report with photos of the well or the classroom my money helped build. That is why I keep giving.',
  },
  {
    id: 3,
    img: 'portrait-11',
    name: 'Dr. Salma Khatun',
    title: 'Volunteer doctor',
    quote:
      'The health camps are well organised, and the follow-up is what makes them different. Patients are not forgotten after the day is over.',
  },
  {
    id: 4,
    img: 'portrait-13',
    name: 'Mahmud Hasan',
    title: 'Head teacher, Chilmari',
    quote: 'Since the school kits and the new latrines arrived, attendance has gone up, most of all for the girls.',
  },
  {
    id: 5,
    img: 'portrait-12',
    name: 'Ayesha Siddiqua',
    title: 'Corporate partner',
    quote:
      'Our staff volunteer days with Sahay are the most popular event of our year. The team makes it easy to help in a way that matters.',
  },
  {
    id: 6,
    img: 'portrait-15',
    name: 'Jamal Mia',
    title: 'Well caretaker, Kurigram',
    quote:
      'The flood came up to the plinth this year and stopped there. For the first time, our village had clean water all through the monsoon.',
  },
];
