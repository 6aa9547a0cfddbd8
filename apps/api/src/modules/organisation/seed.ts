import { count } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { areas, branches, cities, countries, departments, designations, qualifications, thanas } from './organisation.tables.ts';

/** Bangladesh's cities by division, with a few thanas (and an area or two) each. */
const places: { division: string; city: string; thanas: [string, string[]][] }[] = [
  {
    division: 'Dhaka',
    city: 'Dhaka',
    thanas: [
      ['Dhanmondi', ['Road 27', 'Jigatola']],
      ['Gulshan', ['Gulshan 1', 'Gulshan 2']],
      ['Mirpur', ['Section 10']],
      ['Motijheel', []],
    ],
  },
  {
    division: 'Dhaka',
    city: 'Narayanganj',
    thanas: [
      ['Fatullah', []],
      ['Siddhirganj', []],
    ],
  },
  {
    division: 'Chattogram',
    city: 'Chattogram',
    thanas: [
      ['Kotwali', ['Anderkilla']],
      ['Panchlaish', []],
      ['Double Mooring', []],
    ],
  },
  {
    division: 'Chattogram',
    city: "Cox's Bazar",
    thanas: [
      ['Ukhia', []],
      ['Teknaf', []],
    ],
  },
  {
    division: 'Sylhet',
    city: 'Sylhet',
    thanas: [
      ['Kotwali', ['Zindabazar']],
      ['Jalalabad', []],
      ['Shah Poran', []],
    ],
  },
  {
    division: 'Rajshahi',
    city: 'Rajshahi',
    thanas: [
      ['Boalia', []],
      ['Motihar', []],
    ],
  },
  {
    division: 'Khulna',
    city: 'Khulna',
    thanas: [
      ['Sonadanga', []],
      ['Khalishpur', []],
    ],
  },
  {
    division: 'Barishal',
    city: 'Barishal',
    thanas: [
      ['Kotwali', []],
      ['Bandar', []],
    ],
  },
  {
    division: 'Rangpur',
    city: 'Rangpur',
    thanas: [
      ['Kotwali', []],
      ['Tajhat', []],
    ],
  },
  {
    division: 'Mymensingh',
    city: 'Mymensingh',
    thanas: [
      ['Kotwali', []],
      ['Muktagacha', []],
    ],
  },
];

export const seededDepartments = ['Accounts', 'Sales', 'Support', 'Programmes'] as const;
export const seededDesignations = [
  'Executive Director',
  'Head of Programmes',
  'Partnerships Director',
  'Programme Coordinator',
  'Engineer',
  'Medical Officer',
] as const;

/** The ids of the departments by name: the demo's staff name their department. */
export async function departmentIds(tx: DbOrTx) {
  return new Map((await tx.select({ id: departments.id, name: departments.name }).from(departments)).map((d) => [d.name, d.id]));
}

/** The ids of the designations by name. */
export async function designationIds(tx: DbOrTx) {
  return new Map((await tx.select({ id: designations.id, name: designations.name }).from(designations)).map((d) => [d.name, d.id]));
}

/**
 * The organisation's lookups: departments, designations, qualifications, places and two branches.
 * Once per installation: an installation that has departments already keeps its own.
 */
export async function seedOrganisation(tx: Db) {
  const [{ existing }] = await tx.select({ existing: count() }).from(departments);
  if (existing > 0) return;
  await tx.insert(departments).values(seededDepartments.map((name) => ({ name })));
  // Designations an older installation typed on its employees are kept.
  await tx
    .insert(designations)
    .values(seededDesignations.map((name) => ({ name })))
    .onConflictDoNothing();
  await tx.insert(qualifications).values(['SSC', 'HSC', 'BSc', 'BA', 'BBA', 'MSc', 'MBA', 'MA'].map((degreeName) => ({ degreeName })));
  const [bangladesh] = await tx.insert(countries).values({ name: 'Bangladesh', code: 'BD' }).returning({ id: countries.id });
  const cityIds = new Map<string, number>();
  for (const place of places) {
    const [city] = await tx
      .insert(cities)
      .values({ name: place.city, country: bangladesh.id, division: place.division as never })
      .returning({ id: cities.id });
    cityIds.set(place.city, city.id);
    for (const [name, areaNames] of place.thanas) {
      const [thana] = await tx.insert(thanas).values({ name, city: city.id }).returning({ id: thanas.id });
      if (areaNames.length) await tx.insert(areas).values(areaNames.map((area) => ({ name: area, thana: thana.id })));
    }
  }
  await tx.insert(branches).values([
    {
      name: 'Dhaka head office',
      city: cityIds.get('Dhaka'),
      address: 'House 12, Road 27, Dhanmondi, Dhaka 1209',
      phone: '+880 2 5500 1100',
    },
    { name: 'Sylhet field office', city: cityIds.get('Sylhet'), address: 'Zindabazar, Sylhet 3100', phone: '+880 821 710 200' },
  ]);
}
