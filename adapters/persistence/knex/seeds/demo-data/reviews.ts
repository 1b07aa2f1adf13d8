import type { CategorySlug } from '../../../../../domain/categories/category.ts';

/**
 * Building blocks for the demo reviews. The seed combines them with its seeded PRNG, so every vendor gets
 * the same reviews on every machine. '{vendor}' is replaced with the vendor's name, '{city}' with its town.
 */

export const FIRST_NAMES = [
  'Emily', 'James', 'Sarah', 'Michael', 'Hannah', 'David', 'Caroline', 'William', 'Lauren', 'Matthew',
  'Anna', 'Daniel', 'Grace', 'Andrew', 'Madison', 'Tyler', 'Olivia', 'Jordan', 'Morgan', 'Chris',
  'Ashley', 'Brandon', 'Katie', 'Justin', 'Mary Claire', 'Walker', 'Savannah', 'Carter', 'Abby', 'Logan',
  'Priya', 'Marcus', 'Elena', 'Jamal', 'Sofia', 'Nathan', 'Leah', 'Isaiah', 'Taylor', 'Ben',
] as const;

export const LAST_NAMES = [
  'Mitchell', 'Harper', 'Brooks', 'Lawson', 'Whitfield', 'Carter', 'Hughes', 'Bennett', 'Foster', 'Greer',
  'Simmons', 'Patel', 'Reynolds', 'Coleman', 'Ramirez', 'Turner', 'McAllister', 'Jenkins', 'Pruitt', 'Sullivan',
  'Owens', 'Holloway', 'Nguyen', 'Washington', 'Chambers', 'Ellison', 'Blackwell', 'Moore', 'Hayes', 'Crenshaw',
] as const;

export const TITLES_5 = [
  'Absolutely perfect',
  'Worth every penny',
  'We would book them again in a heartbeat',
  'Above and beyond',
  'Our guests are still talking about it',
  'The best decision we made',
  'Simply the best',
  'Made our day magical',
  'Calm, kind and so talented',
  'Highly recommend',
] as const;

export const TITLES_4 = [
  'Wonderful experience',
  'Great value and lovely people',
  'Really happy with everything',
  'Very professional',
  'Would recommend',
] as const;

export const TITLES_3 = ['Good, with a few hiccups', 'Nice, but communication could improve'] as const;

export const OPENERS: Record<CategorySlug, readonly string[]> = {
  venues: [
    'We got married at {vendor} last {season} and it was everything we hoped for.',
    'From our first tour of {vendor} we knew it was the one.',
    'We looked at eleven venues around the Upstate and {vendor} was the clear winner.',
    'Our wedding at {vendor} was the most beautiful day of our lives.',
  ],
  photographers: [
    'We booked {vendor} for our {season} wedding and we cry every time we open the gallery.',
    '{vendor} photographed our wedding and the pictures are stunning.',
    'Neither of us likes being photographed, but {vendor} made it easy and fun.',
    'We found {vendor} through this directory and are so glad we did.',
  ],
  planners: [
    'Hiring {vendor} was the best thing we did for our sanity.',
    'We planned our wedding from out of state and {vendor} made it possible.',
    '{vendor} took a hundred worries off our plate.',
    'We booked {vendor} for our {season} wedding and never once felt stressed.',
  ],
  caterers: [
    '{vendor} catered our {season} wedding and the food was incredible.',
    'Our guests still tell us the food from {vendor} was the best wedding meal they have had.',
    'We did a tasting with three caterers and {vendor} won by a mile.',
    'We chose {vendor} for our reception and it was the right call.',
  ],
  music: [
    '{vendor} played our wedding and the dance floor never emptied.',
    'We booked {vendor} for our ceremony and reception and they were fantastic.',
    'Our guests have not stopped talking about {vendor}.',
    'We wanted music that felt like us, and {vendor} nailed it.',
  ],
  florists: [
    '{vendor} did our wedding flowers and they were breathtaking.',
    'I gave {vendor} a few photos and a colour palette and they created something better than I imagined.',
    'Our flowers from {vendor} were the star of the day.',
    'We worked with {vendor} for our {season} wedding and loved every stem.',
  ],
};

export const DETAILS: Record<CategorySlug, readonly string[]> = {
  venues: [
    'The ceremony spot at sunset was unreal, and the staff flipped the room for dinner faster than we thought possible.',
    'When storms rolled in an hour before the ceremony, the team moved everything to the rain plan without missing a beat.',
    'The bridal suite had perfect light, plenty of mirrors and a fridge full of water and snacks.',
    'Our coordinator knew exactly where the photographer should stand and when the light would be best.',
    'Guests with walkers and wheelchairs had no trouble getting around, which meant a lot to our grandparents.',
  ],
  photographers: [
    'They somehow caught every tear during the toasts and every silly moment on the dance floor.',
    'Family formals took fifteen minutes, and everyone on our list was in them.',
    'The golden-hour portraits look like paintings; we have three of them framed at home.',
    'We got a sneak peek two days after the wedding and the full gallery well ahead of schedule.',
    'They were calm when our timeline slipped and still got every shot we cared about.',
  ],
  planners: [
    'Every vendor knew where to be and when, and our families actually got to enjoy the party.',
    'They caught a mistake in our rental order that would have left us forty chairs short.',
    'The timeline was so detailed that our DJ asked if he could borrow the template.',
    'When a vendor cancelled three weeks out, they had a better replacement booked within a day.',
    'They kept our budget honest and found savings we never would have thought of.',
  ],
  caterers: [
    'The shrimp and grits and the brisket were gone in minutes, and there was still plenty for everyone.',
    'They handled our vegan, gluten-free and nut-allergy guests perfectly, with labelled plates.',
    'The servers were friendly, fast and made sure the two of us actually ate.',
    'They packed up a to-go box for us at the end of the night, which we were very grateful for at midnight.',
    'The late-night snack was the hit of the reception.',
  ],
  music: [
    'They read the room perfectly, from beach music for our parents to the songs our college friends wanted.',
    'The ceremony sound was crystal clear, even outside with a breeze.',
    'They learned our first-dance song in two weeks and it was beautiful.',
    'The MC kept everything on time without ever feeling pushy.',
    'Even our shyest relatives ended up on the dance floor.',
  ],
  florists: [
    'The bouquet was lush, fragrant and held up all day in the heat.',
    'They moved the ceremony arch flowers to the sweetheart table so nothing went to waste.',
    'Every centrepiece was a little different, and together they looked like a garden.',
    'They used local, seasonal flowers and helped us stay within our budget.',
    'Setup and breakdown were seamless; we never had to think about it.',
  ],
};

export const CLOSERS = [
  'We cannot recommend them enough.',
  'If you are on the fence, book them!',
  'Thank you for making our day so special.',
  'We would choose them again without hesitation.',
  'Five stars is not enough.',
  'Worth every penny.',
  'They felt like friends by the end of the night.',
] as const;

export const MIXED_DETAILS = [
  'Communication was slow in the weeks before the wedding and we had to follow up a few times.',
  'A couple of small details from our plan were missed, but they fixed what they could on the day.',
] as const;

/** Reviews waiting for moderation (unpublished), attached to the named vendors. */
export const PENDING_REVIEWS: ReadonlyArray<{
  vendor: string;
  reviewerName: string;
  reviewerEmail: string;
  rating: number;
  title: string;
  body: string;
  weddingDate: string;
}> = [
  {
    vendor: 'Magnolia Ridge Farm',
    reviewerName: 'Kendall & Ross Avery',
    reviewerEmail: 'kendall.avery@example.com',
    rating: 5,
    title: 'A dream day in the mountains',
    body: 'We just got back from our honeymoon and wanted to say thank you! The barn was gorgeous, the team was wonderful and the sunset behind the magnolia was something we will never forget.',
    weddingDate: '2026-10-17',
  },
  {
    vendor: 'Spin Cycle Wedding DJs',
    reviewerName: 'Brittany Cole',
    reviewerEmail: 'brittany.cole@example.com',
    rating: 3,
    title: 'Fun music, late arrival',
    body: 'The music was fun and people danced, but our DJ arrived 40 minutes late for setup and we had no ceremony microphone for the first reading. They did apologise and refunded part of the fee.',
    weddingDate: '2026-09-26',
  },
  {
    vendor: 'Gather & Graze Co.',
    reviewerName: 'Nora & Eli Fischer',
    reviewerEmail: 'nora.fischer@example.com',
    rating: 4,
    title: 'Beautiful grazing table',
    body: 'The grazing table was gorgeous and everyone took pictures of it. We ran out of crackers toward the end of cocktail hour, so order a little extra for a big crowd.',
    weddingDate: '2026-11-07',
  },
];
