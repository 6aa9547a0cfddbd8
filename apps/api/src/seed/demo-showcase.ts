/**
 * The demo charity's services, team and testimonials (the template's samples), as plain data. Pictures are named by
 * the template's sample pictures: the seed draws and stores them, as it does the events' pictures.
 */

export interface DemoService {
  icon: string;
  title: string;
  description: string;
  picture: string;
  picture_one: string;
  picture_two: string;
}

/** Sixteen services: four generic ones first, then animals and oceans, hygiene items and the environment. */
export const demoServices: DemoService[] = [
  {
    icon: 'icon-3',
    title: 'Healthy Food',
    description:
      'We bring rice, lentils, vegetables and eggs to families who cannot afford a balanced diet, and teach mothers how to make nutritious meals for small children on a small budget.',
    picture: 'photo-3',
    picture_one: 'photo-9',
    picture_two: 'photo-15',
  },
  {
    icon: 'icon-1',
    title: 'Clean Water',
    description:
      'Safe tube-wells, rainwater tanks and water testing for villages where families still drink from ponds and rivers, with local caretakers trained to keep every pump working.',
    picture: 'photo-1',
    picture_one: 'photo-7',
    picture_two: 'photo-13',
  },
  {
    icon: 'icon-4',
    title: 'Medical Care',
    description:
      'Free health camps, medicine and referrals for people who live far from a clinic. Our doctors and nurses visit remote unions every month and follow up with those who need more care.',
    picture: 'photo-4',
    picture_one: 'photo-10',
    picture_two: 'photo-16',
  },
  {
    icon: 'icon-2',
    title: 'Child Education',
    description:
      'School kits, evening classes and small stipends that keep children learning instead of working, from their first day at school to the end of secondary school.',
    picture: 'photo-2',
    picture_one: 'photo-8',
    picture_two: 'photo-14',
  },
  {
    icon: 'icon-5',
    title: 'Street Animal Rescue',
    description:
      'Our volunteers rescue injured and sick dogs and cats, treat and vaccinate them, and find them safe homes, while running neutering drives that keep street populations healthy.',
    picture: 'photo-5',
    picture_one: 'wide-1',
    picture_two: 'photo-11',
  },
  {
    icon: 'icon-5',
    title: 'Wildlife Protection',
    description:
      'We work with forest communities to protect birds, deer and river dolphins, training village guards and running school clubs that teach children to care for wild animals.',
    picture: 'photo-17',
    picture_one: 'wide-7',
    picture_two: 'photo-23',
  },
  {
    icon: 'icon-1',
    title: 'Ocean Cleanup',
    description:
      'Beach and estuary clean-ups that pull plastic and lost fishing nets out of the water before they reach the sea, with fishing families paid for every kilo they bring in.',
    picture: 'photo-19',
    picture_one: 'wide-3',
    picture_two: 'wide-9',
  },
  {
    icon: 'icon-1',
    title: 'Safe Fishing Seas',
    description:
      'Training and gear that help small-scale fishers respect breeding seasons and protected zones, so fish stocks recover and coastal families keep earning a living.',
    picture: 'photo-13',
    picture_one: 'photo-7',
    picture_two: 'wide-3',
  },
  {
    icon: 'icon-1',
    title: 'Soap and Hand-washing Kits',
    description:
      'Soap, buckets with taps and hand-washing lessons for schools and households, the simplest way to stop diarrhoea and infections from spreading.',
    picture: 'photo-10',
    picture_one: 'photo-20',
    picture_two: 'wide-4',
  },
  {
    icon: 'icon-4',
    title: 'Menstrual Hygiene Kits',
    description:
      'Reusable pads, clean underwear and honest health sessions for girls, so that no one misses school or work because of her period.',
    picture: 'photo-22',
    picture_one: 'wide-6',
    picture_two: 'photo-16',
  },
  {
    icon: 'icon-6',
    title: 'Safe Latrines',
    description:
      'Raised, flood-proof latrines for villages and schools, built with the families who will use them and placed well away from the drinking water.',
    picture: 'photo-6',
    picture_one: 'photo-18',
    picture_two: 'wide-2',
  },
  {
    icon: 'icon-4',
    title: 'Dental Care Kits',
    description: 'Toothbrushes, toothpaste and check-ups at school, with volunteer dentists treating the children who need it most.',
    picture: 'photo-22',
    picture_one: 'photo-4',
    picture_two: 'wide-12',
  },
  {
    icon: 'icon-3',
    title: 'Tree Planting',
    description:
      'Fruit and shade trees for schools, roadsides and homesteads. Every sapling is looked after by a family or a class for its first three years.',
    picture: 'photo-21',
    picture_one: 'wide-5',
    picture_two: 'wide-11',
  },
  {
    icon: 'icon-6',
    title: 'Solar Energy',
    description: 'Solar lamps and home systems for off-grid families, replacing smoky kerosene and letting children study after dark.',
    picture: 'photo-24',
    picture_one: 'photo-12',
    picture_two: 'wide-8',
  },
  {
    icon: 'icon-3',
    title: 'Plastic Recycling',
    description:
      'Collection points and fair prices for plastic waste, turning what clogs the drains into an income for waste pickers and cleaner streets for everyone.',
    picture: 'photo-15',
    picture_one: 'photo-18',
    picture_two: 'wide-11',
  },
  {
    icon: 'icon-6',
    title: 'Climate-resilient Homes',
    description:
      'Raised plinths, stronger roofs and cyclone-ready shelters for families on the coast and the river islands, so that the next storm does not take everything.',
    picture: 'photo-24',
    picture_one: 'wide-2',
    picture_two: 'photo-6',
  },
];

/** The four panels of every demo service's Benefits. */
export const demoServiceBenefits: { title: string; text: string }[] = [
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

export interface DemoTeamMember {
  picture: string;
  name: string;
  role: string;
  bio: string;
  location: string;
  email: string;
  phone: string;
  skills: string[];
}

export const demoTeam: DemoTeamMember[] = [
  {
    picture: 'portrait-1',
    name: 'Nusrat Jahan',
    role: 'Volunteer Coordinator',
    bio: 'Nusrat has matched more than two thousand volunteers with our projects since 2019. She started as a weekend volunteer in the evening schools.',
    location: 'Dhaka',
    email: 'nusrat@example.org',
    phone: '+880 1700 000 101',
    skills: ['Training', 'Event planning', 'Youth work'],
  },
  {
    picture: 'portrait-2',
    name: 'Arif Hossain',
    role: 'Water Engineer',
    bio: 'Arif designs the flood-proof tube-wells of the char villages and trains the caretakers who look after them.',
    location: 'Kurigram',
    email: 'arif@example.org',
    phone: '+880 1700 000 102',
    skills: ['Hydrogeology', 'Water testing', 'Community training'],
  },
  {
    picture: 'portrait-3',
    name: 'Farzana Akter',
    role: 'Evening School Teacher',
    bio: 'Farzana teaches reading and maths to children who work in the bazaars, and leads our teacher volunteers in Old Dhaka.',
    location: 'Old Dhaka',
    email: 'farzana@example.org',
    phone: '+880 1700 000 103',
    skills: ['Primary teaching', 'Bangla literacy', 'Mentoring'],
  },
  {
    picture: 'portrait-4',
    name: 'Shirin Sultana',
    role: 'Community Nurse',
    bio: 'Shirin runs our mobile health camps and follows up with every mother and child referred to hospital.',
    location: 'Sunamganj',
    email: 'shirin@example.org',
    phone: '+880 1700 000 104',
    skills: ['Mother and child health', 'First aid', 'Health education'],
  },
  {
    picture: 'portrait-5',
    name: 'Tanvir Ahmed',
    role: 'Logistics Lead',
    bio: 'Tanvir gets food parcels, blankets and school kits to the right villages on time, whatever the roads and rivers are doing.',
    location: 'Dhaka',
    email: 'tanvir@example.org',
    phone: '+880 1700 000 105',
    skills: ['Supply chains', 'Warehousing', 'Emergency response'],
  },
  {
    picture: 'portrait-6',
    name: 'Mitu Rahman',
    role: 'Fundraising Volunteer',
    bio: 'Mitu organises our walks, food festivals and school fundraising clubs, and writes to every donor who gives for the first time.',
    location: 'Chattogram',
    email: 'mitu@example.org',
    phone: '+880 1700 000 106',
    skills: ['Events', 'Donor care', 'Social media'],
  },
  {
    picture: 'portrait-7',
    name: 'Kamal Uddin',
    role: 'Agronomist',
    bio: 'Kamal trains the women farmers’ groups in composting, seed saving and crop rotation for their kitchen gardens.',
    location: 'Gaibandha',
    email: 'kamal@example.org',
    phone: '+880 1700 000 107',
    skills: ['Organic farming', 'Seed saving', 'Market links'],
  },
  {
    picture: 'portrait-8',
    name: 'Rafiq Islam',
    role: 'Youth Volunteer',
    bio: 'Rafiq leads the university volunteers who plant mangroves on the coast and clean the beaches of Cox’s Bazar.',
    location: 'Khulna',
    email: 'rafiq@example.org',
    phone: '+880 1700 000 108',
    skills: ['Environmental outreach', 'Team leading', 'Photography'],
  },
];

export interface DemoTestimonial {
  picture: string;
  name: string;
  role: string;
  quote: string;
}

export const demoTestimonials: DemoTestimonial[] = [
  {
    picture: 'portrait-9',
    name: 'Rokeya Begum',
    role: 'Farmer, Gaibandha',
    quote:
      'My garden feeds my three children and pays for their school. I learned everything in the group, and now I teach the new members.',
  },
  {
    picture: 'portrait-10',
    name: 'Habib Chowdhury',
    role: 'Monthly donor since 2020',
    quote:
      'Every few months I get a short report with photos of the well or the classroom my money helped build. That is why I keep giving.',
  },
  {
    picture: 'portrait-11',
    name: 'Dr. Salma Khatun',
    role: 'Volunteer doctor',
    quote:
      'The health camps are well organised, and the follow-up is what makes them different. Patients are not forgotten after the day is over.',
  },
  {
    picture: 'portrait-13',
    name: 'Mahmud Hasan',
    role: 'Head teacher, Chilmari',
    quote: 'Since the school kits and the new latrines arrived, attendance has gone up, most of all for the girls.',
  },
  {
    picture: 'portrait-12',
    name: 'Ayesha Siddiqua',
    role: 'Corporate partner',
    quote:
      'Our staff volunteer days with Sahay are the most popular event of our year. The team makes it easy to help in a way that matters.',
  },
  {
    picture: 'portrait-15',
    name: 'Jamal Mia',
    role: 'Well caretaker, Kurigram',
    quote:
      'The flood came up to the plinth this year and stopped there. For the first time, our village had clean water all through the monsoon.',
  },
];
