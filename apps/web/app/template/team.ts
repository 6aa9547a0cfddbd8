import type { SampleName } from './samples.ts';

/** A volunteer of the template (spec section 3), with what the profile page shows. */
export interface TeamMember {
  id: number;
  tImg: SampleName;
  name: string;
  title: string;
  bio: string;
  location: string;
  email: string;
  phone: string;
  skills: readonly string[];
}

export const team: readonly TeamMember[] = [
  {
    id: 1,
    tImg: 'portrait-1',
    name: 'Nusrat Jahan',
    title: 'Volunteer Coordinator',
    bio: 'Nusrat has matched more than two thousand volunteers with our projects since 2019. She started as a weekend volunteer in the evening schools.',
    location: 'Dhaka',
    email: 'nusrat@example.org',
    phone: '+880 1700 000 101',
    skills: ['Training', 'Event planning', 'Youth work'],
  },
  {
    id: 2,
    tImg: 'portrait-2',
    name: 'Arif Hossain',
    title: 'Water Engineer',
    bio: 'Arif designs the flood-proof tube-wells of the char villages and trains the caretakers who look after them.',
    location: 'Kurigram',
    email: 'arif@example.org',
    phone: '+880 1700 000 102',
    skills: ['Hydrogeology', 'Water testing', 'Community training'],
  },
  {
    id: 3,
    tImg: 'portrait-3',
    name: 'Farzana Akter',
    title: 'Evening School Teacher',
    bio: 'Farzana teaches reading and maths to children who work in the bazaars, and leads our teacher volunteers in Old Dhaka.',
    location: 'Old Dhaka',
    email: 'farzana@example.org',
    phone: '+880 1700 000 103',
    skills: ['Primary teaching', 'Bangla literacy', 'Mentoring'],
  },
  {
    id: 4,
    tImg: 'portrait-4',
    name: 'Shirin Sultana',
    title: 'Community Nurse',
    bio: 'Shirin runs our mobile health camps and follows up with every mother and child referred to hospital.',
    location: 'Sunamganj',
    email: 'shirin@example.org',
    phone: '+880 1700 000 104',
    skills: ['Mother and child health', 'First aid', 'Health education'],
  },
  {
    id: 5,
    tImg: 'portrait-5',
    name: 'Tanvir Ahmed',
    title: 'Logistics Lead',
    bio: 'Tanvir gets food parcels, blankets and school kits to the right villages on time, whatever the roads and rivers are doing.',
    location: 'Dhaka',
    email: 'tanvir@example.org',
    phone: '+880 1700 000 105',
    skills: ['Supply chains', 'Warehousing', 'Emergency response'],
  },
  {
    id: 6,
    tImg: 'portrait-6',
    name: 'Mitu Rahman',
    title: 'Fundraising Volunteer',
    bio: 'Mitu organises our walks, food festivals and school fundraising clubs, and writes to every donor who gives for the first time.',
    location: 'Chattogram',
    email: 'mitu@example.org',
    phone: '+880 1700 000 106',
    skills: ['Events', 'Donor care', 'Social media'],
  },
  {
    id: 7,
    tImg: 'portrait-7',
    name: 'Kamal Uddin',
    title: 'Agronomist',
    bio: 'Kamal trains the women farmers’ groups in composting, seed saving and crop rotation for their kitchen gardens.',
    location: 'Gaibandha',
    email: 'kamal@example.org',
    phone: '+880 1700 000 107',
    skills: ['Organic farming', 'Seed saving', 'Market links'],
  },
  {
    id: 8,
    tImg: 'portrait-8',
    name: 'Rafiq Islam',
    title: 'Youth Volunteer',
    bio: 'Rafiq leads the university volunteers who plant mangroves on the coast and clean the beaches of Cox’s Bazar.',
    location: 'Khulna',
    email: 'rafiq@example.org',
    phone: '+880 1700 000 108',
    skills: ['Environmental outreach', 'Team leading', 'Photography'],
  },
];

export function findMember(id: string | number | undefined): TeamMember | undefined {
  return team.find((member) => String(member.id) === String(id));
}

export const memberHref = (member: Pick<TeamMember, 'id'>) => `/team-single/${member.id}`;
