import { describe, expect, it } from 'vitest';
import { analyseReview } from './analyse-review.js';

const read = (review: string, stars: number | null = null) => analyseReview({ review, stars, business: 'hotel', fallback: 'en' });
const aspect = (review: string, name: string) => read(review).aspects.find((a) => a.aspect === name);

describe('analyseReview', () => {
  it.each([
    ['The room was not clean.', 'not clean'],
    ['Das Zimmer war nicht sauber.', 'nicht sauber'],
    ["La chambre n'était pas propre.", 'n était pas propre'],
    ['La habitación no estaba limpia.', 'no estaba limpia'],
  ])('turns negated praise into a complaint: %s', (review, evidence) => {
    expect(aspect(review, 'cleanliness')).toMatchObject({ sentiment: 'negative', evidence: [evidence] });
    expect(read(review).mood).toBe('negative');
  });

  it('turns a negated complaint into mild praise', () => {
    expect(aspect('The street was not noisy at all.', 'noise')).toMatchObject({ sentiment: 'positive' });
    expect(aspect('Es gab keinen Lärm.', 'noise')).toMatchObject({ sentiment: 'positive' });
  });

  it('blames the staff for what they did not bother to do, not for what did not bother the guest', () => {
    expect(read('The housekeeper did not bother to make the bed.').complaints).toContain('staff');
    const easy = read("The street gets lively at weekends but we were out anyway so it didn't bother us. The AC worked great.");
    expect(easy.complaints).toEqual([]);
    expect(easy.mood).toBe('positive');
  });

  it('reads a wish for what was missing as a complaint', () => {
    const a = read('Staff could have been friendlier and the bathroom needs renovation.');
    expect(a.complaints.slice().sort()).toEqual(['bathroom', 'staff']);
    expect(a.aspects.find((x) => x.aspect === 'staff')!.evidence).toEqual(['could have been friendlier']);
  });

  it('reads German negation after the verb', () => {
    expect(aspect('Das WLAN funktionierte nicht.', 'wifi')).toMatchObject({ sentiment: 'negative', evidence: ['funktionierte nicht'], names: ['wlan'] });
  });

  it('reads a German compound by its words, and a verb whose particle closes the clause', () => {
    expect(read('Das Hotelzimmer war winzig.').complaints).toEqual(['room']);
    expect(read('Der Vermieter rief nie zurück.').complaints).toEqual(['staff']);
    expect(read('Der Vermieter rief sofort zurück, super.').praises).toEqual(['staff']);
    // An adjective is not split into the words it ends in ('abenteuer-lich' is no 'teuer').
    expect(read('Ein abenteuerlicher Weg, aber das Zimmer war sauber.').complaints).toEqual([]);
  });

  it('reads French idioms before their words', () => {
    expect(aspect('Le petit déjeuner était pas terrible.', 'breakfast')).toMatchObject({ sentiment: 'negative' });
  });

  it('weighs intensifiers and diminishers', () => {
    const very = aspect('The staff were very friendly.', 'staff')!.score;
    const plain = aspect('The staff were friendly.', 'staff')!.score;
    const bit = aspect('The room was a bit small.', 'room')!.score;
    expect(very).toBeGreaterThan(plain);
    expect(bit).toBeGreaterThan(aspect('The room was small.', 'room')!.score);
    expect(aspect('La comida era muy rica.', 'food')!.score).toBeGreaterThan(aspect('La comida era rica.', 'food')!.score);
  });

  it('splits clauses at contrast words so each judgement lands on its own aspect', () => {
    const a = read('The breakfast was delicious but the room was dirty.');
    expect(a.praises).toEqual(['breakfast']);
    expect(a.complaints).toEqual(['cleanliness']);
    expect(a.mood).toBe('mixed');
  });

  it('weighs the stars with the text', () => {
    expect(read('It was fine.', 5).score).toBeGreaterThan(read('It was fine.', 1).score);
    expect(read('Okay.', 1)).toMatchObject({ mood: 'negative', stars: 1 });
    expect(read('Okay.')).toMatchObject({ mood: 'neutral', stars: null, aspects: [] });
  });

  it('reads a text with no language to tell by in the language that finds the most', () => {
    const a = analyseReview({ review: 'Wifi super!', stars: null, business: 'hotel', fallback: 'en' });
    expect(a.language).toBeNull();
    expect(a.praises).toEqual(['wifi']);
  });

  it('counts an aspect named without a judgement as mentioned, not praised', () => {
    expect(aspect('We parked in the garage and had dinner.', 'parking')).toMatchObject({ sentiment: 'neutral', evidence: [] });
    expect(read('We parked in the garage and had dinner.').praises).toEqual([]);
  });

  it("reads praise words around a failure as irony, and the complaint keeps the guest's noun", () => {
    const a = read('Oh wonderful, a third night with no hot water. Exactly what I wanted after a ten-hour flight. Truly fantastic service.');
    expect(a.mood).toBe('negative');
    expect(a.ironic).toBe(true);
    expect(a.complaints).toEqual(['bathroom']);
    expect(a.praises).toEqual([]);
    expect(a.aspects.find((x) => x.aspect === 'bathroom')).toMatchObject({ sentiment: 'negative', names: ['hot water'], things: ['hotWater'] });
  });

  it.each([
    ['Na toll, drei Tage lang kein warmes Wasser. Vielen Dank auch.', 'bathroom'],
    ['Génial... la douche ne marchait pas. Merci pour rien.', 'bathroom'],
    ['Genial, el wifi se caía cada cinco minutos. Gracias por nada.', 'wifi'],
    ['Super, the pool was closed all week.', 'pool'],
  ])('reads irony in every language: %s', (review, complaint) => {
    const a = read(review);
    expect(a.complaints).toEqual([complaint]);
    expect(a.praises).toEqual([]);
    expect(a.mood).toBe('negative');
  });

  it('keeps praise the guest sets against the complaint with a contrast word', () => {
    const a = read('Great location, but oh wonderful, no hot water again.');
    expect(a.praises).toEqual(['location']);
    expect(a.complaints).toEqual(['bathroom']);
  });

  it.each([
    ['The wifi kept dropping every ten minutes.', 'wifi', 'wifi'],
    ['Our towels never came.', 'staff', undefined],
    ['The pool was closed for our whole stay.', 'pool', 'pool'],
    ['Our mains took forty minutes.', 'staff', undefined],
    ['Das WLAN funktionierte nicht.', 'wifi', 'wlan'],
    ['Der Aufzug war zwei Tage außer Betrieb.', 'amenities', 'aufzug'],
    ['Die Dusche war verstopft.', 'bathroom', 'dusche'],
    ['Le wifi ne fonctionnait pas.', 'wifi', 'wifi'],
    ['Impossible de trouver le parking.', 'parking', 'parking'],
    ['La climatisation était en panne.', 'amenities', 'climatisation'],
    ['El wifi no funcionaba.', 'wifi', 'wifi'],
    ['La piscina estaba cerrada.', 'pool', 'piscina'],
    ['La ducha estaba atascada.', 'bathroom', 'ducha'],
  ])('finds a complaint said with a verb of failure: %s', (review, complaint, name) => {
    const a = analyseReview({ review, stars: null, business: review.startsWith('Our mains') ? 'restaurant' : 'hotel', fallback: 'en' });
    expect(a.complaints).toEqual([complaint]);
    if (name) expect(a.aspects.find((x) => x.aspect === complaint)!.names).toEqual([name]);
  });

  it.each([
    ['There was no hot water.', 'bathroom', 'hot water'],
    ['Es gab keine Handtücher.', 'bathroom', 'handtücher'],
    ["Il n'y avait pas d'eau chaude.", 'bathroom', 'eau chaude'],
    ['No había wifi.', 'wifi', 'wifi'],
  ])('reads a thing that was missing as a complaint: %s', (review, complaint, name) => {
    expect(read(review).aspects.find((x) => x.aspect === complaint)).toMatchObject({ sentiment: 'negative', names: [name] });
  });

  it.each([
    ['Parking cost extra.', 'en'],
    ['Der Parkplatz kostete extra.', 'de'],
    ['Le parking est hors de prix.', 'fr'],
    ['El aparcamiento se cobra aparte.', 'es'],
  ])('reads a price as a complaint about value, named by what was priced, and about the parking charged apart: %s', (review) => {
    const a = read(review);
    expect(a.complaints).toEqual(['value', 'parking']);
    expect(a.aspects.find((x) => x.aspect === 'value')!.things).toEqual(['parking']);
  });

  it.each([
    ['The room smelled of smoke.', 'cleanliness'],
    ['Das Zimmer roch muffig.', 'cleanliness'],
    ["L'appartement sentait le tabac.", 'cleanliness'],
    ['El piso olía a humedad.', 'cleanliness'],
  ])('reads a smell as a cleanliness complaint: %s', (review, complaint) => {
    expect(read(review).complaints).toEqual([complaint]);
  });

  it('weighs the stars against the text: the same words score lower with one star, and decide a text that names nothing', () => {
    const text = 'Nice place, the wifi did not work.';
    expect(read(text, 1).score).toBeLessThan(read(text).score);
    expect(read(text, 5).score).toBeGreaterThan(read(text).score);
    expect(read('We stayed two nights.', 1).mood).toBe('negative');
    expect(read('We stayed two nights.', 5).mood).toBe('positive');
    // A five-star review is never read as irony: 'Super, the pool was closed' is then a plain report.
    expect(read('Super, the pool was closed for a day.', 5).ironic).toBeUndefined();
    expect(read('Super, the pool was closed for a day.', 1).ironic).toBe(true);
  });

  it('lets a failure reach the things joined to its subject by "and", not a judgement before them', () => {
    expect(read('The wifi and the TV did not work.').complaints).toEqual(['amenities', 'wifi']);
    const a = read('Das Zimmer war nicht sauber und das WLAN funktionierte nicht.');
    expect(a.aspects.find((x) => x.aspect === 'cleanliness')!.evidence).toEqual(['nicht sauber']);
    expect(a.complaints).toEqual(['cleanliness', 'wifi']);
  });

  it('knows a thing the guest names in another language', () => {
    const a = read('The room was nice but the Frühstück was cold.');
    expect(a.complaints).toEqual(['breakfast']);
    expect(a.aspects.find((x) => x.aspect === 'breakfast')!.names).toEqual(['frühstück']);
  });

  it('reads a sentence in another language with that language', () => {
    const a = read('Good location. Das WLAN funktionierte nicht.');
    expect(a.complaints).toEqual(['wifi']);
    expect(a.praises).toEqual(['location']);
  });

  it('is deterministic', () => {
    const review = "Le personnel était charmant et l'emplacement est super, mais la chambre n'était pas propre.";
    expect(read(review)).toEqual(read(review));
  });
});
