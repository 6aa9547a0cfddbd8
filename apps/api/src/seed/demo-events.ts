/**
 * The demo charity's events and projects (the template's samples), as plain data. Pictures are named by the
 * template's sample pictures: the seed draws and stores them, as it does the causes' pictures.
 */

export interface DemoEvent {
  title: string;
  summary: string;
  picture: string;
  starts_on: string;
  start_time: string;
  end_time: string;
  place: string;
  map_url: string;
  capacity: number;
  schedule: { time: string; item: string }[];
}

/** An event's place on OpenStreetMap (a plain link: the page itself loads nothing from outside). */
const osm = (lat: number, lon: number) => `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=15/${lat}/${lon}`;

export const demoEvents: DemoEvent[] = [
  {
    title: 'World Water Day walk',
    summary: 'Walk five kilometres with us along the river and help fund three new tube-wells for the char villages.',
    picture: 'photo-7',
    starts_on: '2026-03-22',
    start_time: '07:00',
    end_time: '11:00',
    place: 'Hatirjheel Amphitheatre, Dhaka',
    map_url: osm(23.7686, 90.4143),
    capacity: 200,
    schedule: [
      { time: '7:00 am', item: 'Registration and t-shirts' },
      { time: '7:30 am', item: 'Warm-up with our volunteers' },
      { time: '8:00 am', item: 'The walk starts' },
      { time: '10:30 am', item: 'Stories from the villages and breakfast' },
    ],
  },
  {
    title: 'Book and school bag drive',
    summary: 'Bring the books your children have outgrown; we sort them with volunteers and send them to our evening schools.',
    picture: 'photo-8',
    starts_on: '2026-04-18',
    start_time: '10:00',
    end_time: '16:00',
    place: 'Dhanmondi Lake Pavilion, Dhaka',
    map_url: osm(23.7461, 90.3742),
    capacity: 150,
    schedule: [
      { time: '10:00 am', item: 'Drop-off desk opens' },
      { time: '11:00 am', item: 'Sorting and packing with volunteers' },
      { time: '1:00 pm', item: 'Lunch and a talk by our teachers' },
      { time: '3:30 pm', item: 'Loading the trucks for the north' },
    ],
  },
  {
    title: 'Free health camp in Kurigram',
    summary: 'Doctors, nurses and pharmacists volunteer for a day of check-ups, eye tests and free medicine.',
    picture: 'photo-10',
    starts_on: '2026-05-09',
    start_time: '09:00',
    end_time: '17:00',
    place: 'Chilmari Union Parishad, Kurigram',
    map_url: osm(25.5586, 89.6745),
    capacity: 120,
    schedule: [
      { time: '9:00 am', item: 'Patient registration' },
      { time: '9:30 am', item: 'General check-ups and mother and child care' },
      { time: '1:00 pm', item: 'Eye tests and glasses' },
      { time: '4:00 pm', item: 'Referrals and follow-up visits planned' },
    ],
  },
  {
    title: 'Mangrove planting day',
    summary: 'Join coastal families planting ten thousand mangrove seedlings on World Environment Day.',
    picture: 'photo-21',
    starts_on: '2026-06-05',
    start_time: '08:00',
    end_time: '13:00',
    place: 'Dacope, Khulna',
    map_url: osm(22.5731, 89.5153),
    capacity: 80,
    schedule: [
      { time: '8:00 am', item: 'Boats leave from the jetty' },
      { time: '9:00 am', item: 'How to plant a mangrove seedling' },
      { time: '9:30 am', item: 'Planting along the embankment' },
      { time: '12:30 pm', item: 'Lunch with the village committee' },
    ],
  },
  {
    title: 'Harvest food festival',
    summary: 'Taste dishes cooked by the women farmers’ groups; every plate sold buys a food parcel for the lean season.',
    picture: 'photo-3',
    starts_on: '2026-09-12',
    start_time: '15:00',
    end_time: '21:00',
    place: 'Shilpakala Academy grounds, Dhaka',
    map_url: osm(23.7396, 90.4011),
    capacity: 300,
    schedule: [
      { time: '3:00 pm', item: 'Stalls open' },
      { time: '5:00 pm', item: 'Cooking show with the farmers’ groups' },
      { time: '7:00 pm', item: 'Folk music' },
      { time: '8:30 pm', item: 'What your plates paid for' },
    ],
  },
  {
    title: 'Winter blanket packing night',
    summary: 'Pack blankets and warm clothes for the cold northern districts with hundreds of volunteers.',
    picture: 'photo-12',
    starts_on: '2026-12-19',
    start_time: '17:00',
    end_time: '22:00',
    place: 'Sahay warehouse, Tejgaon, Dhaka',
    map_url: osm(23.7639, 90.3925),
    capacity: 250,
    schedule: [
      { time: '5:00 pm', item: 'Teams and tables assigned' },
      { time: '5:30 pm', item: 'Packing, by district' },
      { time: '8:00 pm', item: 'Tea and snacks' },
      { time: '9:30 pm', item: 'Trucks leave for Rangpur and Dinajpur' },
    ],
  },
];

export interface DemoProject {
  title: string;
  summary: string;
  picture: string;
  picture_one: string;
  picture_two: string;
  location: string;
  year: string;
  reached: string;
  story: string;
}

export const demoProjects: DemoProject[] = [
  {
    title: 'Safe water for Chilmari',
    summary: 'Forty flood-proof tube-wells for the river islands of Chilmari.',
    picture: 'photo-13',
    picture_one: 'photo-1',
    picture_two: 'wide-9',
    location: 'Chilmari, Kurigram',
    year: '2025',
    reached: '6,200 people',
    story: [
      'Before the project, families on the chars shared shallow wells that the monsoon spoiled every year. We raised forty deep tube-wells on concrete plinths above the highest flood line.',
      'Each well has a caretaker trained in repairs and a committee that collects a small fee for spare parts. Two years on, every well is still working.',
    ].join('\n\n'),
  },
  {
    title: 'Evening schools in the bazaars',
    summary: 'Six evening schools teaching children who work during the day.',
    picture: 'photo-14',
    picture_one: 'photo-2',
    picture_two: 'wide-10',
    location: 'Old Dhaka',
    year: '2024 – 2026',
    reached: '420 children',
    story: [
      'Many children in the bazaars work to support their families. Our evening schools meet after the shops close, with teachers from the neighbourhood.',
      'Last year, 63 of our students passed the primary completion exam, and 40 of them have moved into regular secondary schools.',
    ].join('\n\n'),
  },
  {
    title: 'Kitchen gardens for mothers',
    summary: 'Seed, tools and training so mothers can grow food for their children.',
    picture: 'photo-15',
    picture_one: 'photo-9',
    picture_two: 'wide-11',
    location: 'Gaibandha',
    year: '2025',
    reached: '850 households',
    story: [
      'Child malnutrition is high where families eat rice with little else. A small garden beside the house changes that within a season.',
      'Groups of twenty mothers learn together, share seed and sell what they do not eat at the weekly market.',
    ].join('\n\n'),
  },
  {
    title: 'Community clinic upgrade',
    summary: 'Solar power, a delivery room and a trained midwife for a rural clinic.',
    picture: 'photo-16',
    picture_one: 'photo-4',
    picture_two: 'wide-12',
    location: 'Sunamganj',
    year: '2024',
    reached: '14,000 people',
    story: [
      'The clinic had no power after dark and no room for births. Mothers in labour had to travel four hours by boat to the district hospital.',
      'Now the clinic has solar power, a clean delivery room and a midwife on call day and night. Last year 212 babies were born there safely.',
    ].join('\n\n'),
  },
  {
    title: 'Shelter and care for street dogs',
    summary: 'A rescue shelter with a vet clinic and a vaccination drive across the city.',
    picture: 'photo-23',
    picture_one: 'photo-5',
    picture_two: 'wide-7',
    location: 'Mirpur, Dhaka',
    year: '2025 – 2026',
    reached: '1,900 animals',
    story: [
      'Injured dogs used to die by the roadside. Our shelter now treats them, and volunteers find them homes or return them, vaccinated, to their streets.',
      'The vaccination drive has reached almost two thousand dogs, making the neighbourhood safer for children too.',
    ].join('\n\n'),
  },
  {
    title: 'Cyclone-ready homes',
    summary: 'Raised plinths and stronger roofs for families on the coast.',
    picture: 'photo-24',
    picture_one: 'photo-6',
    picture_two: 'wide-8',
    location: 'Shyamnagar, Satkhira',
    year: '2025',
    reached: '310 homes',
    story: [
      'After cyclone Remal, many families rebuilt on the same low ground. We helped them raise their plinths and tie their roofs down.',
      'Local masons were trained in the new methods, and now build the same way for their neighbours.',
    ].join('\n\n'),
  },
];
