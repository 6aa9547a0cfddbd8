import type { SampleName } from './samples.ts';

/** An event of the template (spec section 3), with where and when it happens for the detail tabs. */
export interface CharityEvent {
  id: number;
  eImg: SampleName;
  /** Day of the event, as an ISO date (YYYY-MM-DD). */
  date: string;
  eTitle: string;
  /** Short description. */
  dec: string;
  time: string;
  place: string;
  /** The event's position, for the map link. */
  lat: number;
  lon: number;
  /** The programme of the day. */
  schedule: readonly { time: string; item: string }[];
}

/** Six events: the event page shows the first three, its second layout items 4 to 6 (spec section 9). */
export const events: readonly CharityEvent[] = [
  {
    id: 1,
    eImg: 'photo-7',
    date: '2026-03-22',
    eTitle: 'World Water Day walk',
    dec: 'Walk five kilometres with us along the river and help fund three new tube-wells for the char villages.',
    time: '7:00 am – 11:00 am',
    place: 'Hatirjheel Amphitheatre, Dhaka',
    lat: 23.7686,
    lon: 90.4143,
    schedule: [
      { time: '7:00 am', item: 'Registration and t-shirts' },
      { time: '7:30 am', item: 'Warm-up with our volunteers' },
      { time: '8:00 am', item: 'The walk starts' },
      { time: '10:30 am', item: 'Stories from the villages and breakfast' },
    ],
  },
  {
    id: 2,
    eImg: 'photo-8',
    date: '2026-04-18',
    eTitle: 'Book and school bag drive',
    dec: 'Bring the books your children have outgrown; we sort them with volunteers and send them to our evening schools.',
    time: '10:00 am – 4:00 pm',
    place: 'Dhanmondi Lake Pavilion, Dhaka',
    lat: 23.7461,
    lon: 90.3742,
    schedule: [
      { time: '10:00 am', item: 'Drop-off desk opens' },
      { time: '11:00 am', item: 'Sorting and packing with volunteers' },
      { time: '1:00 pm', item: 'Lunch and a talk by our teachers' },
      { time: '3:30 pm', item: 'Loading the trucks for the north' },
    ],
  },
  {
    id: 3,
    eImg: 'photo-10',
    date: '2026-05-09',
    eTitle: 'Free health camp in Kurigram',
    dec: 'Doctors, nurses and pharmacists volunteer for a day of check-ups, eye tests and free medicine.',
    time: '9:00 am – 5:00 pm',
    place: 'Chilmari Union Parishad, Kurigram',
    lat: 25.5586,
    lon: 89.6745,
    schedule: [
      { time: '9:00 am', item: 'Patient registration' },
      { time: '9:30 am', item: 'General check-ups and mother and child care' },
      { time: '1:00 pm', item: 'Eye tests and glasses' },
      { time: '4:00 pm', item: 'Referrals and follow-up visits planned' },
    ],
  },
  {
    id: 4,
    eImg: 'photo-21',
    date: '2026-06-05',
    eTitle: 'Mangrove planting day',
    dec: 'Join coastal families planting ten thousand mangrove seedlings on World Environment Day.',
    time: '8:00 am – 1:00 pm',
    place: 'Dacope, Khulna',
    lat: 22.5731,
    lon: 89.5153,
    schedule: [
      { time: '8:00 am', item: 'Boats leave from the jetty' },
      { time: '9:00 am', item: 'How to plant a mangrove seedling' },
      { time: '9:30 am', item: 'Planting along the embankment' },
      { time: '12:30 pm', item: 'Lunch with the village committee' },
    ],
  },
  {
    id: 5,
    eImg: 'photo-3',
    date: '2026-09-12',
    eTitle: 'Harvest food festival',
    dec: 'Taste dishes cooked by the women farmers’ groups; every plate sold buys a food parcel for the lean season.',
    time: '3:00 pm – 9:00 pm',
    place: 'Shilpakala Academy grounds, Dhaka',
    lat: 23.7396,
    lon: 90.4011,
    schedule: [
      { time: '3:00 pm', item: 'Stalls open' },
      { time: '5:00 pm', item: 'Cooking show with the farmers’ groups' },
      { time: '7:00 pm', item: 'Folk music' },
      { time: '8:30 pm', item: 'What your plates paid for' },
    ],
  },
  {
    id: 6,
    eImg: 'photo-12',
    date: '2026-12-19',
    eTitle: 'Winter blanket packing night',
    dec: 'Pack blankets and warm clothes for the cold northern districts with hundreds of volunteers.',
    time: '5:00 pm – 10:00 pm',
    place: 'Sahay warehouse, Tejgaon, Dhaka',
    lat: 23.7639,
    lon: 90.3925,
    schedule: [
      { time: '5:00 pm', item: 'Teams and tables assigned' },
      { time: '5:30 pm', item: 'Packing, by district' },
      { time: '8:00 pm', item: 'Tea and snacks' },
      { time: '9:30 pm', item: 'Trucks leave for Rangpur and Dinajpur' },
    ],
  },
];

export function findEvent(id: string | number | undefined): CharityEvent | undefined {
  return events.find((event) => String(event.id) === String(id));
}

export const eventHref = (event: Pick<CharityEvent, 'id'>) => `/event-single/${event.id}`;

/** "22 Mar 2026", the same on the server and in every browser. */
export function formatEventDate(iso: string): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}

/** A link to the event's place on OpenStreetMap (a plain link: the page itself loads nothing from outside). */
export function mapLink(event: Pick<CharityEvent, 'lat' | 'lon'>): string {
  return `https://www.openstreetmap.org/?mlat=${event.lat}&mlon=${event.lon}#map=15/${event.lat}/${event.lon}`;
}
