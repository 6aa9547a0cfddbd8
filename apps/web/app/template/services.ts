import type { SampleName } from './samples.ts';

/** A service of the template (spec section 3): an icon, a title, a description and three pictures. */
export interface Service {
  id: number;
  fIcon1: SampleName;
  title: string;
  description: string;
  simg1: SampleName;
  simg2: SampleName;
  simg3: SampleName;
}

/** Sixteen services: four generic ones first, then animals and oceans, hygiene items and the environment. */
export const services: readonly Service[] = [
  {
    id: 1,
    fIcon1: 'icon-3',
    title: 'Healthy Food',
    description:
      'We bring rice, lentils, vegetables and eggs to families who cannot afford a balanced diet, and teach mothers how to make nutritious meals for small children on a small budget.',
    simg1: 'photo-3',
    simg2: 'photo-9',
    simg3: 'photo-15',
  },
  {
    id: 2,
    fIcon1: 'icon-1',
    title: 'Clean Water',
    description:
      'Safe tube-wells, rainwater tanks and water testing for villages where families still drink from ponds and rivers, with local caretakers trained to keep every pump working.',
    simg1: 'photo-1',
    simg2: 'photo-7',
    simg3: 'photo-13',
  },
  {
    id: 3,
    fIcon1: 'icon-4',
    title: 'Medical Care',
    description:
      'Free health camps, medicine and referrals for people who live far from a clinic. Our doctors and nurses visit remote unions every month and follow up with those who need more care.',
    simg1: 'photo-4',
    simg2: 'photo-10',
    simg3: 'photo-16',
  },
  {
    id: 4,
    fIcon1: 'icon-2',
    title: 'Child Education',
    description:
      'School kits, evening classes and small stipends that keep children learning instead of working, from their first day at school to the end of secondary school.',
    simg1: 'photo-2',
    simg2: 'photo-8',
    simg3: 'photo-14',
  },
  {
    id: 5,
    fIcon1: 'icon-5',
    title: 'Street Animal Rescue',
    description:
      'Our volunteers rescue injured and sick dogs and cats, treat and vaccinate them, and find them safe homes, while running neutering drives that keep street populations healthy.',
    simg1: 'photo-5',
    simg2: 'wide-1',
    simg3: 'photo-11',
  },
  {
    id: 6,
    fIcon1: 'icon-5',
    title: 'Wildlife Protection',
    description:
      'We work with forest communities to protect birds, deer and river dolphins, training village guards and running school clubs that teach children to care for wild animals.',
    simg1: 'photo-17',
    simg2: 'wide-7',
    simg3: 'photo-23',
  },
  {
    id: 7,
    fIcon1: 'icon-1',
    title: 'Ocean Cleanup',
    description:
      'Beach and estuary clean-ups that pull plastic and lost fishing nets out of the water before they reach the sea, with fishing families paid for every kilo they bring in.',
    simg1: 'photo-19',
    simg2: 'wide-3',
    simg3: 'wide-9',
  },
  {
    id: 8,
    fIcon1: 'icon-1',
    title: 'Safe Fishing Seas',
    description:
      'Training and gear that help small-scale fishers respect breeding seasons and protected zones, so fish stocks recover and coastal families keep earning a living.',
    simg1: 'photo-13',
    simg2: 'photo-7',
    simg3: 'wide-3',
  },
  {
    id: 9,
    fIcon1: 'icon-1',
    title: 'Soap and Hand-washing Kits',
    description:
      'Soap, buckets with taps and hand-washing lessons for schools and households, the simplest way to stop diarrhoea and infections from spreading.',
    simg1: 'photo-10',
    simg2: 'photo-20',
    simg3: 'wide-4',
  },
  {
    id: 10,
    fIcon1: 'icon-4',
    title: 'Menstrual Hygiene Kits',
    description:
      'Reusable pads, clean underwear and honest health sessions for girls, so that no one misses school or work because of her period.',
    simg1: 'photo-22',
    simg2: 'wide-6',
    simg3: 'photo-16',
  },
  {
    id: 11,
    fIcon1: 'icon-6',
    title: 'Safe Latrines',
    description:
      'Raised, flood-proof latrines for villages and schools, built with the families who will use them and placed well away from the drinking water.',
    simg1: 'photo-6',
    simg2: 'photo-18',
    simg3: 'wide-2',
  },
  {
    id: 12,
    fIcon1: 'icon-4',
    title: 'Dental Care Kits',
    description: 'Toothbrushes, toothpaste and check-ups at school, with volunteer dentists treating the children who need it most.',
    simg1: 'photo-22',
    simg2: 'photo-4',
    simg3: 'wide-12',
  },
  {
    id: 13,
    fIcon1: 'icon-3',
    title: 'Tree Planting',
    description:
      'Fruit and shade trees for schools, roadsides and homesteads. Every sapling is looked after by a family or a class for its first three years.',
    simg1: 'photo-21',
    simg2: 'wide-5',
    simg3: 'wide-11',
  },
  {
    id: 14,
    fIcon1: 'icon-6',
    title: 'Solar Energy',
    description: 'Solar lamps and home systems for off-grid families, replacing smoky kerosene and letting children study after dark.',
    simg1: 'photo-24',
    simg2: 'photo-12',
    simg3: 'wide-8',
  },
  {
    id: 15,
    fIcon1: 'icon-3',
    title: 'Plastic Recycling',
    description:
      'Collection points and fair prices for plastic waste, turning what clogs the drains into an income for waste pickers and cleaner streets for everyone.',
    simg1: 'photo-15',
    simg2: 'photo-18',
    simg3: 'wide-11',
  },
  {
    id: 16,
    fIcon1: 'icon-6',
    title: 'Climate-resilient Homes',
    description:
      'Raised plinths, stronger roofs and cyclone-ready shelters for families on the coast and the river islands, so that the next storm does not take everything.',
    simg1: 'photo-24',
    simg2: 'wide-2',
    simg3: 'photo-6',
  },
];

export function findService(id: string | number | undefined): Service | undefined {
  return services.find((service) => String(service.id) === String(id));
}

export const serviceHref = (service: Pick<Service, 'id'>) => `/service-single/${service.id}`;

/** The service page's solution cards: the first three services (spec section 9). */
export const solutionCount = 3;
/** The service sidebar lists this many services (spec section 9). */
export const sidebarServiceCount = 6;

/** The four panels of the Benefits accordion. */
export const serviceBenefits: readonly { title: string; text: string }[] = [
  {
    title: 'Help goes straight to families',
    text: 'We work through local volunteers and buy close to home, so most of every gift reaches the people it is meant for.',
  },
  {
    title: 'Built with the community',
    text: 'Village committees choose who is helped first and look after wells, latrines and gardens long after the project ends.',
  },
  {
    title: 'Open about every donation',
    text: 'Each project publishes what it spent and what changed, and donors are welcome to visit the work they paid for.',
  },
  {
    title: 'Change that lasts',
    text: 'We train caretakers, teachers and health workers from the area, so skills stay where they are needed.',
  },
];
