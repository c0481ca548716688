import { describe, expect, it } from 'vitest';
import type { BusinessType } from '@front-desk-rm/engine/domain';
import { analyseReview } from './analyse-review.js';
import { aspectsOf, type Aspect } from './aspects.js';
import { composeReviewReply } from './compose-reply.js';
import type { ReplyLanguage } from './language-pack.js';

const complaintsOf = (review: string, business: BusinessType, language: ReplyLanguage) =>
  analyseReview({ review, stars: 2, business, fallback: language }).complaints;

/** Everyday complaints about a restaurant's portions and bill, and an apartment's kitchen and fees, in each language. */
const REVIEWS: Record<ReplyLanguage, { restaurant: string; apartment: string }> = {
  en: {
    restaurant: 'The portions were tiny. The bill was much too expensive.',
    apartment: 'The pans were old and useless. The cleaning fee was outrageous.',
  },
  de: {
    restaurant: 'Die Portionen waren winzig. Die Rechnung war viel zu teuer.',
    apartment: 'Die Pfannen waren alt und unbrauchbar. Die Endreinigung war unverschämt teuer.',
  },
  fr: {
    restaurant: "Les portions étaient minuscules. L'addition était beaucoup trop chère.",
    apartment: 'Les casseroles étaient vieilles et inutilisables. Les frais de ménage étaient exorbitants.',
  },
  es: {
    restaurant: 'Las raciones eran pequeñas. La cuenta fue demasiado cara.',
    apartment: 'Las sartenes estaban viejas y rotas. Los gastos de limpieza eran abusivos.',
  },
};

const LANGUAGES = Object.keys(REVIEWS) as ReplyLanguage[];

describe('aspects of each business type', () => {
  it.each(LANGUAGES)("finds a restaurant's portions and bill in %s", (language) => {
    expect(complaintsOf(REVIEWS[language].restaurant, 'restaurant', language)).toEqual(expect.arrayContaining<Aspect>(['portions', 'bill']));
  });

  it.each(LANGUAGES)("finds an apartment's kitchen equipment and fees in %s", (language) => {
    expect(complaintsOf(REVIEWS[language].apartment, 'apartment', language)).toEqual(expect.arrayContaining<Aspect>(['kitchen', 'fees']));
  });

  it.each(LANGUAGES)('reads the same words at a hotel as the food, the value and the amenities in %s', (language) => {
    const hotel = [...complaintsOf(REVIEWS[language].restaurant, 'hotel', language), ...complaintsOf(REVIEWS[language].apartment, 'hotel', language)];
    expect(hotel).toEqual(expect.arrayContaining<Aspect>(['food', 'value', 'amenities']));
    expect(hotel.filter((a) => !aspectsOf('hotel').includes(a))).toEqual([]);
  });

  it.each(LANGUAGES)('names the portions, the bill, the kitchen and the fees in a %s reply', (language) => {
    const names: Record<ReplyLanguage, RegExp[]> = {
      en: [/the portions/, /the bill/, /the kitchen equipment/, /the (cleaning )?fee/],
      de: [/Portionen/, /Rechnung/, /Küchenausstattung|Pfannen/, /Gebühren|Endreinigung/],
      fr: [/portions/, /addition/, /cuisine|casseroles/, /frais/],
      es: [/raciones/, /cuenta/, /cocina|sartenes/, /gastos/],
    };
    const reply = (business: BusinessType) =>
      composeReviewReply({
        review: REVIEWS[language][business as 'restaurant'],
        stars: 2,
        business,
        hotelName: 'Casa',
        name: 'Ana',
        language,
        tone: 'neutral',
        seed: 0,
      }).reply.conclusion;
    const [portions, bill, kitchen, fees] = names[language];
    expect(reply('restaurant')).toMatch(portions!);
    expect(reply('restaurant')).toMatch(bill!);
    expect(reply('apartment')).toMatch(kitchen!);
    expect(reply('apartment')).toMatch(fees!);
  });

  it.each<[ReplyLanguage, string]>([
    ['en', 'The host never answered our messages and the key was not in the box.'],
    ['de', 'Der Gastgeber hat nie geantwortet und der Schlüssel war nicht im Kasten.'],
    ['fr', "L'hôte n'a jamais répondu et la clé n'était pas dans la boîte."],
    ['es', 'El anfitrión nunca contestó y la llave no estaba en la caja.'],
  ])("finds an apartment host's silence and a missing key in %s, answered as the host's communication and the key handover", (language, review) => {
    expect(complaintsOf(review, 'apartment', language)).toEqual(expect.arrayContaining<Aspect>(['staff', 'checkin']));
    const { reply } = composeReviewReply({ review, stars: 2, business: 'apartment', hotelName: 'Casa', name: 'Ana', language, tone: 'formal', seed: 0 });
    expect(reply.conclusion).toMatch({ en: /key handover/, de: /Schlüsselübergabe/, fr: /remise des clés/, es: /entrega de llaves/ }[language]);
  });

  it("answers a ticked aspect the business does not have as the one it has: a hotel's bill is its value", () => {
    const { analysis } = composeReviewReply({
      review: 'Fine.',
      stars: 3,
      business: 'hotel',
      hotelName: 'Casa',
      name: 'Ana',
      language: 'en',
      tone: 'neutral',
      seed: 0,
      alsoComplaints: ['bill', 'fees'],
    });
    expect(analysis.complaints).toEqual(['value']);
  });

  it('offers each business type only its own aspects to tick', () => {
    expect(aspectsOf('restaurant')).toEqual(expect.arrayContaining<Aspect>(['portions', 'bill', 'checkin']));
    expect(aspectsOf('restaurant')).not.toContain('kitchen');
    expect(aspectsOf('apartment')).toEqual(expect.arrayContaining<Aspect>(['kitchen', 'fees']));
    expect(aspectsOf('apartment')).not.toContain('bill');
    expect(aspectsOf('hotel')).not.toContain('portions');
  });
});
