/** A sample picture of the template, drawn by the seed (`photo-3`, `wide-5`, `portrait-2`). */
type SampleName = string;

/**
 * The demo charity's blog, as the template's sample posts were written for the site (spec sections 2 and 3). Each has an
 * author with a title, a creation date, a comment count that matches its comments, pictures, and a
 * format: a standard post with a picture, or a video post whose picture opens the video window.
 */

export type BlogFormat = 'format-standard-image' | 'format-video';

export interface BlogComment {
  id: number;
  name: string;
  avatar: SampleName;
  /** ISO date, yyyy-mm-dd. */
  date: string;
  text: string;
  replies?: BlogComment[];
}

export interface BlogPost {
  id: number;
  title: string;
  /** The lead shown in the list. */
  excerpt: string;
  /** The article's paragraphs. */
  body: string[];
  quote: { text: string; by: string };
  author: string;
  authorTitle: string;
  authorImg: SampleName;
  authorBio: string;
  /** ISO date, yyyy-mm-dd. */
  create_at: string;
  /** The number of comments, replies included; equals what `comments` holds. */
  commentCount: number;
  /** The list picture, the detail picture and two pictures inside the article. */
  screens: SampleName;
  blogSingleImg: SampleName;
  gallery: [SampleName, SampleName];
  blClass: BlogFormat;
  category: BlogCategory;
  tags: string[];
  comments: BlogComment[];
}

export const blogCategories = ['Clean Water', 'Education', 'Health', 'Food Security', 'Volunteering', 'Disaster Relief'] as const;
export type BlogCategory = (typeof blogCategories)[number];

const authors = {
  nusrat: {
    author: 'Nusrat Jahan',
    authorTitle: 'Programme Coordinator',
    authorImg: 'portrait-1',
    authorBio:
      'Nusrat has coordinated our water and sanitation work in the haor districts since 2016. She spends most weeks on the road between Sunamganj and Netrokona, listening to the committees who run the pumps.',
  },
  tanvir: {
    author: 'Tanvir Hasan',
    authorTitle: 'Field Officer',
    authorImg: 'portrait-2',
    authorBio:
      'Tanvir grew up in Kurigram and now leads our flood response teams. When the rivers are calm he trains village volunteers in first aid and early warning.',
  },
  farhana: {
    author: 'Farhana Akter',
    authorTitle: 'Education Lead',
    authorImg: 'portrait-3',
    authorBio:
      'Farhana taught in a government primary school for ten years before joining us. She designs the curriculum of our learning centres and mentors their teachers.',
  },
  imran: {
    author: 'Imran Chowdhury',
    authorTitle: 'Health Programme Manager',
    authorImg: 'portrait-5',
    authorBio:
      'Imran is a public health doctor who runs our mobile clinics. He believes the best medicine is a health worker who lives in the same village as her patients.',
  },
} as const;

export const blogPosts: BlogPost[] = [
  {
    id: 1,
    title: 'A new tube well changes the school day in Dharmapasha',
    excerpt:
      'Before the well, girls at the Dharmapasha primary school walked forty minutes for water and often missed the first lesson. This term attendance is up by a fifth.',
    body: [
      'The village of Uttar Dharmapasha sits on the edge of a haor, a wetland that floods for half the year. Its shallow wells carry arsenic, and the nearest safe water was a forty-minute walk away. Fetching it fell to the girls, who often arrived at school after the first lesson had ended.',
      'In March a village committee of eight, five of them women, chose the site for a deep tube well beside the school gate. Our engineers drilled to 260 metres, below the arsenic layer, and the district laboratory tested the water before the first cup was poured.',
      'The committee collects ten taka a month from each household for repairs and keeps its accounts in a notebook anyone can read. Three months on, the head teacher reports that attendance among girls has risen by a fifth, and nobody is late for the first lesson any more.',
    ],
    quote: { text: 'Now my daughter is in class at nine, not at the river. That is the difference.', by: 'Rahima Begum, committee member' },
    ...authors.nusrat,
    create_at: '2022-09-25',
    commentCount: 3,
    screens: 'photo-1',
    blogSingleImg: 'wide-1',
    gallery: ['photo-7', 'photo-2'],
    blClass: 'format-standard-image',
    category: 'Clean Water',
    tags: ['Water', 'Schools', 'Sunamganj'],
    comments: [
      {
        id: 1,
        name: 'Sadia Rahman',
        avatar: 'portrait-4',
        date: '2022-09-26',
        text: 'Lovely to see the committee run by the families themselves. Is the logbook shared with donors too?',
        replies: [
          {
            id: 2,
            name: 'Nusrat Jahan',
            avatar: 'portrait-1',
            date: '2022-09-27',
            text: 'It is: we photograph the pages every quarter and add them to the project report.',
          },
        ],
      },
      {
        id: 3,
        name: 'Arif Hossain',
        avatar: 'portrait-7',
        date: '2022-09-29',
        text: 'I grew up near Dharmapasha and remember that walk. Thank you to everyone who gave.',
      },
    ],
  },
  {
    id: 2,
    title: 'Watch: a day with the floating school on the Jamuna',
    excerpt:
      'When the char islands flood, the school comes to the children. Follow one boat classroom from the morning pick-up to the last lesson of the day.',
    body: [
      'Each morning at seven, a wooden boat with solar panels on its roof sets off from Chauhali and stops at four char islands to collect twenty-six children. By eight the boat is moored in a quiet channel and the lesson begins.',
      'The boat carries a small library, a laptop charged by the sun and a teacher, Shirin, who has worked on the river for six years. In the flood months she teaches reading and arithmetic; in the dry season the boat becomes a meeting room for parents.',
      'Our short film follows one day on board, from the first pick-up to the lantern lesson at dusk when the older pupils read aloud to the younger ones.',
    ],
    quote: { text: 'The river used to take the school year away from us. Now it carries the school.', by: 'Shirin Sultana, boat teacher' },
    ...authors.farhana,
    create_at: '2022-09-12',
    commentCount: 2,
    screens: 'photo-2',
    blogSingleImg: 'wide-2',
    gallery: ['photo-8', 'photo-14'],
    blClass: 'format-video',
    category: 'Education',
    tags: ['Schools', 'Floods', 'Children'],
    comments: [
      {
        id: 1,
        name: 'Maria Gomes',
        avatar: 'portrait-6',
        date: '2022-09-13',
        text: 'What a wonderful idea. Could a class from our school in Dhaka write letters to the pupils on the boat?',
      },
      {
        id: 2,
        name: 'Farhana Akter',
        avatar: 'portrait-3',
        date: '2022-09-14',
        text: 'They would love that, Maria. Please write to us through the contact page and we will arrange it.',
      },
    ],
  },
  {
    id: 3,
    title: 'Mobile clinics reach 4,200 patients before the monsoon',
    excerpt:
      'Between February and May our two clinic boats and one jeep held 118 clinic days in places that have no doctor within a day’s travel.',
    body: [
      'Every year the weeks before the monsoon are the last chance to reach the remote unions of Kurigram and Gaibandha before the roads disappear. This spring our mobile clinics held 118 clinic days and saw 4,200 patients.',
      'Most came with skin infections, fevers and the aches of heavy farm work, but the teams also screened 900 pregnant women and referred 64 of them to the district hospital. Each referral came with the fare for the journey.',
      'The clinics are staffed by a doctor, two nurses and a community health worker from the village itself, who follows up at home once the boat has moved on.',
    ],
    quote: { text: 'A referral slip is worth nothing if the family cannot pay the boat fare. So we pay it.', by: 'Dr Imran Chowdhury' },
    ...authors.imran,
    create_at: '2022-08-30',
    commentCount: 4,
    screens: 'photo-4',
    blogSingleImg: 'wide-4',
    gallery: ['photo-10', 'photo-16'],
    blClass: 'format-standard-image',
    category: 'Health',
    tags: ['Health', 'Mothers', 'Kurigram'],
    comments: [
      {
        id: 1,
        name: 'Kamal Uddin',
        avatar: 'portrait-8',
        date: '2022-08-31',
        text: 'My aunt was one of the referrals last year. The follow-up visits made all the difference.',
        replies: [
          {
            id: 2,
            name: 'Imran Chowdhury',
            avatar: 'portrait-5',
            date: '2022-09-01',
            text: 'Thank you for telling us, Kamal. Please pass on our best wishes to her.',
          },
        ],
      },
      {
        id: 3,
        name: 'Priya Das',
        avatar: 'portrait-4',
        date: '2022-09-02',
        text: 'Do the clinics need volunteer nurses for the next season?',
        replies: [
          {
            id: 4,
            name: 'Imran Chowdhury',
            avatar: 'portrait-5',
            date: '2022-09-03',
            text: 'We always do. The volunteer page has the form, and we will call you back.',
          },
        ],
      },
    ],
  },
  {
    id: 4,
    title: 'Seeds, not sacks: helping farmers recover after the flood',
    excerpt: 'Food parcels get families through the first weeks. Rice seedlings, a goat and a loan-free season get them through the year.',
    body: [
      'After the floods of June, 1,300 families in Sylhet lost their boro harvest. We handed out food parcels for the first three weeks, and then asked the families what would help them most.',
      'The answer was seeds. Together with the agricultural extension office we delivered flood-tolerant rice seedlings to 850 farmers, vegetable seeds to 400 home gardens and a pregnant goat to each of 120 widow-headed households.',
      'By November the first fields were green again. The goats have had their kids, and the first kid of each is passed on to a neighbour who did not receive one.',
    ],
    quote: { text: 'A sack of rice lasts a month. A field lasts as long as we work it.', by: 'Abdul Karim, farmer' },
    ...authors.tanvir,
    create_at: '2022-08-14',
    commentCount: 1,
    screens: 'photo-3',
    blogSingleImg: 'wide-3',
    gallery: ['photo-9', 'photo-15'],
    blClass: 'format-standard-image',
    category: 'Food Security',
    tags: ['Food', 'Floods', 'Farming'],
    comments: [
      {
        id: 1,
        name: 'Helen Brooks',
        avatar: 'portrait-6',
        date: '2022-08-16',
        text: 'Passing on the first kid is such a good tradition. It makes the gift grow.',
      },
    ],
  },
  {
    id: 5,
    title: 'Watch: volunteers rebuild a flood shelter in six days',
    excerpt:
      'Forty volunteers, two masons and a lot of bamboo: the film of how the Chilmari shelter got a raised floor, a ramp and a solar light.',
    body: [
      'The cyclone shelter at Chilmari had a floor only a hand’s width above last year’s flood line. When the water came, families waited on the roof. This summer forty volunteers from the union raised the floor by a metre in six days.',
      'Two masons led the work. Students from the college carried bricks, women’s groups cooked for everyone, and an electrician fitted a solar light and a phone charging point so the shelter stays lit when the grid fails.',
      'The shelter now has a ramp for wheelchairs and the elderly, separate rooms for women, and space for the animals on the lower level.',
    ],
    quote: { text: 'Next time the water comes, nobody sleeps on the roof.', by: 'Jahanara Khatun, union member' },
    ...authors.tanvir,
    create_at: '2022-07-28',
    commentCount: 2,
    screens: 'photo-6',
    blogSingleImg: 'wide-6',
    gallery: ['photo-12', 'photo-18'],
    blClass: 'format-video',
    category: 'Disaster Relief',
    tags: ['Floods', 'Volunteers', 'Shelters'],
    comments: [
      {
        id: 1,
        name: 'Rafiq Islam',
        avatar: 'portrait-2',
        date: '2022-07-29',
        text: 'I was one of the students carrying bricks! Proud of what we built.',
      },
      {
        id: 2,
        name: 'Tanvir Hasan',
        avatar: 'portrait-2',
        date: '2022-07-30',
        text: 'And we are proud of you, Rafiq. Thank you for six long days.',
      },
    ],
  },
  {
    id: 6,
    title: 'Ten learning centres reopen with a reading corner each',
    excerpt:
      'Our learning centres in Netrokona reopened this month with new teachers, new benches and, for the first time, a shelf of storybooks in Bangla.',
    body: [
      'Ten learning centres for children who left school early reopened in Netrokona this month. Each now has a reading corner with sixty storybooks in Bangla, chosen by the children themselves at the book fair in Mymensingh.',
      'The centres teach the primary curriculum in three years instead of five, so that children who had to work can catch up and move on to a government secondary school.',
      'All ten teachers are young women from the same villages, trained by our education team over six weeks in the spring.',
    ],
    quote: { text: 'The children picked the books. That is why they read them.', by: 'Farhana Akter' },
    ...authors.farhana,
    create_at: '2022-07-10',
    commentCount: 2,
    screens: 'photo-8',
    blogSingleImg: 'wide-8',
    gallery: ['photo-2', 'photo-20'],
    blClass: 'format-standard-image',
    category: 'Education',
    tags: ['Schools', 'Children', 'Books'],
    comments: [
      {
        id: 1,
        name: 'Ayesha Siddiqua',
        avatar: 'portrait-3',
        date: '2022-07-11',
        text: 'We have a box of children’s books at home our sons have outgrown. Where can we send them?',
        replies: [
          {
            id: 2,
            name: 'Farhana Akter',
            avatar: 'portrait-3',
            date: '2022-07-12',
            text: 'Thank you, Ayesha! Our Dhaka office collects books on weekdays; the address is on the contact page.',
          },
        ],
      },
    ],
  },
  {
    id: 7,
    title: 'Why our volunteers train in first aid before anything else',
    excerpt:
      'Every new volunteer spends their first weekend learning first aid. Here is why, and what 300 trained volunteers did during the summer floods.',
    body: [
      'Whatever a volunteer goes on to do with us, teaching, building or distributing food, the first weekend is always the same: two days of first aid with the Red Crescent trainers.',
      'During the summer floods, 300 volunteers trained this way treated cuts, snake bites and fevers in the shelters, and knew when to call the clinic boat. Nobody was lost in the shelters they staffed.',
      'If you would like to join them, the next training weekend is in Dhaka in January. Sign up on the volunteer page.',
    ],
    quote: { text: 'You cannot help anyone if you do not know how to keep them safe first.', by: 'Tanvir Hasan' },
    ...authors.tanvir,
    create_at: '2022-06-21',
    commentCount: 1,
    screens: 'photo-5',
    blogSingleImg: 'wide-5',
    gallery: ['photo-11', 'photo-17'],
    blClass: 'format-standard-image',
    category: 'Volunteering',
    tags: ['Volunteers', 'Health', 'Training'],
    comments: [
      {
        id: 1,
        name: 'Nadia Karim',
        avatar: 'portrait-1',
        date: '2022-06-23',
        text: 'I took the course last year and used it the very next month at home. Highly recommended.',
      },
    ],
  },
  {
    id: 8,
    title: 'Water committees learn to repair their own pumps',
    excerpt:
      'A broken pump used to mean weeks of waiting for a mechanic. Now 46 committee members can fix the most common faults in an afternoon.',
    body: [
      'Of the 212 tube wells we have installed since 2015, most breakdowns come from the same three parts: the washer, the plunger and the handle bolt. Each is cheap; the wait for a mechanic was not.',
      'In April we trained 46 members of village water committees, half of them women, to replace these parts themselves. Each committee now keeps a small box of spares paid for by the monthly repair fund.',
      'Since the training, the average time a well stands broken has fallen from nineteen days to two.',
    ],
    quote: { text: 'They said a woman could not fix a pump. I fixed three this month.', by: 'Morjina Begum, committee member' },
    ...authors.nusrat,
    create_at: '2022-06-02',
    commentCount: 3,
    screens: 'photo-7',
    blogSingleImg: 'wide-7',
    gallery: ['photo-13', 'photo-19'],
    blClass: 'format-standard-image',
    category: 'Clean Water',
    tags: ['Water', 'Training', 'Women'],
    comments: [
      {
        id: 1,
        name: 'James Porter',
        avatar: 'portrait-7',
        date: '2022-06-03',
        text: 'Nineteen days to two is remarkable. Simple ideas done well.',
      },
      {
        id: 2,
        name: 'Shahnaz Parvin',
        avatar: 'portrait-4',
        date: '2022-06-04',
        text: 'Well done Morjina apa!',
        replies: [
          {
            id: 3,
            name: 'Nusrat Jahan',
            avatar: 'portrait-1',
            date: '2022-06-05',
            text: 'She is now training the committee in the next village too.',
          },
        ],
      },
    ],
  },
  {
    id: 9,
    title: 'What a monthly gift of 500 taka pays for',
    excerpt:
      'Regular gifts let us plan a year ahead. Here is what a monthly gift of 500 taka does across our programmes, in plain numbers.',
    body: [
      'One-off gifts are precious, but monthly gifts are what let us promise a teacher a year’s salary or a village a pump that will be repaired when it breaks.',
      'Over a year, a gift of 500 taka a month pays for the storybooks of a whole reading corner, or the repair fund of two water committees, or thirty clinic consultations including medicines.',
      'We publish our accounts every year, and every monthly donor receives a short letter from a programme they support.',
    ],
    quote: { text: 'Small amounts, given every month, are how a promise to a village is kept.', by: 'Imran Chowdhury' },
    ...authors.imran,
    create_at: '2022-05-18',
    commentCount: 2,
    screens: 'photo-9',
    blogSingleImg: 'wide-9',
    gallery: ['photo-3', 'photo-21'],
    blClass: 'format-standard-image',
    category: 'Health',
    tags: ['Donations', 'Water', 'Schools'],
    comments: [
      {
        id: 1,
        name: 'Selina Ahmed',
        avatar: 'portrait-6',
        date: '2022-05-19',
        text: 'Thank you for spelling it out so clearly. I have switched my yearly gift to a monthly one.',
      },
      {
        id: 2,
        name: 'Michael Roy',
        avatar: 'portrait-8',
        date: '2022-05-21',
        text: 'The letter from the programme is a lovely touch. Ours came from a learning centre in Netrokona.',
      },
    ],
  },
];

/** Every comment of a post, replies included. */
export function allComments(post: BlogPost): BlogComment[] {
  return post.comments.flatMap((comment) => [comment, ...(comment.replies ?? [])]);
}

/** The categories with the number of posts in each, in their order. */
export function categoryCounts(): { name: BlogCategory; count: number }[] {
  return blogCategories.map((name) => ({ name, count: blogPosts.filter((post) => post.category === name).length }));
}

/** Every tag, once, in the order they first appear. */
export function blogTags(): string[] {
  return [...new Set(blogPosts.flatMap((post) => post.tags))];
}
