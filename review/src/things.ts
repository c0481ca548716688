/**
 * The things a guest names (the shower, the hot water, the pool): finer than an
 * aspect, so the reply can say what the guest said. Each belongs to one aspect;
 * each language pack lists the words that name it and how a reply names it.
 */
import type { Aspect } from './aspects.js';

export const THINGS = {
  bathroom: 'bathroom',
  shower: 'bathroom',
  hotWater: 'bathroom',
  toilet: 'bathroom',
  bathtub: 'bathroom',
  sink: 'bathroom',
  waterPressure: 'bathroom',
  wifi: 'wifi',
  pool: 'pool',
  breakfast: 'breakfast',
  parking: 'parking',
  parkingFee: 'parking',
  room: 'room',
  bed: 'room',
  pillows: 'room',
  window: 'room',
  view: 'room',
  balcony: 'room',
  towels: 'bathroom',
  hairDryer: 'bathroom',
  toiletPaper: 'bathroom',
  sheets: 'room',
  airCon: 'amenities',
  heating: 'amenities',
  lift: 'amenities',
  tv: 'amenities',
  kettle: 'amenities',
  fridge: 'amenities',
  gym: 'amenities',
  spa: 'amenities',
  safe: 'amenities',
  minibar: 'amenities',
  kitchen: 'kitchen',
  washingMachine: 'amenities',
  reception: 'staff',
  waiter: 'staff',
  host: 'staff',
  dinner: 'food',
  coffee: 'food',
  drinks: 'food',
  checkin: 'checkin',
  key: 'checkin',
  reservation: 'checkin',
  music: 'noise',
} as const satisfies Record<string, Aspect>;

export type Thing = keyof typeof THINGS;
export const THING_IDS = Object.keys(THINGS) as Thing[];
