/**
 * Held-out evaluation set for the review-reply engine.
 *
 * How it was written: 200 guest reviews (50 each in English, German, French and
 * Spanish) for hotels, restaurants and apartments, written fresh for evaluation
 * by an author who did not read the engine's lexicons, word lists or the
 * development corpus (review-corpus.ts). The only context used was the review
 * assistant section of the site spec and the types below.
 *
 * How it is kept apart: this set is never used to tune the lexicons. The engine
 * is tuned on the development corpus (review-corpus.ts) and only reported on
 * this set. Do not add words to the lexicons because a review here failed;
 * add a similar case to the development corpus instead and re-measure here.
 *
 * Per language the kinds are: 20 plain, 6 sarcasm, 6 list, 3 rant, 6 sting
 * (praise with one complaint at the end), 3 mixed-language, 4 stars-contradict,
 * 2 short.
 *
 * Labelling conventions:
 * - mood comes from the text, not the stars ('stars-contradict' reviews have
 *   stars that disagree with the text). 'mixed' when there is at least one
 *   complaint and one praise.
 * - At most one mention per aspect in each of complaints and praises; its names
 *   are the guest's own words for that aspect (any one of them is a fair way for
 *   a reply to name it), most central first. Every name occurs verbatim (lower
 *   cased) in the review. In mixed-language reviews a name may be in the other
 *   language, as the guest wrote it.
 * - A complaint that something costs too much (or a refused refund) is 'value',
 *   named by the priced thing ('the parking', 'le petit-déjeuner'); it is also
 *   labelled with the thing's own aspect only when its quality or availability
 *   is criticised too.
 * - checkin: arrival, reception queues, rooms not ready, key handover.
 *   staff: attitude and service of people, slow restaurant service, billing
 *   mistakes, hosts not answering. cleanliness: dirt, hair, stains, mould,
 *   stale smells, housekeeping not done. bathroom: shower, hot water, toilet,
 *   towels, toilet paper, hair dryer. amenities: lift, AC, heating, TV,
 *   kitchen equipment, gym, spa, furniture, terrace. room: size, bed,
 *   mattress, view, windows, blinds. noise: neighbours, street, bars, thin
 *   walls, and quiet as praise.
 */
export type EvalAspect =
  | 'staff'
  | 'cleanliness'
  | 'location'
  | 'food'
  | 'room'
  | 'noise'
  | 'value'
  | 'checkin'
  | 'amenities'
  | 'parking'
  | 'bathroom'
  | 'wifi'
  | 'pool'
  | 'breakfast';

export interface EvalMention {
  aspect: EvalAspect;
  /** Words from the review a reply should use to name it, lower case, in the review's language, e.g. 'the shower', 'das wlan', 'le parking'. Two or three alternatives where a reply could fairly name it differently. */
  names: string[];
}

export interface EvalReview {
  id: string; // 'ev-en-01' ...
  language: 'en' | 'de' | 'fr' | 'es';
  business: 'hotel' | 'restaurant' | 'apartment';
  stars: number; // 0 = no rating given, else 1..5
  review: string;
  mood: 'positive' | 'negative' | 'mixed';
  kind: 'plain' | 'sarcasm' | 'list' | 'rant' | 'sting' | 'mixed-language' | 'stars-contradict' | 'short';
  complaints: EvalMention[];
  praises: EvalMention[];
}

export const REVIEW_EVAL_SET: EvalReview[] = [
  // ───────────────────────────── English ─────────────────────────────
  // plain
  {
    id: 'ev-en-01', language: 'en', business: 'hotel', stars: 2, kind: 'plain', mood: 'negative',
    review: "Stayed three nights for a conference. The wifi kept dropping every ten minutes, which made working from the room impossible, and the air conditioning only blew warm air no matter what we set it to.",
    complaints: [{ aspect: 'wifi', names: ['the wifi'] }, { aspect: 'amenities', names: ['the air conditioning'] }],
    praises: [],
  },
  {
    id: 'ev-en-02', language: 'en', business: 'restaurant', stars: 5, kind: 'plain', mood: 'positive',
    review: "Had dinner here for our anniversary and it was lovely from start to finish. The lamb was cooked perfectly and our waiter Marco gave us great wine suggestions. Will definately come back.",
    complaints: [],
    praises: [{ aspect: 'food', names: ['the lamb'] }, { aspect: 'staff', names: ['our waiter', 'marco'] }],
  },
  {
    id: 'ev-en-03', language: 'en', business: 'apartment', stars: 4, kind: 'plain', mood: 'mixed',
    review: "Great location, two minutes walk from the old town and the tram stop. The apartment itself was spacious and bright. Only downside was the check-in - we waited almost an hour outside for someone to bring the keys.",
    complaints: [{ aspect: 'checkin', names: ['the check-in', 'the keys'] }],
    praises: [{ aspect: 'location', names: ['location', 'the old town', 'the tram stop'] }, { aspect: 'room', names: ['the apartment'] }],
  },
  {
    id: 'ev-en-04', language: 'en', business: 'hotel', stars: 1, kind: 'plain', mood: 'negative',
    review: "Room smelled of cigarette smoke even though it's supposedly non-smoking, there was hair in the shower drain and the carpet had stains everywhere. We asked to move and were told the hotel was full.",
    complaints: [{ aspect: 'cleanliness', names: ['cigarette smoke', 'the carpet', 'the shower drain'] }],
    praises: [],
  },
  {
    id: 'ev-en-05', language: 'en', business: 'hotel', stars: 5, kind: 'plain', mood: 'positive',
    review: "Beautiful pool area with plenty of loungers, even in August. Breakfast had a huge choice, fresh fruit, eggs made to order, proper coffee. Staff remembered our names after one day!",
    complaints: [],
    praises: [{ aspect: 'pool', names: ['pool area', 'loungers'] }, { aspect: 'breakfast', names: ['breakfast'] }, { aspect: 'staff', names: ['staff'] }],
  },
  {
    id: 'ev-en-06', language: 'en', business: 'restaurant', stars: 2, kind: 'plain', mood: 'negative',
    review: "The service was painfully slow, we waited forty-five minutes for our mains and when they came the pasta was lukewarm and the sauce tasted like it came out of a jar. For 28 pounds a plate the price is a joke.",
    complaints: [{ aspect: 'staff', names: ['the service'] }, { aspect: 'food', names: ['the pasta', 'the sauce'] }, { aspect: 'value', names: ['the price', '28 pounds'] }],
    praises: [],
  },
  {
    id: 'ev-en-07', language: 'en', business: 'apartment', stars: 3, kind: 'plain', mood: 'mixed',
    review: "Kitchen was well equipped and the bed was really comfortable. But the street below is full of bars and the noise went on until 3am every night, earplugs didnt help.",
    complaints: [{ aspect: 'noise', names: ['the noise', 'the street', 'bars'] }],
    praises: [{ aspect: 'amenities', names: ['kitchen'] }, { aspect: 'room', names: ['the bed'] }],
  },
  {
    id: 'ev-en-08', language: 'en', business: 'hotel', stars: 4, kind: 'plain', mood: 'positive',
    review: "Nice quiet hotel just outside the city. Free parking right in front of the entrance, which was a big plus for us with the car. Room was clean and the shower had great pressure.",
    complaints: [],
    praises: [{ aspect: 'noise', names: ['quiet hotel'] }, { aspect: 'parking', names: ['free parking'] }, { aspect: 'cleanliness', names: ['room'] }, { aspect: 'bathroom', names: ['the shower'] }],
  },
  {
    id: 'ev-en-09', language: 'en', business: 'hotel', stars: 2, kind: 'plain', mood: 'negative',
    review: "The lift was out of order for our whole stay and we were on the 7th floor with two kids and a pushchair. Reception kept saying it would be fixed tomorrow.",
    complaints: [{ aspect: 'amenities', names: ['the lift'] }],
    praises: [],
  },
  {
    id: 'ev-en-10', language: 'en', business: 'restaurant', stars: 5, kind: 'plain', mood: 'positive',
    review: "Best tapas we've had outside of Spain. The patatas bravas and the octopus were amazing, portions generous and the bill was very reasonable for the quality.",
    complaints: [],
    praises: [{ aspect: 'food', names: ['tapas', 'the octopus', 'the patatas bravas'] }, { aspect: 'value', names: ['the bill'] }],
  },
  {
    id: 'ev-en-11', language: 'en', business: 'hotel', stars: 3, kind: 'plain', mood: 'mixed',
    review: "Location is perfect for the conference centre and the staff at the front desk were helpful. However the room was tiny, you could barely open the suitcase, and the window looked onto a wall.",
    complaints: [{ aspect: 'room', names: ['the room', 'the window'] }],
    praises: [{ aspect: 'location', names: ['location', 'the conference centre'] }, { aspect: 'staff', names: ['the staff', 'the front desk'] }],
  },
  {
    id: 'ev-en-12', language: 'en', business: 'apartment', stars: 1, kind: 'plain', mood: 'negative',
    review: "No hot water for two days, the host didn't answer the phone, and when he finally showed up he blamed us for using too much. Avoid.",
    complaints: [{ aspect: 'bathroom', names: ['hot water'] }, { aspect: 'staff', names: ['the host'] }],
    praises: [],
  },
  {
    id: 'ev-en-13', language: 'en', business: 'hotel', stars: 5, kind: 'plain', mood: 'positive',
    review: "Spa and sauna were fantastic after a day of skiing and the ski room was a nice touch. The dinner buffet was excellent too, especially the desserts.",
    complaints: [],
    praises: [{ aspect: 'amenities', names: ['spa', 'sauna', 'the ski room'] }, { aspect: 'food', names: ['the dinner buffet', 'the desserts'] }],
  },
  {
    id: 'ev-en-14', language: 'en', business: 'hotel', stars: 2, kind: 'plain', mood: 'negative',
    review: "Parking was impossible. The hotel car park had six spaces and they were always full, so we ended up paying for a garage twenty minutes away. Nobody told us this at booking.",
    complaints: [{ aspect: 'parking', names: ['parking', 'the hotel car park'] }],
    praises: [],
  },
  {
    id: 'ev-en-15', language: 'en', business: 'restaurant', stars: 4, kind: 'plain', mood: 'mixed',
    review: "Food was really good, especially the fish of the day. Service was friendly but very slow, we had to ask three times for the bill.",
    complaints: [{ aspect: 'staff', names: ['service', 'the bill'] }],
    praises: [{ aspect: 'food', names: ['food', 'the fish of the day'] }, { aspect: 'staff', names: ['service'] }],
  },
  {
    id: 'ev-en-16', language: 'en', business: 'hotel', stars: 0, kind: 'plain', mood: 'positive',
    review: "Stayed here for a wedding. Room had a gorgeous view over the lake, the bed was huge and the bathroom was spotless.",
    complaints: [],
    praises: [{ aspect: 'room', names: ['view', 'the bed', 'room'] }, { aspect: 'cleanliness', names: ['the bathroom'] }],
  },
  {
    id: 'ev-en-17', language: 'en', business: 'apartment', stars: 2, kind: 'plain', mood: 'negative',
    review: "Photos are very misleading. The 'sea view' is a tiny strip of blue between two buildings and the sofa bed was broken. Also the wifi password didn't work and the host never replied to messages.",
    complaints: [{ aspect: 'room', names: ['sea view', 'the sofa bed'] }, { aspect: 'wifi', names: ['the wifi'] }, { aspect: 'staff', names: ['the host'] }],
    praises: [],
  },
  {
    id: 'ev-en-18', language: 'en', business: 'hotel', stars: 5, kind: 'plain', mood: 'positive',
    review: "Check-in took two minutes, we got an upgrade to a suite, and the pool on the roof is stunning at sunset. Worth every penny.",
    complaints: [],
    praises: [{ aspect: 'checkin', names: ['check-in'] }, { aspect: 'room', names: ['a suite', 'upgrade'] }, { aspect: 'pool', names: ['the pool'] }, { aspect: 'value', names: ['every penny'] }],
  },
  {
    id: 'ev-en-19', language: 'en', business: 'restaurant', stars: 1, kind: 'plain', mood: 'negative',
    review: "Found a hair in my soup, and when I told the waitress she just shrugged and took it away. Not even an apology.",
    complaints: [{ aspect: 'cleanliness', names: ['a hair', 'my soup'] }, { aspect: 'staff', names: ['the waitress'] }],
    praises: [],
  },
  {
    id: 'ev-en-20', language: 'en', business: 'hotel', stars: 3, kind: 'plain', mood: 'mixed',
    review: "Breakfast was decent and the staff were friendly, but the walls are paper thin. We could hear every word from the room next door and people slamming doors in the corridor till late.",
    complaints: [{ aspect: 'noise', names: ['the walls', 'the room next door', 'the corridor'] }],
    praises: [{ aspect: 'breakfast', names: ['breakfast'] }, { aspect: 'staff', names: ['the staff'] }],
  },
  // sarcasm
  {
    id: 'ev-en-21', language: 'en', business: 'hotel', stars: 1, kind: 'sarcasm', mood: 'negative',
    review: "Oh wonderful, a third night in a row with no hot water. Truly fantastic service, I've never felt so refreshed after a freezing shower.",
    complaints: [{ aspect: 'bathroom', names: ['hot water', 'shower'] }],
    praises: [],
  },
  {
    id: 'ev-en-22', language: 'en', business: 'hotel', stars: 2, kind: 'sarcasm', mood: 'negative',
    review: "Loved the free sauna experience in our room, since the heating was stuck on maximum and the window didn't open. Ten out of ten for creativity.",
    complaints: [{ aspect: 'amenities', names: ['the heating'] }, { aspect: 'room', names: ['the window'] }],
    praises: [],
  },
  {
    id: 'ev-en-23', language: 'en', business: 'restaurant', stars: 1, kind: 'sarcasm', mood: 'negative',
    review: "Great to see a restaurant so committed to slow food. Our starters arrived after an hour and the steak after another forty minutes. Amazing service, really.",
    complaints: [{ aspect: 'staff', names: ['service', 'our starters'] }],
    praises: [],
  },
  {
    id: 'ev-en-24', language: 'en', business: 'apartment', stars: 2, kind: 'sarcasm', mood: 'negative',
    review: "Fantastic location if you enjoy hearing the rubbish trucks at 5am directly under your bedroom. Really, who needs sleep on holiday?",
    complaints: [{ aspect: 'noise', names: ['the rubbish trucks'] }],
    praises: [],
  },
  {
    id: 'ev-en-25', language: 'en', business: 'hotel', stars: 1, kind: 'sarcasm', mood: 'negative',
    review: "Brilliant wifi. It connected perfectly for about four seconds each time, just long enough to see the login page. Superb.",
    complaints: [{ aspect: 'wifi', names: ['wifi'] }],
    praises: [],
  },
  {
    id: 'ev-en-26', language: 'en', business: 'hotel', stars: 2, kind: 'sarcasm', mood: 'negative',
    review: "What a lovely surprise to find the pool 'closed for maintenance' the entire week we were there. Exactly what you want when you picked a hotel because of the pool. Thanks so much.",
    complaints: [{ aspect: 'pool', names: ['the pool'] }],
    praises: [],
  },
  // list
  {
    id: 'ev-en-27', language: 'en', business: 'hotel', stars: 2, kind: 'list', mood: 'negative',
    review: "A few things: - towels not changed in 4 days - kettle broken - TV remote missing - breakfast ran out of eggs by 8:30 - car park barrier stuck twice",
    complaints: [{ aspect: 'bathroom', names: ['towels'] }, { aspect: 'amenities', names: ['kettle', 'tv remote'] }, { aspect: 'breakfast', names: ['breakfast', 'eggs'] }, { aspect: 'parking', names: ['car park barrier', 'car park'] }],
    praises: [],
  },
  {
    id: 'ev-en-28', language: 'en', business: 'apartment', stars: 3, kind: 'list', mood: 'negative',
    review: "Things that need fixing: 1) the shower drains really slowly, 2) the bedroom blinds don't close, so it's light at 5am, 3) only two forks and one pan in the kitchen, 4) wifi very weak in the bedroom.",
    complaints: [{ aspect: 'bathroom', names: ['the shower'] }, { aspect: 'room', names: ['the bedroom blinds', 'blinds'] }, { aspect: 'amenities', names: ['the kitchen', 'forks', 'one pan'] }, { aspect: 'wifi', names: ['wifi'] }],
    praises: [],
  },
  {
    id: 'ev-en-29', language: 'en', business: 'restaurant', stars: 2, kind: 'list', mood: 'negative',
    review: "Table wasn't ready despite booking. Bread was stale. Wine served warm. Had to chase the bill. 15% service charge added without asking.",
    complaints: [{ aspect: 'staff', names: ['table', 'the bill'] }, { aspect: 'food', names: ['bread', 'wine'] }, { aspect: 'value', names: ['service charge'] }],
    praises: [],
  },
  {
    id: 'ev-en-30', language: 'en', business: 'hotel', stars: 3, kind: 'list', mood: 'mixed',
    review: "Good points: friendly staff, great beds. Bad points: no kettle in the room, thin walls, breakfast overpriced at 22 euros, gym is basically two treadmills in a cupboard.",
    complaints: [{ aspect: 'amenities', names: ['kettle', 'gym'] }, { aspect: 'noise', names: ['thin walls'] }, { aspect: 'value', names: ['breakfast', '22 euros'] }],
    praises: [{ aspect: 'staff', names: ['staff'] }, { aspect: 'room', names: ['beds'] }],
  },
  {
    id: 'ev-en-31', language: 'en', business: 'hotel', stars: 2, kind: 'list', mood: 'negative',
    review: "Where to start. Check-in queue of 30 min. Room not ready at 4pm. Mould on the bathroom ceiling. Air con dripping onto the bed. Wifi costs extra.",
    complaints: [{ aspect: 'checkin', names: ['check-in', 'room not ready'] }, { aspect: 'cleanliness', names: ['mould', 'the bathroom ceiling'] }, { aspect: 'amenities', names: ['air con'] }, { aspect: 'value', names: ['wifi'] }],
    praises: [],
  },
  {
    id: 'ev-en-32', language: 'en', business: 'restaurant', stars: 3, kind: 'list', mood: 'mixed',
    review: "Pros: the pizza dough is excellent, nice terrace. Cons: music way too loud, service slow (20 min before anyone took our order), tiramisu tasted of the fridge.",
    complaints: [{ aspect: 'noise', names: ['music'] }, { aspect: 'staff', names: ['service', 'our order'] }, { aspect: 'food', names: ['tiramisu'] }],
    praises: [{ aspect: 'food', names: ['the pizza dough'] }, { aspect: 'amenities', names: ['terrace'] }],
  },
  // rant
  {
    id: 'ev-en-33', language: 'en', business: 'hotel', stars: 1, kind: 'rant', mood: 'negative',
    review: "I have stayed in a lot of hotels for work and this was by far the worst. We arrived at 11pm after a delayed flight and there was nobody at reception, we had to ring a number and wait 25 minutes in the cold for a night porter. The room they gave us was next to the lift shaft and it banged every time someone went up or down. The bedding had a yellow stain on it and there were crumbs under the pillow. I called down for new sheets and nobody came. In the morning the shower ran either boiling or freezing, nothing in between. Breakfast was stale croissants and coffee from a machine that was out of milk. When I complained at checkout the manager just said 'sorry about that' and charged me full price anyway. Never again, and I'll be telling my company to take it off the approved list.",
    complaints: [
      { aspect: 'checkin', names: ['reception', 'night porter'] },
      { aspect: 'noise', names: ['the lift shaft'] },
      { aspect: 'cleanliness', names: ['the bedding', 'crumbs'] },
      { aspect: 'staff', names: ['the manager', 'new sheets'] },
      { aspect: 'bathroom', names: ['the shower'] },
      { aspect: 'breakfast', names: ['breakfast', 'stale croissants', 'coffee'] },
      { aspect: 'value', names: ['full price'] },
    ],
    praises: [],
  },
  {
    id: 'ev-en-34', language: 'en', business: 'restaurant', stars: 1, kind: 'rant', mood: 'negative',
    review: "Booked this place for my mum's 70th weeks in advance and asked for a quiet table. We were put right next to the kitchen door with waiters banging past us all evening. Drinks took 20 minutes. Two of the mains came out, the other three arrived fifteen minutes later so half of us ate while the others watched. My mum's risotto was like glue and the chicken was pink in the middle. When we pointed it out the waiter argued with us and said that's how the chef cooks it. We had ordered a cake in advance and they forgot it. The bill came to almost 400 and they still added a service charge. Absolutely ruined the evening and I'm so embarrassed I recommended it.",
    complaints: [
      { aspect: 'noise', names: ['the kitchen door', 'a quiet table'] },
      { aspect: 'staff', names: ['the waiter', 'drinks', 'a cake'] },
      { aspect: 'food', names: ['risotto', 'the chicken'] },
      { aspect: 'value', names: ['the bill', 'a service charge'] },
    ],
    praises: [],
  },
  {
    id: 'ev-en-35', language: 'en', business: 'apartment', stars: 1, kind: 'rant', mood: 'negative',
    review: "Where do I even begin. The listing said 'self check-in, easy', but the key box code was wrong and it took us an hour and six phone calls to get in, with two tired kids on the pavement. Inside, the place smelled damp and there was a black ring of mould around the bath. The sofa was covered in pet hair even though pets aren't allowed. The 'fully equipped kitchen' had one pot with no handle. The wifi worked only if you stood by the front door. On the second night the neighbours had a party until 4am and the host told us to 'just call the police'. We left a day early and got no refund for the last night. Honestly the worst holiday rental we've ever had.",
    complaints: [
      { aspect: 'checkin', names: ['self check-in', 'the key box code'] },
      { aspect: 'cleanliness', names: ['mould', 'the sofa', 'pet hair'] },
      { aspect: 'amenities', names: ['kitchen', 'one pot'] },
      { aspect: 'wifi', names: ['the wifi'] },
      { aspect: 'noise', names: ['the neighbours', 'a party'] },
      { aspect: 'staff', names: ['the host'] },
      { aspect: 'value', names: ['no refund', 'refund'] },
    ],
    praises: [],
  },
  // sting
  {
    id: 'ev-en-36', language: 'en', business: 'hotel', stars: 4, kind: 'sting', mood: 'mixed',
    review: "Gorgeous hotel, staff couldn't do enough for us and the rooftop bar has the best view in town. Breakfast was superb. Shame the parking costs 35 a night though.",
    complaints: [{ aspect: 'value', names: ['the parking', '35 a night'] }],
    praises: [{ aspect: 'staff', names: ['staff'] }, { aspect: 'amenities', names: ['the rooftop bar'] }, { aspect: 'breakfast', names: ['breakfast'] }],
  },
  {
    id: 'ev-en-37', language: 'en', business: 'restaurant', stars: 4, kind: 'sting', mood: 'mixed',
    review: "Lovely food, the duck was perfect and the staff were super attentive. Just wish the chairs were a bit more comfortable, my back was killing me after two hours.",
    complaints: [{ aspect: 'amenities', names: ['the chairs'] }],
    praises: [{ aspect: 'food', names: ['food', 'the duck'] }, { aspect: 'staff', names: ['the staff'] }],
  },
  {
    id: 'ev-en-38', language: 'en', business: 'apartment', stars: 5, kind: 'sting', mood: 'mixed',
    review: "Spotless, stylish apartment and a host who left us wine and local tips. Perfect base for exploring the city. Only thing: the bed is very hard.",
    complaints: [{ aspect: 'room', names: ['the bed'] }],
    praises: [{ aspect: 'cleanliness', names: ['apartment'] }, { aspect: 'staff', names: ['host'] }, { aspect: 'location', names: ['base', 'the city'] }],
  },
  {
    id: 'ev-en-39', language: 'en', business: 'hotel', stars: 4, kind: 'sting', mood: 'mixed',
    review: "Fantastic stay, great pool, friendly bar staff and the beach is just across the road. The wifi in the rooms is useless though.",
    complaints: [{ aspect: 'wifi', names: ['the wifi'] }],
    praises: [{ aspect: 'pool', names: ['pool'] }, { aspect: 'staff', names: ['bar staff'] }, { aspect: 'location', names: ['the beach'] }],
  },
  {
    id: 'ev-en-40', language: 'en', business: 'hotel', stars: 5, kind: 'sting', mood: 'mixed',
    review: "Really enjoyed our weekend, room was big and comfy and the reception team sorted out a late checkout without any fuss. Breakfast coffee was awful though.",
    complaints: [{ aspect: 'breakfast', names: ['breakfast coffee', 'coffee'] }],
    praises: [{ aspect: 'room', names: ['room'] }, { aspect: 'staff', names: ['the reception team', 'late checkout'] }],
  },
  {
    id: 'ev-en-41', language: 'en', business: 'restaurant', stars: 4, kind: 'sting', mood: 'mixed',
    review: "Wonderful Sunday roast, crispy potatoes, proper gravy, and the waitress was an absolute sweetheart with our toddler. Bit steep though, 24 quid for a roast.",
    complaints: [{ aspect: 'value', names: ['24 quid', 'a roast'] }],
    praises: [{ aspect: 'food', names: ['sunday roast', 'potatoes', 'gravy'] }, { aspect: 'staff', names: ['the waitress'] }],
  },
  // mixed-language
  {
    id: 'ev-en-42', language: 'en', business: 'hotel', stars: 3, kind: 'mixed-language', mood: 'mixed',
    review: "The room was great and very clean, but the breakfast... Das Frühstück war wirklich enttäuschend, kalte Eier und kein frisches Brot. Staff were lovely though.",
    complaints: [{ aspect: 'breakfast', names: ['the breakfast', 'das frühstück', 'kalte eier'] }],
    praises: [{ aspect: 'room', names: ['the room'] }, { aspect: 'cleanliness', names: ['the room'] }, { aspect: 'staff', names: ['staff'] }],
  },
  {
    id: 'ev-en-43', language: 'en', business: 'restaurant', stars: 2, kind: 'mixed-language', mood: 'negative',
    review: "Came here on recommendation pero la verdad muy decepcionante. The paella was dry y el camarero was super rude when we asked for water. No vuelvo.",
    complaints: [{ aspect: 'food', names: ['the paella'] }, { aspect: 'staff', names: ['el camarero'] }],
    praises: [],
  },
  {
    id: 'ev-en-44', language: 'en', business: 'apartment', stars: 4, kind: 'mixed-language', mood: 'mixed',
    review: "Super appartement, très propre, and only ten minutes walk to the Eiffel tower. The only issue was the noise from the street, on n'a pas bien dormi.",
    complaints: [{ aspect: 'noise', names: ['the noise', 'the street'] }],
    praises: [{ aspect: 'cleanliness', names: ['appartement'] }, { aspect: 'location', names: ['the eiffel tower'] }],
  },
  // stars-contradict
  {
    id: 'ev-en-45', language: 'en', business: 'hotel', stars: 5, kind: 'stars-contradict', mood: 'negative',
    review: "Booked for two nights, room wasn't ready until 6pm, the shower was cold and housekeeping never came. Not what I expected for the price.",
    complaints: [{ aspect: 'checkin', names: ["room wasn't ready"] }, { aspect: 'bathroom', names: ['the shower'] }, { aspect: 'cleanliness', names: ['housekeeping'] }, { aspect: 'value', names: ['the price'] }],
    praises: [],
  },
  {
    id: 'ev-en-46', language: 'en', business: 'restaurant', stars: 1, kind: 'stars-contradict', mood: 'positive',
    review: "Honestly one of the best meals I've had this year. Fresh pasta, amazing sauces, and the owner came over to chat. Can't wait to bring my parents.",
    complaints: [],
    praises: [{ aspect: 'food', names: ['fresh pasta', 'sauces'] }, { aspect: 'staff', names: ['the owner'] }],
  },
  {
    id: 'ev-en-47', language: 'en', business: 'hotel', stars: 1, kind: 'stars-contradict', mood: 'positive',
    review: "Great hotel, super central, spotless rooms and the nicest receptionist ever.",
    complaints: [],
    praises: [{ aspect: 'location', names: ['central'] }, { aspect: 'cleanliness', names: ['rooms'] }, { aspect: 'staff', names: ['receptionist'] }],
  },
  {
    id: 'ev-en-48', language: 'en', business: 'apartment', stars: 5, kind: 'stars-contradict', mood: 'negative',
    review: "Dirty when we arrived, crumbs all over the kitchen counter and the bin was full. Also no hot water in the evenings.",
    complaints: [{ aspect: 'cleanliness', names: ['the kitchen counter', 'the bin', 'crumbs'] }, { aspect: 'bathroom', names: ['hot water'] }],
    praises: [],
  },
  // short
  {
    id: 'ev-en-49', language: 'en', business: 'hotel', stars: 5, kind: 'short', mood: 'positive',
    review: "Great!",
    complaints: [],
    praises: [],
  },
  {
    id: 'ev-en-50', language: 'en', business: 'restaurant', stars: 0, kind: 'short', mood: 'negative',
    review: "Cold food, rude waiter. Nope.",
    complaints: [{ aspect: 'food', names: ['cold food', 'food'] }, { aspect: 'staff', names: ['waiter'] }],
    praises: [],
  },
  // ───────────────────────────── German ─────────────────────────────
  // plain
  {
    id: 'ev-de-01', language: 'de', business: 'hotel', stars: 2, kind: 'plain', mood: 'negative',
    review: "Das WLAN funktionierte die ganzen vier Tage nicht richtig, ständig Verbindungsabbrüche. An der Rezeption hieß es nur, das Problem sei bekannt. Für ein Businesshotel ein Unding.",
    complaints: [{ aspect: 'wifi', names: ['das wlan'] }],
    praises: [],
  },
  {
    id: 'ev-de-02', language: 'de', business: 'restaurant', stars: 5, kind: 'plain', mood: 'positive',
    review: "Wir waren zum Geburtstag meiner Frau hier und wurden nicht enttäuscht. Das Schnitzel war riesig und knusprig, der Kartoffelsalat wie bei Oma. Die Bedienung war herzlich und aufmerksam.",
    complaints: [],
    praises: [{ aspect: 'food', names: ['das schnitzel', 'der kartoffelsalat'] }, { aspect: 'staff', names: ['die bedienung'] }],
  },
  {
    id: 'ev-de-03', language: 'de', business: 'hotel', stars: 1, kind: 'plain', mood: 'negative',
    review: "Im Zimmer roch es nach Rauch, obwohl wir ein Nichtraucherzimmer gebucht hatten. Der Teppich hatte Flecken und im Bad lagen noch Haare vom Vorgänger.",
    complaints: [{ aspect: 'cleanliness', names: ['rauch', 'der teppich', 'haare'] }],
    praises: [],
  },
  {
    id: 'ev-de-04', language: 'de', business: 'apartment', stars: 4, kind: 'plain', mood: 'mixed',
    review: "Tolle Lage direkt am Hafen, man ist in fünf Minuten in der Altstadt. Die Wohnung war sauber. Leider war die Schlüsselübergabe kompliziert, wir mussten 40 Minuten auf den Vermieter warten.",
    complaints: [{ aspect: 'checkin', names: ['die schlüsselübergabe', 'den vermieter'] }],
    praises: [{ aspect: 'location', names: ['lage', 'am hafen', 'der altstadt'] }, { aspect: 'cleanliness', names: ['die wohnung'] }],
  },
  {
    id: 'ev-de-05', language: 'de', business: 'hotel', stars: 5, kind: 'plain', mood: 'positive',
    review: "Super Frühstücksbuffet mit regionalen Produkten, frischen Brötchen und Eierspeisen nach Wunsch. Der Pool im Garten war herrlich und nie überfüllt.",
    complaints: [],
    praises: [{ aspect: 'breakfast', names: ['frühstücksbuffet', 'brötchen'] }, { aspect: 'pool', names: ['der pool'] }],
  },
  {
    id: 'ev-de-06', language: 'de', business: 'restaurant', stars: 2, kind: 'plain', mood: 'negative',
    review: "Eine Stunde auf das Essen gewartet, und dann war der Braten zäh und die Soße versalzen. Die Kellnerin hat sich nicht einmal entschuldigt.",
    complaints: [{ aspect: 'staff', names: ['die kellnerin'] }, { aspect: 'food', names: ['der braten', 'die soße', 'das essen'] }],
    praises: [],
  },
  {
    id: 'ev-de-07', language: 'de', business: 'hotel', stars: 3, kind: 'plain', mood: 'mixed',
    review: "Das Personal war sehr freundlich und hilfsbereit. Das Zimmer war allerdings extrem hellhörig, wir haben jedes Wort der Nachbarn gehört und um sechs Uhr morgens fuhr die Müllabfuhr direkt unter dem Fenster vorbei.",
    complaints: [{ aspect: 'noise', names: ['nachbarn', 'die müllabfuhr'] }],
    praises: [{ aspect: 'staff', names: ['das personal'] }],
  },
  {
    id: 'ev-de-08', language: 'de', business: 'hotel', stars: 2, kind: 'plain', mood: 'negative',
    review: "Parkplätze gibt es keine, und das Parkhaus um die Ecke kostet 28 Euro pro Tag. Das hätte man bei der Buchung ruhig erwähnen können.",
    complaints: [{ aspect: 'parking', names: ['parkplätze'] }, { aspect: 'value', names: ['das parkhaus', '28 euro'] }],
    praises: [],
  },
  {
    id: 'ev-de-09', language: 'de', business: 'apartment', stars: 5, kind: 'plain', mood: 'positive',
    review: "Sehr schöne, moderne Ferienwohnung mit Balkon und Blick auf die Berge. Die Küche hat alles, was man braucht, sogar eine Spülmaschine. Gastgeberin Frau Huber war total lieb.",
    complaints: [],
    praises: [{ aspect: 'room', names: ['ferienwohnung', 'balkon', 'blick auf die berge'] }, { aspect: 'amenities', names: ['die küche', 'spülmaschine'] }, { aspect: 'staff', names: ['frau huber', 'gastgeberin'] }],
  },
  {
    id: 'ev-de-10', language: 'de', business: 'hotel', stars: 1, kind: 'plain', mood: 'negative',
    review: "Die Klimaanlage ging nicht, bei 34 Grad draußen. Wir haben drei Mal an der Rezeption Bescheid gesagt, passiert ist nix.",
    complaints: [{ aspect: 'amenities', names: ['die klimaanlage'] }, { aspect: 'staff', names: ['der rezeption'] }],
    praises: [],
  },
  {
    id: 'ev-de-11', language: 'de', business: 'restaurant', stars: 4, kind: 'plain', mood: 'mixed',
    review: "Leckere Pizza aus dem Holzofen und faire Preise. Allerdings war der Lärmpegel drinnen sehr hoch, man konnte sich kaum unterhalten.",
    complaints: [{ aspect: 'noise', names: ['der lärmpegel'] }],
    praises: [{ aspect: 'food', names: ['pizza'] }, { aspect: 'value', names: ['preise'] }],
  },
  {
    id: 'ev-de-12', language: 'de', business: 'hotel', stars: 4, kind: 'plain', mood: 'positive',
    review: "Ruhige Lage am Waldrand, perfekt zum Abschalten. Zimmer groß und sauber, Betten bequem. Das Abendessen im Hotelrestaurant war auch top.",
    complaints: [],
    praises: [{ aspect: 'location', names: ['lage', 'waldrand'] }, { aspect: 'noise', names: ['ruhige lage'] }, { aspect: 'room', names: ['zimmer', 'betten'] }, { aspect: 'cleanliness', names: ['zimmer'] }, { aspect: 'food', names: ['das abendessen', 'hotelrestaurant'] }],
  },
  {
    id: 'ev-de-13', language: 'de', business: 'hotel', stars: 2, kind: 'plain', mood: 'negative',
    review: "Der Check-in dauerte fast eine Stunde, weil nur eine Person an der Rezeption war und vor uns eine Reisegruppe ankam. Danach war das Zimmer nicht mal fertig.",
    complaints: [{ aspect: 'checkin', names: ['der check-in', 'der rezeption', 'das zimmer'] }],
    praises: [],
  },
  {
    id: 'ev-de-14', language: 'de', business: 'apartment', stars: 2, kind: 'plain', mood: 'negative',
    review: "Die Wohnung war viel kleiner als auf den Fotos, das Schlafsofa durchgelegen und die Dusche tropfte die ganze Nacht. Für 140 Euro die Nacht echt zu teuer.",
    complaints: [{ aspect: 'room', names: ['die wohnung', 'das schlafsofa'] }, { aspect: 'bathroom', names: ['die dusche'] }, { aspect: 'value', names: ['140 euro'] }],
    praises: [],
  },
  {
    id: 'ev-de-15', language: 'de', business: 'hotel', stars: 5, kind: 'plain', mood: 'positive',
    review: "Wellnessbereich ein Traum! Sauna, Dampfbad und ein beheizter Außenpool. Das Personal im Spa war super freundlich.",
    complaints: [],
    praises: [{ aspect: 'amenities', names: ['wellnessbereich', 'sauna', 'dampfbad'] }, { aspect: 'pool', names: ['außenpool'] }, { aspect: 'staff', names: ['das personal'] }],
  },
  {
    id: 'ev-de-16', language: 'de', business: 'restaurant', stars: 1, kind: 'plain', mood: 'negative',
    review: "Die Toilette war dreckig, kein Papier, kein Seife. Der Salat war welk. Nie wieder.",
    complaints: [{ aspect: 'cleanliness', names: ['die toilette'] }, { aspect: 'bathroom', names: ['papier', 'seife'] }, { aspect: 'food', names: ['der salat'] }],
    praises: [],
  },
  {
    id: 'ev-de-17', language: 'de', business: 'hotel', stars: 3, kind: 'plain', mood: 'mixed',
    review: "Frühstück war reichlich und lecker. Die Matratze war aber durchgelegen und das Kopfkissen viel zu dünn, ich hatte jeden Morgen Rückenschmerzen.",
    complaints: [{ aspect: 'room', names: ['die matratze', 'das kopfkissen'] }],
    praises: [{ aspect: 'breakfast', names: ['frühstück'] }],
  },
  {
    id: 'ev-de-18', language: 'de', business: 'hotel', stars: 4, kind: 'plain', mood: 'positive',
    review: "Top Lage, zwei Minuten zum Hauptbahnhof. Kostenloses WLAN war schnell und stabil, konnte problemlos Videocalls machen.",
    complaints: [],
    praises: [{ aspect: 'location', names: ['lage', 'hauptbahnhof'] }, { aspect: 'wifi', names: ['wlan'] }],
  },
  {
    id: 'ev-de-19', language: 'de', business: 'apartment', stars: 0, kind: 'plain', mood: 'mixed',
    review: "Schöne Wohnung, aber die Heizung ging nur auf Stufe 1 und es war im Januar bitterkalt. Der Vermieter kam erst nach zwei Tagen vorbei.",
    complaints: [{ aspect: 'amenities', names: ['die heizung'] }, { aspect: 'staff', names: ['der vermieter'] }],
    praises: [{ aspect: 'room', names: ['wohnung'] }],
  },
  {
    id: 'ev-de-20', language: 'de', business: 'restaurant', stars: 0, kind: 'plain', mood: 'positive',
    review: "Hervorragende Küche, kreative Gerichte und eine tolle Weinkarte. Der Sommelier hat uns wirklich gut beraten.",
    complaints: [],
    praises: [{ aspect: 'food', names: ['küche', 'gerichte', 'weinkarte'] }, { aspect: 'staff', names: ['der sommelier'] }],
  },
  // sarcasm
  {
    id: 'ev-de-21', language: 'de', business: 'hotel', stars: 1, kind: 'sarcasm', mood: 'negative',
    review: "Ganz toll, drei Nächte kein warmes Wasser. Super Service, wirklich, so erfrischend war Duschen noch nie.",
    complaints: [{ aspect: 'bathroom', names: ['warmes wasser', 'duschen'] }],
    praises: [],
  },
  {
    id: 'ev-de-22', language: 'de', business: 'hotel', stars: 2, kind: 'sarcasm', mood: 'negative',
    review: "Danke für die kostenlose Weckfunktion: Baustelle direkt vor dem Fenster, jeden Morgen ab 6:30. Sehr aufmerksam, uns das bei der Buchung zu verschweigen.",
    complaints: [{ aspect: 'noise', names: ['baustelle'] }],
    praises: [],
  },
  {
    id: 'ev-de-23', language: 'de', business: 'restaurant', stars: 1, kind: 'sarcasm', mood: 'negative',
    review: "Herrlich entschleunigt hier! Auf die Getränke 30 Minuten gewartet, aufs Essen nochmal eine Stunde. Man hat ja sonst nichts vor am Abend.",
    complaints: [{ aspect: 'staff', names: ['getränke', 'essen'] }],
    praises: [],
  },
  {
    id: 'ev-de-24', language: 'de', business: 'apartment', stars: 2, kind: 'sarcasm', mood: 'negative',
    review: "Wunderbar, das 'voll ausgestattete' Apartment hatte genau einen Topf und kein scharfes Messer. Kochen wurde so zum echten Abenteuer.",
    complaints: [{ aspect: 'amenities', names: ['topf', 'messer'] }],
    praises: [],
  },
  {
    id: 'ev-de-25', language: 'de', business: 'hotel', stars: 1, kind: 'sarcasm', mood: 'negative',
    review: "Klasse Sauberkeit! Die Haare in der Dusche waren bestimmt als Deko gedacht, genau wie der Staub auf dem Schrank.",
    complaints: [{ aspect: 'cleanliness', names: ['sauberkeit', 'haare', 'staub'] }],
    praises: [],
  },
  {
    id: 'ev-de-26', language: 'de', business: 'hotel', stars: 2, kind: 'sarcasm', mood: 'negative',
    review: "Fantastischer Parkservice: Auto um 9 bestellt, um 9:50 stand es dann endlich vor der Tür. Pünktlichkeit wird eh überschätzt.",
    complaints: [{ aspect: 'parking', names: ['parkservice', 'auto'] }],
    praises: [],
  },
  // list
  {
    id: 'ev-de-27', language: 'de', business: 'hotel', stars: 2, kind: 'list', mood: 'negative',
    review: "Mängelliste: - Fernseher ohne Empfang - Handtücher nicht gewechselt - Minibar leer - Aufzug ständig defekt - Frühstück ab 9 Uhr nur noch Reste",
    complaints: [{ aspect: 'amenities', names: ['fernseher', 'aufzug', 'minibar'] }, { aspect: 'bathroom', names: ['handtücher'] }, { aspect: 'breakfast', names: ['frühstück'] }],
    praises: [],
  },
  {
    id: 'ev-de-28', language: 'de', business: 'apartment', stars: 3, kind: 'list', mood: 'negative',
    review: "Was verbessert werden sollte: 1. Bettwäsche roch muffig. 2. Kein Föhn. 3. WLAN nur im Flur. 4. Mülltonnen direkt unter dem Schlafzimmerfenster, hat nachts gestunken.",
    complaints: [{ aspect: 'cleanliness', names: ['bettwäsche', 'mülltonnen'] }, { aspect: 'bathroom', names: ['föhn'] }, { aspect: 'wifi', names: ['wlan'] }],
    praises: [],
  },
  {
    id: 'ev-de-29', language: 'de', business: 'restaurant', stars: 2, kind: 'list', mood: 'negative',
    review: "Kurz zusammengefasst: Reservierung nicht gefunden, Bier lauwarm, Pommes matschig, Rechnung falsch. Schade.",
    complaints: [{ aspect: 'staff', names: ['reservierung', 'rechnung'] }, { aspect: 'food', names: ['bier', 'pommes'] }],
    praises: [],
  },
  {
    id: 'ev-de-30', language: 'de', business: 'hotel', stars: 3, kind: 'list', mood: 'mixed',
    review: "Positiv: nettes Personal, gutes Frühstück. Negativ: Zimmer winzig, Dusche nur lauwarm, Parken 20 € pro Nacht, Fenster ließ sich nicht öffnen.",
    complaints: [{ aspect: 'room', names: ['zimmer', 'fenster'] }, { aspect: 'bathroom', names: ['dusche'] }, { aspect: 'value', names: ['parken', '20 €'] }],
    praises: [{ aspect: 'staff', names: ['personal'] }, { aspect: 'breakfast', names: ['frühstück'] }],
  },
  {
    id: 'ev-de-31', language: 'de', business: 'hotel', stars: 2, kind: 'list', mood: 'negative',
    review: "Kleine Auswahl an Problemen: Schimmel im Bad, Klimaanlage laut wie ein Staubsauger, kein Wasserkocher, Check-in erst um 16:30 statt 15 Uhr.",
    complaints: [{ aspect: 'cleanliness', names: ['schimmel', 'bad'] }, { aspect: 'amenities', names: ['klimaanlage', 'wasserkocher'] }, { aspect: 'checkin', names: ['check-in'] }],
    praises: [],
  },
  {
    id: 'ev-de-32', language: 'de', business: 'restaurant', stars: 3, kind: 'list', mood: 'mixed',
    review: "+ sehr freundliche Kellner + schöne Terrasse - Schnitzel zu trocken - Wartezeit auf den Tisch trotz Reservierung 25 Minuten - Wein überteuert",
    complaints: [{ aspect: 'food', names: ['schnitzel'] }, { aspect: 'staff', names: ['wartezeit', 'tisch'] }, { aspect: 'value', names: ['wein'] }],
    praises: [{ aspect: 'staff', names: ['kellner'] }, { aspect: 'amenities', names: ['terrasse'] }],
  },
  // rant
  {
    id: 'ev-de-33', language: 'de', business: 'hotel', stars: 1, kind: 'rant', mood: 'negative',
    review: "Ich schreibe selten Bewertungen, aber hier muss ich einfach. Wir kamen um 22 Uhr an und die Rezeption war nicht besetzt, nur ein Zettel mit einer Handynummer, unter der niemand ranging. Nach einer halben Stunde kam endlich ein Nachtportier, der uns ein Zimmer im Erdgeschoss direkt neben der Bar gab. Bis zwei Uhr nachts dröhnte Musik durch die Wand. Das Bett quietschte bei jeder Bewegung und die Bettdecke war fleckig. Am Morgen gab es kein warmes Wasser, angeblich ein Problem mit dem Boiler. Das Frühstück bestand aus abgepacktem Käse, trockenem Brot und Kaffee aus dem Automaten. Als ich das beim Auschecken ansprach, zuckte die Dame nur mit den Schultern. Für 160 Euro die Nacht eine absolute Frechheit.",
    complaints: [
      { aspect: 'checkin', names: ['die rezeption', 'nachtportier'] },
      { aspect: 'noise', names: ['musik', 'der bar'] },
      { aspect: 'room', names: ['das bett'] },
      { aspect: 'cleanliness', names: ['die bettdecke'] },
      { aspect: 'bathroom', names: ['warmes wasser', 'boiler'] },
      { aspect: 'breakfast', names: ['das frühstück', 'kaffee'] },
      { aspect: 'staff', names: ['die dame'] },
      { aspect: 'value', names: ['160 euro'] },
    ],
    praises: [],
  },
  {
    id: 'ev-de-34', language: 'de', business: 'restaurant', stars: 1, kind: 'rant', mood: 'negative',
    review: "Wir hatten für zwölf Personen zur Konfirmation unseres Sohnes reserviert, und der Abend war eine Katastrophe. Der Tisch war nicht eingedeckt, wir standen zwanzig Minuten im Eingang. Die Vorspeisen kamen nach einer Stunde, die Hauptgerichte in drei Etappen, sodass nie alle gleichzeitig essen konnten. Der Rinderbraten war kalt und die Knödel innen noch roh. Die Kinderportionen waren winzig und kosteten trotzdem 14 Euro. Als wir uns beschwerten, meinte der Chef nur, sie seien heute unterbesetzt. Kein Wort der Entschuldigung, nichts. Ich kann nur jedem abraten, hier eine Feier zu planen.",
    complaints: [
      { aspect: 'staff', names: ['der chef', 'der tisch', 'die vorspeisen'] },
      { aspect: 'food', names: ['der rinderbraten', 'die knödel'] },
      { aspect: 'value', names: ['die kinderportionen', '14 euro'] },
    ],
    praises: [],
  },
  {
    id: 'ev-de-35', language: 'de', business: 'apartment', stars: 1, kind: 'rant', mood: 'negative',
    review: "Wir haben diese Ferienwohnung für zwei Wochen gebucht und sind nach vier Tagen abgereist. Schon beim Betreten roch es muffig, im Schlafzimmer war Schimmel an der Wand hinter dem Schrank. Das WLAN, mit dem groß geworben wird, existierte praktisch nicht. Die Waschmaschine lief aus und setzte das Bad unter Wasser. Der Vermieter war tagelang nicht erreichbar und schrieb dann, wir hätten die Maschine falsch bedient. Nachts feierten die Nachbarn oben, bis drei Uhr morgens hörte man Stühle rücken und laute Musik. Eine Erstattung für die restlichen zehn Nächte wurde abgelehnt. Finger weg!",
    complaints: [
      { aspect: 'cleanliness', names: ['schimmel', 'schlafzimmer'] },
      { aspect: 'wifi', names: ['das wlan'] },
      { aspect: 'amenities', names: ['die waschmaschine'] },
      { aspect: 'staff', names: ['der vermieter'] },
      { aspect: 'noise', names: ['die nachbarn', 'laute musik'] },
      { aspect: 'value', names: ['eine erstattung'] },
    ],
    praises: [],
  },
  // sting
  {
    id: 'ev-de-36', language: 'de', business: 'hotel', stars: 4, kind: 'sting', mood: 'mixed',
    review: "Wunderschönes Hotel mit tollem Blick auf den See, super Frühstück und sehr nettes Team. Einziger Wermutstropfen: Das WLAN kostet extra, 9 Euro am Tag, das ist heute nicht mehr zeitgemäß.",
    complaints: [{ aspect: 'value', names: ['das wlan', '9 euro'] }],
    praises: [{ aspect: 'location', names: ['blick auf den see', 'see'] }, { aspect: 'breakfast', names: ['frühstück'] }, { aspect: 'staff', names: ['team'] }],
  },
  {
    id: 'ev-de-37', language: 'de', business: 'restaurant', stars: 4, kind: 'sting', mood: 'mixed',
    review: "Sehr gutes Essen, besonders die hausgemachten Maultaschen, und der Service war flott. Nur die Stühle draußen waren wacklig.",
    complaints: [{ aspect: 'amenities', names: ['die stühle'] }],
    praises: [{ aspect: 'food', names: ['essen', 'maultaschen'] }, { aspect: 'staff', names: ['der service'] }],
  },
  {
    id: 'ev-de-38', language: 'de', business: 'apartment', stars: 5, kind: 'sting', mood: 'mixed',
    review: "Die Wohnung war sauber und gemütlich, die Lage toll und der Kontakt mit dem Gastgeber sehr nett. Nur der Parkplatz im Hof war sehr eng, mit einem größeren Auto kaum machbar.",
    complaints: [{ aspect: 'parking', names: ['der parkplatz'] }],
    praises: [{ aspect: 'cleanliness', names: ['die wohnung'] }, { aspect: 'room', names: ['die wohnung'] }, { aspect: 'location', names: ['die lage'] }, { aspect: 'staff', names: ['gastgeber'] }],
  },
  {
    id: 'ev-de-39', language: 'de', business: 'hotel', stars: 4, kind: 'sting', mood: 'mixed',
    review: "Tolles Familienhotel, Kinderbecken und Rutsche haben unsere Kids geliebt. Das Essen am Buffet abends war allerdings eher Kantinenniveau.",
    complaints: [{ aspect: 'food', names: ['das essen', 'buffet'] }],
    praises: [{ aspect: 'pool', names: ['kinderbecken', 'rutsche'] }],
  },
  {
    id: 'ev-de-40', language: 'de', business: 'hotel', stars: 5, kind: 'sting', mood: 'mixed',
    review: "Sehr freundlicher Empfang, schnelles Einchecken, schönes großes Zimmer. Die Dusche war aber ein Witz, nur ein Rinnsal.",
    complaints: [{ aspect: 'bathroom', names: ['die dusche'] }],
    praises: [{ aspect: 'staff', names: ['empfang'] }, { aspect: 'checkin', names: ['einchecken'] }, { aspect: 'room', names: ['zimmer'] }],
  },
  {
    id: 'ev-de-41', language: 'de', business: 'restaurant', stars: 4, kind: 'sting', mood: 'mixed',
    review: "Gemütliche Atmosphäre, tolle Steaks und aufmerksames Personal. Preislich aber schon ordentlich gesalzen, 45 Euro für ein Rumpsteak.",
    complaints: [{ aspect: 'value', names: ['45 euro', 'rumpsteak'] }],
    praises: [{ aspect: 'food', names: ['steaks'] }, { aspect: 'staff', names: ['personal'] }],
  },
  // mixed-language
  {
    id: 'ev-de-42', language: 'de', business: 'hotel', stars: 3, kind: 'mixed-language', mood: 'mixed',
    review: "Das Hotel ist ok, aber the breakfast was really poor, nur Toast und Marmelade. Die Lage dagegen ist super, direkt am Marktplatz.",
    complaints: [{ aspect: 'breakfast', names: ['the breakfast', 'toast'] }],
    praises: [{ aspect: 'location', names: ['die lage', 'marktplatz'] }],
  },
  {
    id: 'ev-de-43', language: 'de', business: 'apartment', stars: 4, kind: 'mixed-language', mood: 'positive',
    review: "Die Wohnung war perfekt für uns vier. Very clean, great kitchen, and the host was super helpful. Gerne wieder!",
    complaints: [],
    praises: [{ aspect: 'room', names: ['die wohnung'] }, { aspect: 'cleanliness', names: ['die wohnung'] }, { aspect: 'amenities', names: ['kitchen'] }, { aspect: 'staff', names: ['the host'] }],
  },
  {
    id: 'ev-de-44', language: 'de', business: 'restaurant', stars: 2, kind: 'mixed-language', mood: 'negative',
    review: "Wir waren zu viert hier. Le service était vraiment lent, fast eine Stunde für die Hauptspeisen. Und die Pasta war total verkocht, franchement décevant.",
    complaints: [{ aspect: 'staff', names: ['le service', 'die hauptspeisen'] }, { aspect: 'food', names: ['die pasta'] }],
    praises: [],
  },
  // stars-contradict
  {
    id: 'ev-de-45', language: 'de', business: 'hotel', stars: 5, kind: 'stars-contradict', mood: 'negative',
    review: "Zimmer war schmutzig, im Bad Schimmel und der Fernseher ging nicht. Personal unfreundlich.",
    complaints: [{ aspect: 'cleanliness', names: ['zimmer', 'schimmel'] }, { aspect: 'amenities', names: ['der fernseher'] }, { aspect: 'staff', names: ['personal'] }],
    praises: [],
  },
  {
    id: 'ev-de-46', language: 'de', business: 'hotel', stars: 1, kind: 'stars-contradict', mood: 'positive',
    review: "Wunderbarer Aufenthalt! Das Zimmer war ein Traum, das Frühstück reichlich und das Personal super nett. Wir kommen gern wieder.",
    complaints: [],
    praises: [{ aspect: 'room', names: ['das zimmer'] }, { aspect: 'breakfast', names: ['das frühstück'] }, { aspect: 'staff', names: ['das personal'] }],
  },
  {
    id: 'ev-de-47', language: 'de', business: 'restaurant', stars: 5, kind: 'stars-contradict', mood: 'negative',
    review: "Essen war kalt, der Kellner hat uns ignoriert und die Rechnung war zu hoch. Schade drum.",
    complaints: [{ aspect: 'food', names: ['essen'] }, { aspect: 'staff', names: ['der kellner'] }, { aspect: 'value', names: ['die rechnung'] }],
    praises: [],
  },
  {
    id: 'ev-de-48', language: 'de', business: 'apartment', stars: 2, kind: 'stars-contradict', mood: 'positive',
    review: "Sehr schöne Wohnung, alles blitzsauber, die Lage ist unschlagbar und die Vermieterin hat uns sogar vom Bahnhof abgeholt. Danke!",
    complaints: [],
    praises: [{ aspect: 'room', names: ['wohnung'] }, { aspect: 'cleanliness', names: ['wohnung'] }, { aspect: 'location', names: ['die lage'] }, { aspect: 'staff', names: ['die vermieterin'] }],
  },
  // short
  {
    id: 'ev-de-49', language: 'de', business: 'hotel', stars: 4, kind: 'short', mood: 'positive',
    review: "Alles super, gerne wieder!",
    complaints: [],
    praises: [],
  },
  {
    id: 'ev-de-50', language: 'de', business: 'restaurant', stars: 1, kind: 'short', mood: 'negative',
    review: "Nie wieder. Essen kalt.",
    complaints: [{ aspect: 'food', names: ['essen'] }],
    praises: [],
  },
  // ───────────────────────────── French ─────────────────────────────
  // plain
  {
    id: 'ev-fr-01', language: 'fr', business: 'hotel', stars: 2, kind: 'plain', mood: 'negative',
    review: "Le wifi ne marchait pas dans la chambre, il fallait descendre au lobby pour avoir du réseau. Et la climatisation faisait un bruit d'avion toute la nuit.",
    complaints: [{ aspect: 'wifi', names: ['le wifi'] }, { aspect: 'amenities', names: ['la climatisation'] }],
    praises: [],
  },
  {
    id: 'ev-fr-02', language: 'fr', business: 'restaurant', stars: 5, kind: 'plain', mood: 'positive',
    review: "Un vrai régal ! Le magret de canard était parfait et le fondant au chocolat à tomber. Serveuse adorable et de bon conseil.",
    complaints: [],
    praises: [{ aspect: 'food', names: ['le magret de canard', 'le fondant au chocolat'] }, { aspect: 'staff', names: ['serveuse'] }],
  },
  {
    id: 'ev-fr-03', language: 'fr', business: 'hotel', stars: 1, kind: 'plain', mood: 'negative',
    review: "Chambre sale, des cheveux dans la baignoire et une odeur de tabac froid dans les rideaux. On a demandé à changer, on nous a répondu que l'hôtel était complet.",
    complaints: [{ aspect: 'cleanliness', names: ['chambre', 'la baignoire', 'tabac froid'] }],
    praises: [],
  },
  {
    id: 'ev-fr-04', language: 'fr', business: 'apartment', stars: 4, kind: 'plain', mood: 'mixed',
    review: "Appartement très bien situé, à deux pas du Vieux-Port, lumineux et spacieux. Seul bémol, impossible de trouver une place de parking dans le quartier, on a tourné une heure chaque soir.",
    complaints: [{ aspect: 'parking', names: ['une place de parking', 'parking'] }],
    praises: [{ aspect: 'location', names: ['vieux-port', 'appartement'] }, { aspect: 'room', names: ['appartement'] }],
  },
  {
    id: 'ev-fr-05', language: 'fr', business: 'hotel', stars: 5, kind: 'plain', mood: 'positive',
    review: "Petit-déjeuner copieux avec des viennoiseries maison, jus pressé et fromages locaux. La piscine chauffée est un vrai plus et le personnel aux petits soins.",
    complaints: [],
    praises: [{ aspect: 'breakfast', names: ['petit-déjeuner', 'viennoiseries'] }, { aspect: 'pool', names: ['la piscine'] }, { aspect: 'staff', names: ['le personnel'] }],
  },
  {
    id: 'ev-fr-06', language: 'fr', business: 'restaurant', stars: 2, kind: 'plain', mood: 'negative',
    review: "Quarante minutes d'attente pour une entrée, les frites étaient molles et le steak trop cuit alors que j'avais demandé saignant. Le serveur n'a même pas proposé de le refaire.",
    complaints: [{ aspect: 'staff', names: ['le serveur', 'attente'] }, { aspect: 'food', names: ['les frites', 'le steak'] }],
    praises: [],
  },
  {
    id: 'ev-fr-07', language: 'fr', business: 'hotel', stars: 3, kind: 'plain', mood: 'mixed',
    review: "Accueil très sympathique et chambre confortable. Par contre les murs sont en carton, on entendait la télé des voisins jusqu'à minuit.",
    complaints: [{ aspect: 'noise', names: ['les murs', 'la télé des voisins', 'voisins'] }],
    praises: [{ aspect: 'staff', names: ['accueil'] }, { aspect: 'room', names: ['chambre'] }],
  },
  {
    id: 'ev-fr-08', language: 'fr', business: 'hotel', stars: 4, kind: 'plain', mood: 'positive',
    review: "Hôtel calme en bord de mer, parking gratuit et sécurisé. Literie excellente, on a dormi comme des bébés.",
    complaints: [],
    praises: [{ aspect: 'noise', names: ['hôtel calme'] }, { aspect: 'location', names: ['bord de mer'] }, { aspect: 'parking', names: ['parking gratuit', 'parking'] }, { aspect: 'room', names: ['literie'] }],
  },
  {
    id: 'ev-fr-09', language: 'fr', business: 'apartment', stars: 2, kind: 'plain', mood: 'negative',
    review: "L'eau chaude ne durait que cinq minutes, impossible de prendre une douche à deux. Le propriétaire nous a dit que c'était normal.",
    complaints: [{ aspect: 'bathroom', names: ["l'eau chaude", 'une douche'] }, { aspect: 'staff', names: ['le propriétaire'] }],
    praises: [],
  },
  {
    id: 'ev-fr-10', language: 'fr', business: 'hotel', stars: 1, kind: 'plain', mood: 'negative',
    review: "L'ascenseur était en panne pendant tout le séjour, avec nos valises au cinquième étage. Personne à la réception n'a proposé de solution.",
    complaints: [{ aspect: 'amenities', names: ["l'ascenseur"] }, { aspect: 'staff', names: ['la réception'] }],
    praises: [],
  },
  {
    id: 'ev-fr-11', language: 'fr', business: 'restaurant', stars: 4, kind: 'plain', mood: 'mixed',
    review: "Cuisine savoureuse et produits frais, mais l'addition est salée : 12 euros le verre de vin, faut pas exagérer.",
    complaints: [{ aspect: 'value', names: ["l'addition", 'le verre de vin'] }],
    praises: [{ aspect: 'food', names: ['cuisine', 'produits frais'] }],
  },
  {
    id: 'ev-fr-12', language: 'fr', business: 'hotel', stars: 5, kind: 'plain', mood: 'positive',
    review: "Check-in rapide, chambre surclassée avec vue sur la cathédrale et un personnel d'une grande gentillesse. Merci !",
    complaints: [],
    praises: [{ aspect: 'checkin', names: ['check-in'] }, { aspect: 'room', names: ['chambre', 'vue sur la cathédrale'] }, { aspect: 'staff', names: ['personnel'] }],
  },
  {
    id: 'ev-fr-13', language: 'fr', business: 'hotel', stars: 2, kind: 'plain', mood: 'negative',
    review: "Le petit-déjeuner était hors de prix pour ce que c'était : 19 euros pour du pain industriel et un café tiède.",
    complaints: [{ aspect: 'value', names: ['le petit-déjeuner', '19 euros'] }, { aspect: 'breakfast', names: ['le petit-déjeuner', 'pain industriel', 'café'] }],
    praises: [],
  },
  {
    id: 'ev-fr-14', language: 'fr', business: 'apartment', stars: 5, kind: 'plain', mood: 'positive',
    review: "Studio impeccable, cuisine bien équipée et le lit très confortable. La propriétaire nous a laissé des conseils de restos géniaux.",
    complaints: [],
    praises: [{ aspect: 'cleanliness', names: ['studio'] }, { aspect: 'amenities', names: ['cuisine'] }, { aspect: 'room', names: ['le lit'] }, { aspect: 'staff', names: ['la propriétaire'] }],
  },
  {
    id: 'ev-fr-15', language: 'fr', business: 'restaurant', stars: 1, kind: 'plain', mood: 'negative',
    review: "Réservé pour 20h, on nous a installés à 20h45. Ensuite le serveur s'est trompé dans les plats et la mousse au chocolat sortait direct du congélateur, elle était encore gelée.",
    complaints: [{ aspect: 'staff', names: ['le serveur', 'les plats'] }, { aspect: 'food', names: ['la mousse au chocolat'] }],
    praises: [],
  },
  {
    id: 'ev-fr-16', language: 'fr', business: 'hotel', stars: 3, kind: 'plain', mood: 'mixed',
    review: "Piscine agréable et bien entretenue, mais les transats sont pris dès 7h du matin avec des serviettes. Le bar de la piscine ferme beaucoup trop tôt.",
    complaints: [{ aspect: 'pool', names: ['les transats', 'le bar de la piscine'] }],
    praises: [{ aspect: 'pool', names: ['piscine'] }],
  },
  {
    id: 'ev-fr-17', language: 'fr', business: 'hotel', stars: 2, kind: 'plain', mood: 'negative',
    review: "La réception nous a fait attendre trente minutes à l'arrivée, puis la chambre n'était pas prête. Réceptionniste désagréable en plus.",
    complaints: [{ aspect: 'checkin', names: ['la réception', "l'arrivée"] }, { aspect: 'staff', names: ['réceptionniste'] }],
    praises: [],
  },
  {
    id: 'ev-fr-18', language: 'fr', business: 'hotel', stars: 0, kind: 'plain', mood: 'positive',
    review: "Très bon rapport qualité-prix, à dix minutes à pied de la gare. Chambre propre et wifi rapide.",
    complaints: [],
    praises: [{ aspect: 'value', names: ['rapport qualité-prix'] }, { aspect: 'location', names: ['la gare'] }, { aspect: 'cleanliness', names: ['chambre'] }, { aspect: 'wifi', names: ['wifi'] }],
  },
  {
    id: 'ev-fr-19', language: 'fr', business: 'apartment', stars: 3, kind: 'plain', mood: 'mixed',
    review: "Bel appartement avec terrasse, mais l'arrivée autonome a été compliquée : le code de la boîte à clés ne fonctionnait pas et personne ne répondait au téléphone.",
    complaints: [{ aspect: 'checkin', names: ["l'arrivée autonome", 'la boîte à clés'] }],
    praises: [{ aspect: 'room', names: ['appartement', 'terrasse'] }],
  },
  {
    id: 'ev-fr-20', language: 'fr', business: 'restaurant', stars: 0, kind: 'plain', mood: 'positive',
    review: "Accueil chaleureux, service rapide et les meilleures crêpes de la ville. On reviendra avec plaisir.",
    complaints: [],
    praises: [{ aspect: 'staff', names: ['accueil', 'service'] }, { aspect: 'food', names: ['crêpes'] }],
  },
  // sarcasm
  {
    id: 'ev-fr-21', language: 'fr', business: 'hotel', stars: 1, kind: 'sarcasm', mood: 'negative',
    review: "Bravo, trois nuits sans eau chaude. Service impeccable, vraiment, rien de tel qu'une douche glacée pour se réveiller.",
    complaints: [{ aspect: 'bathroom', names: ['eau chaude', 'une douche'] }],
    praises: [],
  },
  {
    id: 'ev-fr-22', language: 'fr', business: 'hotel', stars: 2, kind: 'sarcasm', mood: 'negative',
    review: "Super, la vue « mer » donnait sur le parking et les poubelles. Magnifique panorama, on en redemande.",
    complaints: [{ aspect: 'room', names: ['la vue'] }],
    praises: [],
  },
  {
    id: 'ev-fr-23', language: 'fr', business: 'restaurant', stars: 1, kind: 'sarcasm', mood: 'negative',
    review: "Quelle rapidité, le service ! Une heure et quart pour deux pizzas, on a eu le temps de faire connaissance avec toute la salle. Génial.",
    complaints: [{ aspect: 'staff', names: ['le service'] }],
    praises: [],
  },
  {
    id: 'ev-fr-24', language: 'fr', business: 'apartment', stars: 2, kind: 'sarcasm', mood: 'negative',
    review: "Merci pour la salle de sport gratuite : cinq étages sans ascenseur avec les valises. Quelle attention.",
    complaints: [{ aspect: 'amenities', names: ['ascenseur'] }],
    praises: [],
  },
  {
    id: 'ev-fr-25', language: 'fr', business: 'hotel', stars: 1, kind: 'sarcasm', mood: 'negative',
    review: "Génial, le wifi « haut débit » permettait presque de charger un mail par heure. Très pratique pour le télétravail.",
    complaints: [{ aspect: 'wifi', names: ['le wifi'] }],
    praises: [],
  },
  {
    id: 'ev-fr-26', language: 'fr', business: 'hotel', stars: 2, kind: 'sarcasm', mood: 'negative',
    review: "Ravie d'avoir payé 25 euros par nuit pour le parking, surtout qu'on a dû se garer dans la rue faute de place. Merveilleux.",
    complaints: [{ aspect: 'value', names: ['le parking', '25 euros'] }, { aspect: 'parking', names: ['le parking', 'place'] }],
    praises: [],
  },
  // list
  {
    id: 'ev-fr-27', language: 'fr', business: 'hotel', stars: 2, kind: 'list', mood: 'negative',
    review: "Ce qui ne va pas : - serviettes pas changées - pas de savon - télé qui ne s'allume pas - clim bruyante - personnel du petit-déj débordé",
    complaints: [{ aspect: 'bathroom', names: ['serviettes', 'savon'] }, { aspect: 'amenities', names: ['télé', 'clim'] }, { aspect: 'staff', names: ['personnel du petit-déj', 'personnel'] }],
    praises: [],
  },
  {
    id: 'ev-fr-28', language: 'fr', business: 'apartment', stars: 3, kind: 'list', mood: 'negative',
    review: "À améliorer : 1) matelas trop mou 2) pas de rideaux occultants 3) la plaque de cuisson ne chauffe qu'à moitié 4) le wifi coupe sans arrêt",
    complaints: [{ aspect: 'room', names: ['matelas', 'rideaux'] }, { aspect: 'amenities', names: ['la plaque de cuisson'] }, { aspect: 'wifi', names: ['le wifi'] }],
    praises: [],
  },
  {
    id: 'ev-fr-29', language: 'fr', business: 'restaurant', stars: 2, kind: 'list', mood: 'negative',
    review: "Pain rassis, vin bouchonné, serveur pressé, addition à 90 euros pour deux. Non merci.",
    complaints: [{ aspect: 'food', names: ['pain', 'vin'] }, { aspect: 'staff', names: ['serveur'] }, { aspect: 'value', names: ['addition', '90 euros'] }],
    praises: [],
  },
  {
    id: 'ev-fr-30', language: 'fr', business: 'hotel', stars: 3, kind: 'list', mood: 'mixed',
    review: "Les plus : emplacement idéal, personnel souriant. Les moins : salle de bain vieillotte, pas de climatisation en plein mois d'août, petit-déjeuner sans grand choix.",
    complaints: [{ aspect: 'bathroom', names: ['salle de bain'] }, { aspect: 'amenities', names: ['climatisation'] }, { aspect: 'breakfast', names: ['petit-déjeuner'] }],
    praises: [{ aspect: 'location', names: ['emplacement'] }, { aspect: 'staff', names: ['personnel'] }],
  },
  {
    id: 'ev-fr-31', language: 'fr', business: 'hotel', stars: 2, kind: 'list', mood: 'negative',
    review: "En vrac : attente interminable à la réception, chambre qui sent l'humidité, chasse d'eau qui fuit, parking payant et trop petit.",
    complaints: [{ aspect: 'checkin', names: ['la réception', 'attente'] }, { aspect: 'cleanliness', names: ["l'humidité", 'chambre'] }, { aspect: 'bathroom', names: ["chasse d'eau"] }, { aspect: 'value', names: ['parking payant'] }, { aspect: 'parking', names: ['parking'] }],
    praises: [],
  },
  {
    id: 'ev-fr-32', language: 'fr', business: 'restaurant', stars: 3, kind: 'list', mood: 'mixed',
    review: "Points positifs : le tartare, la terrasse ombragée. Points négatifs : bruit de la route, attente entre les plats, dessert industriel.",
    complaints: [{ aspect: 'noise', names: ['bruit de la route', 'la route'] }, { aspect: 'staff', names: ['attente', 'les plats'] }, { aspect: 'food', names: ['dessert'] }],
    praises: [{ aspect: 'food', names: ['le tartare'] }, { aspect: 'amenities', names: ['la terrasse'] }],
  },
  // rant
  {
    id: 'ev-fr-33', language: 'fr', business: 'hotel', stars: 1, kind: 'rant', mood: 'negative',
    review: "Je n'écris jamais d'avis mais là, c'est trop. Arrivés à 23h après six heures de route, personne à la réception, juste un numéro de téléphone qui sonnait dans le vide. Au bout de quarante minutes un veilleur de nuit est arrivé, visiblement agacé d'être dérangé. La chambre sentait le renfermé et les draps avaient des taches douteuses. La fenêtre donnait sur une discothèque qui a fait trembler les murs jusqu'à 4h. Le matin, pas d'eau chaude, et au petit-déjeuner il ne restait plus que du pain de mie et un fond de café. Quand j'ai voulu en parler au gérant, il m'a répondu que ce n'était pas de sa faute. Plus de 150 euros la nuit pour ça, c'est du vol.",
    complaints: [
      { aspect: 'checkin', names: ['la réception'] },
      { aspect: 'staff', names: ['gérant', 'veilleur de nuit'] },
      { aspect: 'cleanliness', names: ['la chambre', 'les draps'] },
      { aspect: 'noise', names: ['discothèque'] },
      { aspect: 'bathroom', names: ['eau chaude'] },
      { aspect: 'breakfast', names: ['petit-déjeuner', 'café'] },
      { aspect: 'value', names: ['150 euros'] },
    ],
    praises: [],
  },
  {
    id: 'ev-fr-34', language: 'fr', business: 'restaurant', stars: 1, kind: 'rant', mood: 'negative',
    review: "Nous étions huit pour fêter un départ à la retraite, table réservée depuis un mois. À notre arrivée, la table n'était pas prête et on nous a fait patienter au bar sans rien proposer. Les entrées sont arrivées au bout de cinquante minutes. Le poisson était trop cuit, sec comme du carton, et la sauce avait tourné. Deux plats ont été oubliés, il a fallu les réclamer trois fois. La serveuse levait les yeux au ciel à chaque demande. En fin de repas, on nous a facturé des boissons qu'on n'avait jamais reçues. Une soirée gâchée, et franchement un manque total de professionnalisme.",
    complaints: [
      { aspect: 'staff', names: ['la serveuse', 'la table', 'des boissons'] },
      { aspect: 'food', names: ['le poisson', 'la sauce'] },
    ],
    praises: [],
  },
  {
    id: 'ev-fr-35', language: 'fr', business: 'apartment', stars: 1, kind: 'rant', mood: 'negative',
    review: "Une catastrophe du début à la fin. L'annonce promettait un appartement rénové, on a trouvé des murs décrépis et une moisissure noire au plafond de la salle de bain. Le canapé-lit était cassé, on a dormi à trois dans un lit double. Le wifi n'a jamais fonctionné malgré quatre messages au propriétaire, qui ne répondait qu'au bout de deux jours. La machine à laver fuyait. Le quartier est bruyant, avec des scooters toute la nuit sous les fenêtres. Au départ, il a retenu 100 euros de caution pour une « tache » qui était déjà là. À fuir absolument.",
    complaints: [
      { aspect: 'room', names: ['appartement', 'le canapé-lit', 'murs'] },
      { aspect: 'cleanliness', names: ['moisissure', 'la salle de bain'] },
      { aspect: 'wifi', names: ['le wifi'] },
      { aspect: 'staff', names: ['propriétaire'] },
      { aspect: 'amenities', names: ['la machine à laver'] },
      { aspect: 'noise', names: ['scooters', 'le quartier'] },
      { aspect: 'value', names: ['caution', '100 euros'] },
    ],
    praises: [],
  },
  // sting
  {
    id: 'ev-fr-36', language: 'fr', business: 'hotel', stars: 4, kind: 'sting', mood: 'mixed',
    review: "Hôtel magnifique, personnel attentionné et un spa incroyable. Dommage que le petit-déjeuner soit à 28 euros, c'est abusé.",
    complaints: [{ aspect: 'value', names: ['le petit-déjeuner', '28 euros'] }],
    praises: [{ aspect: 'staff', names: ['personnel'] }, { aspect: 'amenities', names: ['spa'] }],
  },
  {
    id: 'ev-fr-37', language: 'fr', business: 'restaurant', stars: 4, kind: 'sting', mood: 'mixed',
    review: "Excellente cuisine, les Saint-Jacques étaient divines et le service attentionné. Seul regret, le bruit dans la salle, on s'entendait à peine.",
    complaints: [{ aspect: 'noise', names: ['le bruit', 'la salle'] }],
    praises: [{ aspect: 'food', names: ['cuisine', 'saint-jacques'] }, { aspect: 'staff', names: ['le service'] }],
  },
  {
    id: 'ev-fr-38', language: 'fr', business: 'apartment', stars: 5, kind: 'sting', mood: 'mixed',
    review: "Appartement propre, emplacement parfait et propriétaire très réactif. Juste la douche à l'italienne qui inonde toute la salle de bain.",
    complaints: [{ aspect: 'bathroom', names: ["la douche à l'italienne", 'la salle de bain'] }],
    praises: [{ aspect: 'cleanliness', names: ['appartement'] }, { aspect: 'location', names: ['emplacement'] }, { aspect: 'staff', names: ['propriétaire'] }],
  },
  {
    id: 'ev-fr-39', language: 'fr', business: 'hotel', stars: 4, kind: 'sting', mood: 'mixed',
    review: "Très bel hôtel, grande piscine, chambres spacieuses et personnel aux petits soins. Par contre le wifi est catastrophique dans les bungalows.",
    complaints: [{ aspect: 'wifi', names: ['le wifi'] }],
    praises: [{ aspect: 'pool', names: ['piscine'] }, { aspect: 'room', names: ['chambres'] }, { aspect: 'staff', names: ['personnel'] }],
  },
  {
    id: 'ev-fr-40', language: 'fr', business: 'hotel', stars: 5, kind: 'sting', mood: 'mixed',
    review: "Séjour parfait, vue splendide depuis la chambre, lit king size hyper confortable. Le seul hic : 15 minutes d'attente à l'ascenseur chaque matin.",
    complaints: [{ aspect: 'amenities', names: ["l'ascenseur"] }],
    praises: [{ aspect: 'room', names: ['la chambre', 'lit', 'vue'] }],
  },
  {
    id: 'ev-fr-41', language: 'fr', business: 'restaurant', stars: 4, kind: 'sting', mood: 'mixed',
    review: "Très bonne adresse, les pâtes fraîches sont délicieuses et la serveuse adorable. Un peu cher quand même pour des pâtes.",
    complaints: [{ aspect: 'value', names: ['des pâtes', 'cher'] }],
    praises: [{ aspect: 'food', names: ['les pâtes fraîches'] }, { aspect: 'staff', names: ['la serveuse'] }],
  },
  // mixed-language
  {
    id: 'ev-fr-42', language: 'fr', business: 'hotel', stars: 3, kind: 'mixed-language', mood: 'mixed',
    review: "Hôtel bien situé près de la gare. But the room was really small and the shower was broken, ce qui est dommage pour le prix.",
    complaints: [{ aspect: 'room', names: ['the room'] }, { aspect: 'bathroom', names: ['the shower'] }, { aspect: 'value', names: ['le prix'] }],
    praises: [{ aspect: 'location', names: ['la gare'] }],
  },
  {
    id: 'ev-fr-43', language: 'fr', business: 'restaurant', stars: 5, kind: 'mixed-language', mood: 'positive',
    review: "Super restaurant, la cuisine est excellente. Die Bedienung war auch sehr freundlich, on reviendra !",
    complaints: [],
    praises: [{ aspect: 'food', names: ['la cuisine'] }, { aspect: 'staff', names: ['die bedienung'] }],
  },
  {
    id: 'ev-fr-44', language: 'fr', business: 'apartment', stars: 2, kind: 'mixed-language', mood: 'negative',
    review: "L'appartement était sale à notre arrivée, y el aire acondicionado no funcionaba. Vraiment déçus.",
    complaints: [{ aspect: 'cleanliness', names: ["l'appartement"] }, { aspect: 'amenities', names: ['el aire acondicionado'] }],
    praises: [],
  },
  // stars-contradict
  {
    id: 'ev-fr-45', language: 'fr', business: 'hotel', stars: 5, kind: 'stars-contradict', mood: 'negative',
    review: "Chambre bruyante, salle de bain sale et petit-déjeuner médiocre. Je ne recommande pas.",
    complaints: [{ aspect: 'noise', names: ['chambre'] }, { aspect: 'cleanliness', names: ['salle de bain'] }, { aspect: 'breakfast', names: ['petit-déjeuner'] }],
    praises: [],
  },
  {
    id: 'ev-fr-46', language: 'fr', business: 'restaurant', stars: 1, kind: 'stars-contradict', mood: 'positive',
    review: "Cuisine délicieuse, portions généreuses et une équipe au top. Merci pour cette belle soirée !",
    complaints: [],
    praises: [{ aspect: 'food', names: ['cuisine', 'portions'] }, { aspect: 'staff', names: ['équipe'] }],
  },
  {
    id: 'ev-fr-47', language: 'fr', business: 'apartment', stars: 5, kind: 'stars-contradict', mood: 'negative',
    review: "Pas de papier toilette, pas de serviettes, et le chauffage ne marchait pas. L'hôte injoignable.",
    complaints: [{ aspect: 'bathroom', names: ['papier toilette', 'serviettes'] }, { aspect: 'amenities', names: ['le chauffage'] }, { aspect: 'staff', names: ["l'hôte"] }],
    praises: [],
  },
  {
    id: 'ev-fr-48', language: 'fr', business: 'hotel', stars: 2, kind: 'stars-contradict', mood: 'positive',
    review: "Personnel adorable, chambre impeccable et petit-déjeuner délicieux. On reviendra sans hésiter.",
    complaints: [],
    praises: [{ aspect: 'staff', names: ['personnel'] }, { aspect: 'cleanliness', names: ['chambre'] }, { aspect: 'breakfast', names: ['petit-déjeuner'] }],
  },
  // short
  {
    id: 'ev-fr-49', language: 'fr', business: 'hotel', stars: 5, kind: 'short', mood: 'positive',
    review: "Parfait !",
    complaints: [],
    praises: [],
  },
  {
    id: 'ev-fr-50', language: 'fr', business: 'restaurant', stars: 1, kind: 'short', mood: 'negative',
    review: "Bof. Service lent.",
    complaints: [{ aspect: 'staff', names: ['service'] }],
    praises: [],
  },
  // ───────────────────────────── Spanish ─────────────────────────────
  // plain
  {
    id: 'ev-es-01', language: 'es', business: 'hotel', stars: 2, kind: 'plain', mood: 'negative',
    review: "No funcionaba el aire acondicionado y en julio eso es un infierno. Nos cambiaron de habitación al tercer día, pero la nueva olía a tabaco.",
    complaints: [{ aspect: 'amenities', names: ['el aire acondicionado'] }, { aspect: 'cleanliness', names: ['tabaco', 'habitación'] }],
    praises: [],
  },
  {
    id: 'ev-es-02', language: 'es', business: 'restaurant', stars: 5, kind: 'plain', mood: 'positive',
    review: "Comida espectacular, el pulpo a la gallega y las croquetas de jamón buenísimas. El camarero, Javi, muy simpático y atento.",
    complaints: [],
    praises: [{ aspect: 'food', names: ['comida', 'el pulpo a la gallega', 'las croquetas'] }, { aspect: 'staff', names: ['el camarero', 'javi'] }],
  },
  {
    id: 'ev-es-03', language: 'es', business: 'apartment', stars: 4, kind: 'plain', mood: 'mixed',
    review: "El piso está genial, muy amplio y con una terraza preciosa. Lo único malo es que no hay ascensor y está en una cuarta planta, con maletas se hace duro.",
    complaints: [{ aspect: 'amenities', names: ['ascensor'] }],
    praises: [{ aspect: 'room', names: ['el piso', 'una terraza'] }],
  },
  {
    id: 'ev-es-04', language: 'es', business: 'hotel', stars: 1, kind: 'plain', mood: 'negative',
    review: "Habitación sucia, pelos en el lavabo y las sábanas con manchas. Para colmo, la recepcionista nos trató fatal cuando nos quejamos.",
    complaints: [{ aspect: 'cleanliness', names: ['habitación', 'el lavabo', 'las sábanas'] }, { aspect: 'staff', names: ['la recepcionista'] }],
    praises: [],
  },
  {
    id: 'ev-es-05', language: 'es', business: 'hotel', stars: 5, kind: 'plain', mood: 'positive',
    review: "Desayuno buffet muy completo, con zumo natural y churros los domingos. La piscina es enorme y muy limpia, y el personal encantador.",
    complaints: [],
    praises: [{ aspect: 'breakfast', names: ['desayuno'] }, { aspect: 'pool', names: ['la piscina'] }, { aspect: 'staff', names: ['el personal'] }],
  },
  {
    id: 'ev-es-06', language: 'es', business: 'restaurant', stars: 2, kind: 'plain', mood: 'negative',
    review: "El servicio lentísimo, tardaron más de una hora en traer los platos y la paella estaba pasada y salada. Al quejarnos nos dijeron que era lo normal un sábado.",
    complaints: [{ aspect: 'staff', names: ['el servicio', 'los platos'] }, { aspect: 'food', names: ['la paella'] }],
    praises: [],
  },
  {
    id: 'ev-es-07', language: 'es', business: 'hotel', stars: 3, kind: 'plain', mood: 'mixed',
    review: "Ubicación inmejorable, a cinco minutos de la Plaza Mayor. Pero el ruido de la calle no nos dejó dormir, las ventanas no aíslan nada.",
    complaints: [{ aspect: 'noise', names: ['el ruido', 'la calle', 'las ventanas'] }],
    praises: [{ aspect: 'location', names: ['ubicación', 'la plaza mayor'] }],
  },
  {
    id: 'ev-es-08', language: 'es', business: 'hotel', stars: 4, kind: 'plain', mood: 'positive',
    review: "Hotel tranquilo, con parking gratuito y habitaciones amplias. El wifi iba rapidísimo, ideal para teletrabajar.",
    complaints: [],
    praises: [{ aspect: 'noise', names: ['hotel tranquilo'] }, { aspect: 'parking', names: ['parking gratuito', 'parking'] }, { aspect: 'room', names: ['habitaciones'] }, { aspect: 'wifi', names: ['el wifi'] }],
  },
  {
    id: 'ev-es-09', language: 'es', business: 'apartment', stars: 1, kind: 'plain', mood: 'negative',
    review: "La ducha solo echaba agua fría y el calentador hacía un ruido rarísimo. El dueño tardó dos días en mandar a alguien q lo mirara.",
    complaints: [{ aspect: 'bathroom', names: ['la ducha', 'agua fría', 'el calentador'] }, { aspect: 'staff', names: ['el dueño'] }],
    praises: [],
  },
  {
    id: 'ev-es-10', language: 'es', business: 'hotel', stars: 2, kind: 'plain', mood: 'negative',
    review: "El check-in fue eterno, casi cuarenta minutos de cola porque solo había una persona en recepción. Y la habitación no estaba lista a las 15h.",
    complaints: [{ aspect: 'checkin', names: ['el check-in', 'recepción', 'la habitación'] }],
    praises: [],
  },
  {
    id: 'ev-es-11', language: 'es', business: 'restaurant', stars: 4, kind: 'plain', mood: 'mixed',
    review: "Las tapas muy ricas y a buen precio, pero el local es pequeño y hace muchísimo calor dentro, no tienen aire acondicionado.",
    complaints: [{ aspect: 'amenities', names: ['aire acondicionado'] }],
    praises: [{ aspect: 'food', names: ['las tapas'] }, { aspect: 'value', names: ['precio'] }],
  },
  {
    id: 'ev-es-12', language: 'es', business: 'hotel', stars: 5, kind: 'plain', mood: 'positive',
    review: "Vistas al mar desde la habitación, cama comodísima y un personal que te hace sentir en casa. Repetiremos seguro.",
    complaints: [],
    praises: [{ aspect: 'room', names: ['la habitación', 'vistas al mar', 'cama'] }, { aspect: 'staff', names: ['personal'] }],
  },
  {
    id: 'ev-es-13', language: 'es', business: 'hotel', stars: 2, kind: 'plain', mood: 'negative',
    review: "El aparcamiento cuesta 22 euros al día y encima las plazas son tan estrechas que rayé el coche al salir.",
    complaints: [{ aspect: 'value', names: ['el aparcamiento', '22 euros'] }, { aspect: 'parking', names: ['las plazas', 'el aparcamiento'] }],
    praises: [],
  },
  {
    id: 'ev-es-14', language: 'es', business: 'apartment', stars: 5, kind: 'plain', mood: 'positive',
    review: "Apartamento limpísimo, cocina con de todo y la anfitriona nos dejó una botella de vino de bienvenida. Muy recomendable.",
    complaints: [],
    praises: [{ aspect: 'cleanliness', names: ['apartamento'] }, { aspect: 'amenities', names: ['cocina'] }, { aspect: 'staff', names: ['la anfitriona'] }],
  },
  {
    id: 'ev-es-15', language: 'es', business: 'restaurant', stars: 1, kind: 'plain', mood: 'negative',
    review: "Encontramos un pelo en el arroz y el camarero se rió. Ni una disculpa.",
    complaints: [{ aspect: 'cleanliness', names: ['un pelo', 'el arroz'] }, { aspect: 'staff', names: ['el camarero'] }],
    praises: [],
  },
  {
    id: 'ev-es-16', language: 'es', business: 'hotel', stars: 3, kind: 'plain', mood: 'mixed',
    review: "La piscina está muy bien, pero cierran a las siete de la tarde, justo cuando más apetece. Y las toallas de piscina hay que pagarlas aparte.",
    complaints: [{ aspect: 'pool', names: ['la piscina'] }, { aspect: 'value', names: ['las toallas de piscina'] }],
    praises: [{ aspect: 'pool', names: ['la piscina'] }],
  },
  {
    id: 'ev-es-17', language: 'es', business: 'apartment', stars: 2, kind: 'plain', mood: 'negative',
    review: "Las fotos engañan, el piso es oscuro y huele a humedad. Además el wifi se cortaba cada dos por tres.",
    complaints: [{ aspect: 'room', names: ['el piso'] }, { aspect: 'cleanliness', names: ['humedad'] }, { aspect: 'wifi', names: ['el wifi'] }],
    praises: [],
  },
  {
    id: 'ev-es-18', language: 'es', business: 'hotel', stars: 0, kind: 'plain', mood: 'positive',
    review: "Muy buena relación calidad-precio, céntrico y con un desayuno casero riquísimo.",
    complaints: [],
    praises: [{ aspect: 'value', names: ['relación calidad-precio'] }, { aspect: 'location', names: ['céntrico'] }, { aspect: 'breakfast', names: ['desayuno'] }],
  },
  {
    id: 'ev-es-19', language: 'es', business: 'restaurant', stars: 3, kind: 'plain', mood: 'mixed',
    review: "La carne a la brasa estaba en su punto, pero el postre era de supermercado y el café frío. Los camareros muy agradables eso sí.",
    complaints: [{ aspect: 'food', names: ['el postre', 'el café'] }],
    praises: [{ aspect: 'food', names: ['la carne a la brasa'] }, { aspect: 'staff', names: ['los camareros'] }],
  },
  {
    id: 'ev-es-20', language: 'es', business: 'hotel', stars: 0, kind: 'plain', mood: 'negative',
    review: "El ascensor estuvo averiado los cuatro días y nadie nos ayudó con las maletas. Ni una disculpa de recepción.",
    complaints: [{ aspect: 'amenities', names: ['el ascensor'] }, { aspect: 'staff', names: ['recepción'] }],
    praises: [],
  },
  // sarcasm
  {
    id: 'ev-es-21', language: 'es', business: 'hotel', stars: 1, kind: 'sarcasm', mood: 'negative',
    review: "Genial, tercera noche sin agua caliente. Un servicio de diez, de verdad, nada como una ducha helada a las siete de la mañana.",
    complaints: [{ aspect: 'bathroom', names: ['agua caliente', 'una ducha'] }],
    praises: [],
  },
  {
    id: 'ev-es-22', language: 'es', business: 'hotel', stars: 2, kind: 'sarcasm', mood: 'negative',
    review: "Muy bonito el 'balcón con vistas': se ven perfectamente los contenedores de basura y la pared del edificio de enfrente. Precioso.",
    complaints: [{ aspect: 'room', names: ['balcón', 'vistas'] }],
    praises: [],
  },
  {
    id: 'ev-es-23', language: 'es', business: 'restaurant', stars: 1, kind: 'sarcasm', mood: 'negative',
    review: "Qué servicio tan rápido, oye. Hora y media para unas raciones de calamares. Menos mal que no teníamos hambre.",
    complaints: [{ aspect: 'staff', names: ['servicio'] }],
    praises: [],
  },
  {
    id: 'ev-es-24', language: 'es', business: 'apartment', stars: 2, kind: 'sarcasm', mood: 'negative',
    review: "Encantados con la 'cocina totalmente equipada': dos platos, una sartén sin mango y un microondas que no calentaba. Un lujo.",
    complaints: [{ aspect: 'amenities', names: ['cocina', 'una sartén', 'un microondas'] }],
    praises: [],
  },
  {
    id: 'ev-es-25', language: 'es', business: 'hotel', stars: 1, kind: 'sarcasm', mood: 'negative',
    review: "Estupendo el wifi: conectaba de maravilla durante diez segundos y luego adiós. Perfecto para desconectar, literalmente.",
    complaints: [{ aspect: 'wifi', names: ['el wifi'] }],
    praises: [],
  },
  {
    id: 'ev-es-26', language: 'es', business: 'hotel', stars: 2, kind: 'sarcasm', mood: 'negative',
    review: "Qué detalle más bonito dejarnos la habitación sin limpiar los tres días. Así nos sentíamos como en casa, con nuestra propia basura.",
    complaints: [{ aspect: 'cleanliness', names: ['la habitación', 'basura'] }],
    praises: [],
  },
  // list
  {
    id: 'ev-es-27', language: 'es', business: 'hotel', stars: 2, kind: 'list', mood: 'negative',
    review: "Resumen: - toallas sin cambiar - mando de la tele sin pilas - caja fuerte rota - desayuno repetitivo - ruido del bar hasta la 1",
    complaints: [{ aspect: 'bathroom', names: ['toallas'] }, { aspect: 'amenities', names: ['mando de la tele', 'caja fuerte'] }, { aspect: 'breakfast', names: ['desayuno'] }, { aspect: 'noise', names: ['ruido del bar', 'bar'] }],
    praises: [],
  },
  {
    id: 'ev-es-28', language: 'es', business: 'apartment', stars: 3, kind: 'list', mood: 'negative',
    review: "Cosas a mejorar: 1. el colchón muy blando, 2. faltan perchas, 3. la vitrocerámica tiene un fuego roto, 4. no hay secador.",
    complaints: [{ aspect: 'room', names: ['el colchón', 'perchas'] }, { aspect: 'amenities', names: ['la vitrocerámica'] }, { aspect: 'bathroom', names: ['secador'] }],
    praises: [],
  },
  {
    id: 'ev-es-29', language: 'es', business: 'restaurant', stars: 2, kind: 'list', mood: 'negative',
    review: "Pan duro, vino caliente, camarero desaparecido y 60 euros por un menú mediocre. No volveremos.",
    complaints: [{ aspect: 'food', names: ['pan', 'vino', 'un menú'] }, { aspect: 'staff', names: ['camarero'] }, { aspect: 'value', names: ['60 euros', 'un menú'] }],
    praises: [],
  },
  {
    id: 'ev-es-30', language: 'es', business: 'hotel', stars: 3, kind: 'list', mood: 'mixed',
    review: "Lo bueno: ubicación y amabilidad del personal. Lo malo: baño antiguo, no hay nevera en la habitación, desayuno caro para lo que ofrecen.",
    complaints: [{ aspect: 'bathroom', names: ['baño'] }, { aspect: 'amenities', names: ['nevera'] }, { aspect: 'value', names: ['desayuno'] }],
    praises: [{ aspect: 'location', names: ['ubicación'] }, { aspect: 'staff', names: ['personal'] }],
  },
  {
    id: 'ev-es-31', language: 'es', business: 'hotel', stars: 2, kind: 'list', mood: 'negative',
    review: "Para resumir: colas en recepción, habitación con olor a cerrado, cisterna que no paraba de sonar, parking lleno todos los días.",
    complaints: [{ aspect: 'checkin', names: ['recepción', 'colas'] }, { aspect: 'cleanliness', names: ['olor a cerrado', 'habitación'] }, { aspect: 'bathroom', names: ['cisterna'] }, { aspect: 'parking', names: ['parking'] }],
    praises: [],
  },
  {
    id: 'ev-es-32', language: 'es', business: 'restaurant', stars: 3, kind: 'list', mood: 'mixed',
    review: "A favor: el cochinillo, la terraza. En contra: mucho ruido de coches, tardaron en tomar nota, el vino de la casa malísimo.",
    complaints: [{ aspect: 'noise', names: ['ruido de coches'] }, { aspect: 'staff', names: ['tomar nota'] }, { aspect: 'food', names: ['el vino de la casa'] }],
    praises: [{ aspect: 'food', names: ['el cochinillo'] }, { aspect: 'amenities', names: ['la terraza'] }],
  },
  // rant
  {
    id: 'ev-es-33', language: 'es', business: 'hotel', stars: 1, kind: 'rant', mood: 'negative',
    review: "Nunca escribo reseñas pero esto hay que contarlo. Llegamos a las doce de la noche y la recepción estaba cerrada, tuvimos que esperar fuera casi una hora hasta que apareció el de guardia. La habitación que nos dieron estaba encima de la discoteca del hotel y el bajo retumbaba hasta las cinco. Las sábanas tenían pelos y el baño olía a alcantarilla. Por la mañana no había agua caliente. En el desayuno solo quedaban bollería seca y un café aguado. Fui a hablar con el encargado y me dijo que si no me gustaba, que me fuera. Pagamos 180 euros por noche por esta broma. Ojalá pudiera poner cero estrellas.",
    complaints: [
      { aspect: 'checkin', names: ['la recepción'] },
      { aspect: 'noise', names: ['la discoteca'] },
      { aspect: 'cleanliness', names: ['las sábanas', 'pelos'] },
      { aspect: 'bathroom', names: ['el baño', 'agua caliente'] },
      { aspect: 'breakfast', names: ['el desayuno', 'bollería', 'café'] },
      { aspect: 'staff', names: ['el encargado'] },
      { aspect: 'value', names: ['180 euros'] },
    ],
    praises: [],
  },
  {
    id: 'ev-es-34', language: 'es', business: 'restaurant', stars: 1, kind: 'rant', mood: 'negative',
    review: "Reservamos para celebrar el cumpleaños de mi padre, catorce personas, con tres semanas de antelación. Al llegar no tenían la mesa montada y nos tuvieron media hora de pie. Los entrantes llegaron fríos y los segundos tardaron otra hora más. El cordero estaba duro como una suela y las patatas crudas por dentro. Pedimos hablar con el responsable y nunca apareció. La camarera nos ponía mala cara cada vez que pedíamos algo. Además nos cobraron una tarta que no pedimos. Un desastre total, mi padre se fue a casa disgustado.",
    complaints: [
      { aspect: 'staff', names: ['la camarera', 'la mesa', 'el responsable'] },
      { aspect: 'food', names: ['los entrantes', 'el cordero', 'las patatas'] },
    ],
    praises: [],
  },
  {
    id: 'ev-es-35', language: 'es', business: 'apartment', stars: 1, kind: 'rant', mood: 'negative',
    review: "Horrible experiencia de principio a fin. El anfitrión no se presentó a la hora acordada y estuvimos dos horas en la calle con los niños esperando las llaves. El apartamento no se parecía en nada a las fotos: muebles rotos, manchas en el sofá y cucarachas en la cocina. El aire acondicionado goteaba encima de la cama. El wifi no funcionó ni un solo día. Por las noches, los vecinos de arriba ponían música a todo volumen. Cuando pedimos que nos devolviera parte del dinero, se negó y nos amenazó con una mala reseña. No caigáis en la trampa.",
    complaints: [
      { aspect: 'checkin', names: ['las llaves'] },
      { aspect: 'staff', names: ['el anfitrión'] },
      { aspect: 'room', names: ['el apartamento', 'muebles'] },
      { aspect: 'cleanliness', names: ['cucarachas', 'manchas', 'el sofá'] },
      { aspect: 'amenities', names: ['el aire acondicionado'] },
      { aspect: 'wifi', names: ['el wifi'] },
      { aspect: 'noise', names: ['los vecinos', 'música'] },
      { aspect: 'value', names: ['el dinero'] },
    ],
    praises: [],
  },
  // sting
  {
    id: 'ev-es-36', language: 'es', business: 'hotel', stars: 4, kind: 'sting', mood: 'mixed',
    review: "Hotel precioso, personal de diez y un desayuno espectacular. Lástima que el parking cueste 30 euros la noche.",
    complaints: [{ aspect: 'value', names: ['el parking', '30 euros'] }],
    praises: [{ aspect: 'staff', names: ['personal'] }, { aspect: 'breakfast', names: ['desayuno'] }],
  },
  {
    id: 'ev-es-37', language: 'es', business: 'restaurant', stars: 4, kind: 'sting', mood: 'mixed',
    review: "Comida riquísima, el solomillo al punto y el servicio muy atento. Solo que la música estaba demasiado alta.",
    complaints: [{ aspect: 'noise', names: ['la música'] }],
    praises: [{ aspect: 'food', names: ['comida', 'el solomillo'] }, { aspect: 'staff', names: ['el servicio'] }],
  },
  {
    id: 'ev-es-38', language: 'es', business: 'apartment', stars: 5, kind: 'sting', mood: 'mixed',
    review: "Apartamento impecable, muy bien ubicado junto a la playa y con un anfitrión majísimo. Pero la cama es pequeña para dos adultos.",
    complaints: [{ aspect: 'room', names: ['la cama'] }],
    praises: [{ aspect: 'cleanliness', names: ['apartamento'] }, { aspect: 'location', names: ['la playa'] }, { aspect: 'staff', names: ['anfitrión'] }],
  },
  {
    id: 'ev-es-39', language: 'es', business: 'hotel', stars: 4, kind: 'sting', mood: 'mixed',
    review: "Todo estupendo: la piscina, el spa, el gimnasio. Eso sí, el wifi en las habitaciones no va.",
    complaints: [{ aspect: 'wifi', names: ['el wifi'] }],
    praises: [{ aspect: 'pool', names: ['la piscina'] }, { aspect: 'amenities', names: ['el spa', 'el gimnasio'] }],
  },
  {
    id: 'ev-es-40', language: 'es', business: 'hotel', stars: 5, kind: 'sting', mood: 'mixed',
    review: "Check-in rapidísimo, habitación enorme con jacuzzi y muy silenciosa. Pena del desayuno, poco variado.",
    complaints: [{ aspect: 'breakfast', names: ['desayuno'] }],
    praises: [{ aspect: 'checkin', names: ['check-in'] }, { aspect: 'room', names: ['habitación', 'jacuzzi'] }, { aspect: 'noise', names: ['habitación'] }],
  },
  {
    id: 'ev-es-41', language: 'es', business: 'restaurant', stars: 4, kind: 'sting', mood: 'mixed',
    review: "Muy buena cocina casera, raciones generosas y camareros amables. Un poco caro, 18 euros por un plato de lentejas me parece excesivo.",
    complaints: [{ aspect: 'value', names: ['18 euros', 'un plato de lentejas'] }],
    praises: [{ aspect: 'food', names: ['cocina casera', 'raciones'] }, { aspect: 'staff', names: ['camareros'] }],
  },
  // mixed-language
  {
    id: 'ev-es-42', language: 'es', business: 'hotel', stars: 3, kind: 'mixed-language', mood: 'mixed',
    review: "El hotel muy bonito y the staff were amazing, pero the bathroom was dirty y la ducha no tenía presión.",
    complaints: [{ aspect: 'cleanliness', names: ['the bathroom'] }, { aspect: 'bathroom', names: ['la ducha'] }],
    praises: [{ aspect: 'staff', names: ['the staff'] }],
  },
  {
    id: 'ev-es-43', language: 'es', business: 'restaurant', stars: 4, kind: 'mixed-language', mood: 'positive',
    review: "Muy buena comida, sobre todo el risotto. Le service était parfait aussi, très professionnel.",
    complaints: [],
    praises: [{ aspect: 'food', names: ['comida', 'el risotto'] }, { aspect: 'staff', names: ['le service'] }],
  },
  {
    id: 'ev-es-44', language: 'es', business: 'apartment', stars: 2, kind: 'mixed-language', mood: 'mixed',
    review: "Apartamento en buena zona pero das WLAN war eine Katastrophe y además la cama hacía ruido cada vez que te movías.",
    complaints: [{ aspect: 'wifi', names: ['das wlan'] }, { aspect: 'room', names: ['la cama'] }],
    praises: [{ aspect: 'location', names: ['buena zona'] }],
  },
  // stars-contradict
  {
    id: 'ev-es-45', language: 'es', business: 'hotel', stars: 5, kind: 'stars-contradict', mood: 'negative',
    review: "Habitación pequeña y ruidosa, desayuno pobre y recepción muy lenta. No repetiremos.",
    complaints: [{ aspect: 'room', names: ['habitación'] }, { aspect: 'noise', names: ['habitación'] }, { aspect: 'breakfast', names: ['desayuno'] }, { aspect: 'checkin', names: ['recepción'] }],
    praises: [],
  },
  {
    id: 'ev-es-46', language: 'es', business: 'restaurant', stars: 1, kind: 'stars-contradict', mood: 'positive',
    review: "¡Qué maravilla de sitio! Todo buenísimo, el arroz negro de diez y el trato inmejorable.",
    complaints: [],
    praises: [{ aspect: 'food', names: ['el arroz negro'] }, { aspect: 'staff', names: ['el trato'] }],
  },
  {
    id: 'ev-es-47', language: 'es', business: 'apartment', stars: 5, kind: 'stars-contradict', mood: 'negative',
    review: "Piso sucio, sin toallas, sin papel higiénico y con una plaga de mosquitos. El propietario no respondió.",
    complaints: [{ aspect: 'cleanliness', names: ['piso', 'mosquitos'] }, { aspect: 'bathroom', names: ['toallas', 'papel higiénico'] }, { aspect: 'staff', names: ['el propietario'] }],
    praises: [],
  },
  {
    id: 'ev-es-48', language: 'es', business: 'hotel', stars: 1, kind: 'stars-contradict', mood: 'positive',
    review: "Hotel espectacular, personal amabilísimo y la piscina una pasada. Volveremos el año que viene.",
    complaints: [],
    praises: [{ aspect: 'staff', names: ['personal'] }, { aspect: 'pool', names: ['la piscina'] }],
  },
  // short
  {
    id: 'ev-es-49', language: 'es', business: 'hotel', stars: 5, kind: 'short', mood: 'positive',
    review: "¡Genial!",
    complaints: [],
    praises: [],
  },
  {
    id: 'ev-es-50', language: 'es', business: 'restaurant', stars: 0, kind: 'short', mood: 'negative',
    review: "Nunca más.",
    complaints: [],
    praises: [],
  },
];
