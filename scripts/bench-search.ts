// The site's search at scale, for `npm run bench` (section "search"): the seeded demo charity plus 10,000 published
// posts (a third of them in Bengali) written from a vocabulary whose words are as unequally common as a language's
// (a few in most posts, most in few), then, against the real server on that data folder and beside the bare route
// in the same run, the p95 of the search API and of the search page over words common, rare and Bengali.
//
//   BENCH_ONLY=search npm run bench            this section alone
//   BENCH_SEARCH_POSTS=2000 ...                fewer posts

import { sql } from 'drizzle-orm';
import type { Db } from '../apps/api/src/db/client.ts';
import { atScale, reader, rowsOf } from './bench-at-scale.ts';
import { timedSideBySide } from './bench-measure.ts';
import { table } from './bench-table.ts';

const posts = Number(process.env.BENCH_SEARCH_POSTS ?? 10_000);
const samples = 40;
const goalMs = 50;

// Most common first: a post's words are drawn with the earlier ones far likelier (the square of a uniform draw).
const english = `water children school food family health village clean support help community donation education
  women flood relief medicine clinic doctor teacher books winter blanket shelter rice farmer training girls boys
  volunteer project campaign monsoon river well pump sanitation toilet hygiene nutrition mother baby vaccine nurse
  hospital ambulance emergency cyclone storm shelter rebuild house roof tube solar lamp light electricity road
  bridge boat fisherman market loan savings cooperative tailoring sewing machine craft income livelihood goat cow
  poultry seeds harvest irrigation drought salinity coast island char erosion tree planting forest mangrove
  orphan elderly disability wheelchair therapy counselling trauma refugee camp registration library computer
  scholarship exam uniform stationery meal lunch breakfast kitchen cooking fuel stove smoke lungs asthma eye
  spectacles surgery cataract dental hearing ramadan eid qurbani zakat sadaqah iftar winterclothes quilt sweater`
  .split(/\s+/)
  .filter(Boolean);
const bengali = `পানি শিশু স্কুল খাদ্য পরিবার স্বাস্থ্য গ্রাম পরিষ্কার সহায়তা সাহায্য সমাজ দান শিক্ষা নারী বন্যা ত্রাণ ওষুধ
  চিকিৎসা ডাক্তার শিক্ষক বই শীত কম্বল আশ্রয় চাল কৃষক প্রশিক্ষণ মেয়ে ছেলে স্বেচ্ছাসেবক প্রকল্প বর্ষা নদী নলকূপ
  স্যানিটেশন পুষ্টি মা টিকা হাসপাতাল ঘূর্ণিঝড় ঘর সৌর বাতি রাস্তা সেতু নৌকা জেলে বাজার ঋণ সঞ্চয় সেলাই আয় ছাগল
  গরু বীজ ফসল সেচ খরা উপকূল গাছ বন এতিম বয়স্ক প্রতিবন্ধী শিবির পাঠাগার বৃত্তি পরীক্ষা খাবার রান্না চুলা চোখ`
  .split(/\s+/)
  .filter(Boolean);

/** A post's text: `count` words drawn from the vocabulary, common ones likelier; a Bengali sentence ends in a danda. */
const words = (vocabulary: string, count: number, post: ReturnType<typeof sql>) => sql`
  (select string_agg(w.v[1 + floor(power(random(), 2) * cardinality(w.v))::int], ' ')
   from generate_series(1, ${count}::int) i, (select ${sql.raw(vocabulary)} as v) w where ${post} > 0)`;

const arrayOf = (list: string[]) => `array[${list.map((word) => `'${word}'`).join(', ')}]`;

/** Posts in bulk, published a day apart back from now, each third one in Bengali. */
async function loadPosts(db: Db) {
  const batch = 2_000;
  for (let from = 1; from <= posts; from += batch) {
    const to = Math.min(posts, from + batch - 1);
    const g = sql`g`;
    const englishWords = arrayOf(english);
    const bengaliWords = arrayOf(bengali);
    await db.execute(sql`
      insert into blog_post (title, excerpt, body, published_on, status, publish_at, author)
      select
        case when g % 3 = 0 then ${words(bengaliWords, 4, g)} else initcap(${words(englishWords, 4, g)}) end,
        case when g % 3 = 0 then ${words(bengaliWords, 24, g)} || '।' else ${words(englishWords, 24, g)} || '.' end,
        '<p>' || case when g % 3 = 0 then ${words(bengaliWords, 160, g)} || '।' else ${words(englishWords, 160, g)} || '.' end || '</p>'
          || '<p>' || case when g % 3 = 0 then ${words(bengaliWords, 160, g)} || '।' else ${words(englishWords, 160, g)} || '.' end || '</p>',
        current_date - (g % 3000), 'published', now() - make_interval(days => g % 3000), 'Bench writer'
      from generate_series(${from}::int, ${to}::int) g`);
  }
  const [{ n }] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from blog_post`);
  console.log(`  ${n.toLocaleString('en')} posts`);
}

/** What a visitor types: common words, rare ones, Bengali ones, two words, a phrase; each asked in turn. */
const queries = [
  ...english.slice(0, 8),
  ...english.slice(-8),
  ...bengali.slice(0, 6),
  ...bengali.slice(-6),
  'clean water',
  'winter blanket',
  '"flood relief"',
  'school -girls',
  'খাদ্য বিতরণ',
  'donations',
];

export function searchAtScale({ bareUrl }: { bareUrl: string }): Promise<string[]> {
  return atScale(loadPosts, async (server) => {
    const problems: string[] = [];
    const read = reader(problems, 'search');
    const turn = (path: (q: string) => string) => {
      let i = 0;
      return () => read(`${server.url}${path(encodeURIComponent(queries[i++ % queries.length]))}`);
    };
    const measures = [
      { name: `search API, ${queries.length} queries in turn`, run: turn((q) => `/search/api/v1/search/?q=${q}`), goal: goalMs },
      { name: 'search page (/search?q=, rendered)', run: turn((q) => `/search?q=${q}`) },
    ];
    const timings = [['measure', 'p95 ms', 'bare read p95 ms', 'goal']];
    for (const measure of measures) {
      const [measured, bareRead] = await timedSideBySide(samples * 2, measure.run, () => read(`${bareUrl}/`));
      timings.push([measure.name, measured.toFixed(1), bareRead.toFixed(1), measure.goal ? `< ${measure.goal} ms` : '']);
      if (measure.goal && measured >= measure.goal)
        problems.push(`search: ${measure.name} p95 is ${measured.toFixed(1)} ms (goal: under ${measure.goal} ms)`);
    }
    console.log(`\n${table(timings)}\n`);
    return problems;
  });
}
