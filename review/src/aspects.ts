/**
 * The aspects a review can praise or complain about, their English names for
 * the analytics (the page is in English), and one concrete insight per
 * complaint aspect and business type.
 *
 * Some aspects belong to one business type: a restaurant's portions and bill,
 * an apartment's kitchen and fees. For the other types `aspectFor` folds them
 * into the aspect they were part of (portions into the food, the bill into the
 * value), so a hotel review reads as it always has and no reply names an
 * aspect its business does not have.
 */
import type { BusinessType } from '@front-desk-rm/engine/domain';

export const ASPECTS = [
  'room',
  'cleanliness',
  'staff',
  'food',
  'location',
  'value',
  'noise',
  'amenities',
  'checkin',
  'parking',
  'bathroom',
  'wifi',
  'pool',
  'breakfast',
  'portions',
  'bill',
  'kitchen',
  'fees',
] as const;
export type Aspect = (typeof ASPECTS)[number];

/** Where an aspect that does not belong to a business type is counted instead; an aspect not listed belongs to every type. */
const FOLDS: Record<BusinessType, Partial<Record<Aspect, Aspect>>> = {
  hotel: { portions: 'food', bill: 'value', kitchen: 'amenities', fees: 'value' },
  restaurant: { kitchen: 'amenities', fees: 'bill' },
  apartment: { portions: 'food', bill: 'fees' },
};

/**
 * The aspect a business type counts a finding under.
 * @example aspectFor('bill', 'hotel') // 'value'
 */
export function aspectFor(aspect: Aspect, business: BusinessType): Aspect {
  return FOLDS[business][aspect] ?? aspect;
}

/** The aspects a business type can be praised or blamed for: what a manager may tick as a missed complaint. */
export function aspectsOf(business: BusinessType): Aspect[] {
  return ASPECTS.filter((a) => aspectFor(a, business) === a);
}

/** A label that may differ for a restaurant or an apartment; the hotel's is the default. */
export type Variant = string | { hotel: string; restaurant?: string; apartment?: string };

export function forBusiness(v: Variant, business: BusinessType): string {
  return typeof v === 'string' ? v : (v[business] ?? v.hotel);
}

export const ASPECT_NAMES: Record<Aspect, Variant> = {
  room: { hotel: 'Room', restaurant: 'Dining room and ambience', apartment: 'Apartment' },
  cleanliness: 'Cleanliness',
  staff: { hotel: 'Staff and service', restaurant: 'Service', apartment: 'Host and communication' },
  food: { hotel: 'Food and drink', restaurant: 'Food and drink', apartment: 'Food and drink' },
  location: 'Location',
  value: 'Value for money',
  noise: 'Noise',
  amenities: { hotel: 'Amenities', restaurant: 'Facilities', apartment: 'Equipment and appliances' },
  checkin: { hotel: 'Check-in and check-out', restaurant: 'Reservation and waiting time', apartment: 'Check-in and key handover' },
  parking: 'Parking',
  bathroom: { hotel: 'Bathroom and hot water', restaurant: 'Restrooms', apartment: 'Bathroom and hot water' },
  wifi: 'Wi-Fi',
  pool: 'Pool',
  breakfast: 'Breakfast',
  portions: 'Portions',
  bill: 'The bill',
  kitchen: 'Kitchen equipment',
  fees: 'Fees',
};

/** What the business can do about a complaint: concrete, for the manager, never a promise to the guest. */
export const ASPECT_INSIGHTS: Record<Aspect, Variant> = {
  room: {
    hotel: 'Inspect the room type named in the review (beds, bathroom, furniture, temperature) and log any fault for maintenance.',
    restaurant: 'Walk the dining room at service time: lighting, temperature, table spacing and comfort of the seating.',
    apartment: 'Inspect the apartment against its listing (beds, bathroom, furniture, heating or air conditioning) and fix what differs.',
  },
  cleanliness: {
    hotel: "Audit housekeeping for the room in question and add a supervisor's check before each arrival.",
    restaurant: 'Check the cleaning schedule for tables, cutlery, restrooms and the floor during service, with a sign-off per shift.',
    apartment: "Review the turnover cleaning checklist with the cleaners and add photos of the finished clean before each guest's arrival.",
  },
  staff: {
    hotel: 'Share the review with the team on shift, agree how such requests should be handled and include it in the next service briefing.',
    restaurant: 'Brief the floor team on greeting, attentiveness and table checks; review staffing levels for the busy hours.',
    apartment: 'Set response-time targets for guest messages and a clear contact for problems during the stay.',
  },
  food: {
    hotel: 'Review the breakfast and menu items mentioned: temperature, freshness and replenishment times; taste-check with the chef.',
    restaurant: 'Review the dishes mentioned with the chef: recipe, portion, temperature at the pass and timing from the kitchen.',
    apartment: 'Check the kitchen equipment and any food or welcome items provided against what the listing promises.',
  },
  location: {
    hotel: 'Describe the location and travel times accurately in listings and pre-arrival e-mails, with directions and transport tips.',
    restaurant: 'Add clear directions, landmarks and transport tips to the website and booking confirmation.',
    apartment: 'Make the listing precise about the neighbourhood, transport links and how to find the entrance.',
  },
  value: {
    hotel: 'Compare the rate paid with competitors for those dates and make sure what is included is stated clearly at booking.',
    restaurant: 'Compare menu prices and portions with nearby competitors and make any service charges clear on the menu.',
    apartment: 'Compare the nightly rate and cleaning fees with similar listings and state every fee clearly at booking.',
  },
  noise: {
    hotel: 'Identify the noise source (street, neighbours, machinery, events) and offer quieter rooms to light sleepers at check-in.',
    restaurant: 'Measure noise at peak times and consider softer music, acoustic panels or quieter tables on request.',
    apartment: 'Check the noise source (street, neighbours, appliances) and mention it honestly in the listing; consider earplugs or window seals.',
  },
  amenities: {
    hotel: 'Check that every listed amenity named in the review (air conditioning, heating, lift, TV, kettle, safe) works, and log faults for maintenance.',
    restaurant: 'Check seating, climate control and other facilities before each service.',
    apartment: 'Test every appliance listed between stays, and leave clear instructions for them.',
  },
  checkin: {
    hotel: 'Review front-desk staffing at peak arrival and departure times and the time a room is ready; consider online check-in.',
    restaurant: 'Review how reservations are taken and tables turned; tell guests the expected wait honestly when they arrive.',
    apartment: 'Test the check-in instructions and key handover end to end, and send them with a contact number well before arrival.',
  },
  parking: {
    hotel: 'Make parking availability, price and directions clear before arrival and at booking.',
    restaurant: 'Point guests to the nearest parking on the website and in the booking confirmation.',
    apartment: 'State in the listing whether parking is available, where and at what cost.',
  },
  bathroom: {
    hotel: 'Have maintenance check the bathroom named (hot-water supply and temperature, shower, drains, toilet) and add it to the room-readiness checklist.',
    restaurant: 'Add the restrooms to the hourly service checklist: soap, paper, cleanliness and working fittings.',
    apartment: 'Check the boiler, water pressure and bathroom fittings between stays, and leave instructions for the hot water.',
  },
  wifi: {
    hotel: 'Test Wi-Fi speed and coverage in the rooms mentioned, and ask the provider about dropouts at peak times.',
    restaurant: 'Test the guest Wi-Fi at busy times and make the password easy to find.',
    apartment: 'Test the Wi-Fi speed between stays, restart or replace the router if needed, and leave the login details in plain sight.',
  },
  pool: {
    hotel: 'Check the pool against its advertised hours, temperature and cleaning schedule, and announce closures before arrival.',
    restaurant: 'Check the pool area against its advertised hours and cleaning schedule.',
    apartment: 'Check the pool against what the listing promises (season, hours, heating, cleaning) and say so in the listing.',
  },
  breakfast: {
    hotel: 'Review the breakfast named: replenishment during service, temperature of hot dishes, freshness and opening hours.',
    restaurant: 'Review the breakfast service with the chef: replenishment, temperature and waiting times.',
    apartment: 'Check any breakfast provided against what the listing promises.',
  },
  portions: 'Weigh the dishes named against their recipe cards with the chef, and say on the menu which dishes are starters or to share.',
  bill: 'Check the bill named against the order, make any service charge and cover charge plain on the menu, and bring the bill promptly when asked.',
  kitchen: 'Check the kitchen against the listing between stays (pans, knives, crockery, hob, oven, coffee machine) and replace what is missing or worn.',
  fees: 'List every fee (cleaning, deposit, tourist tax) in the listing and the booking confirmation, and compare them with similar listings.',
};
