/**
 * Forty-eight reviews written for the review engine's tests: twelve per
 * language, positive, negative and mixed, with and without stars, for hotels,
 * restaurants and apartments. Each says what a careful reader finds in it.
 */
import type { Aspect } from '../review/aspects.js';
import type { BusinessType } from '../domain/site.js';
import type { Mood, ReplyLanguage } from '../review/language-pack.js';

export interface CorpusReview {
  id: string;
  language: ReplyLanguage;
  business: BusinessType;
  /** 0: no star rating given. */
  stars: number;
  name: string;
  hotelName: string;
  review: string;
  mood: Exclude<Mood, 'neutral'>;
  complaints: Aspect[];
  praises: Aspect[];
}

export const REVIEW_CORPUS: CorpusReview[] = [
  // English
  { id: 'en-1', language: 'en', business: 'hotel', stars: 5, name: 'Emily', hotelName: 'Harbour View Hotel', mood: 'positive', complaints: [], praises: ['staff', 'cleanliness', 'location'],
    review: 'Wonderful stay! The staff were incredibly friendly and helpful, the room was spotless and the location right by the harbour is perfect.' },
  { id: 'en-2', language: 'en', business: 'restaurant', stars: 0, name: 'James', hotelName: 'The Olive Tree', mood: 'positive', complaints: [], praises: ['food', 'staff'],
    review: 'Delicious food from start to finish. Our waiter was attentive and the pasta was the best we have had in years.' },
  { id: 'en-3', language: 'en', business: 'apartment', stars: 4, name: 'Priya', hotelName: 'Canal Street Apartments', mood: 'positive', complaints: [], praises: ['amenities', 'noise', 'staff'],
    review: 'The apartment had a well equipped kitchen and fast wifi. Very quiet at night, and our host was so welcoming.' },
  { id: 'en-4', language: 'en', business: 'hotel', stars: 0, name: 'Tom', hotelName: 'Grand Meridian', mood: 'positive', complaints: [], praises: ['food', 'checkin'],
    review: 'Check-in was quick and smooth. Breakfast was excellent with fresh bread and great coffee. Highly recommend!' },
  { id: 'en-5', language: 'en', business: 'hotel', stars: 1, name: 'Laura', hotelName: 'Station Lodge', mood: 'negative', complaints: ['cleanliness', 'noise', 'staff'],  praises: [],
    review: 'The room was not clean and the bathroom smelled. Very noisy street all night. The receptionist was rude when we complained.' },
  { id: 'en-6', language: 'en', business: 'restaurant', stars: 2, name: 'Mark', hotelName: 'Bella Napoli', mood: 'negative', complaints: ['checkin', 'food', 'value'], praises: [],
    review: 'We waited over an hour for our table despite a reservation. The pizza was bland and the bill was overpriced for what we got.' },
  { id: 'en-7', language: 'en', business: 'apartment', stars: 0, name: 'Sophie', hotelName: 'Riverside Flats', mood: 'negative', complaints: ['amenities', 'checkin', 'cleanliness'], praises: [],
    review: 'The wifi did not work for three days. The key was not in the lockbox, so check-in was a problem. Dirty towels in the bathroom.' },
  { id: 'en-8', language: 'en', business: 'hotel', stars: 0, name: 'Daniel', hotelName: 'Airport Inn Express', mood: 'negative', complaints: ['parking', 'value', 'room'], praises: [],
    review: 'Parking was expensive and hard to find. The room was tiny and the beds were uncomfortable. Not worth the money.' },
  { id: 'en-9', language: 'en', business: 'hotel', stars: 3, name: 'Olivia', hotelName: 'Seaside Resort', mood: 'mixed', complaints: ['food'], praises: ['location', 'staff'],
    review: 'Great location near the beach and friendly staff, but the breakfast was disappointing and the eggs were cold.' },
  { id: 'en-10', language: 'en', business: 'restaurant', stars: 0, name: 'Ahmed', hotelName: 'Spice Route', mood: 'mixed', complaints: ['noise'], praises: ['food'],
    review: 'The curry dishes were tasty and fresh. However the music was too loud to have a conversation.' },
  { id: 'en-11', language: 'en', business: 'apartment', stars: 4, name: 'Hannah', hotelName: 'Old Town Lofts', mood: 'mixed', complaints: ['noise'], praises: ['location', 'cleanliness'],
    review: 'Convenient location in the old town and the flat was very clean. The only issue was the noise from the bar downstairs.' },
  { id: 'en-12', language: 'en', business: 'hotel', stars: 3, name: 'Carlos', hotelName: 'City Central Hotel', mood: 'mixed', complaints: ['amenities'], praises: ['room'],
    review: 'Spacious room with a comfortable bed. Unfortunately the wifi was very slow and the air conditioning was broken.' },

  // German
  { id: 'de-1', language: 'de', business: 'hotel', stars: 5, name: 'Anna', hotelName: 'Hotel Alpenblick', mood: 'positive', complaints: [], praises: ['staff', 'cleanliness', 'food'],
    review: 'Das Personal war sehr freundlich und hilfsbereit. Das Zimmer war blitzsauber und das Frühstück war ausgezeichnet.' },
  { id: 'de-2', language: 'de', business: 'restaurant', stars: 0, name: 'Lukas', hotelName: 'Gasthaus zur Linde', mood: 'positive', complaints: [], praises: ['food', 'staff'],
    review: 'Das Essen war sehr lecker und frisch. Die Bedienung war aufmerksam und herzlich. Wir kommen gerne wieder!' },
  { id: 'de-3', language: 'de', business: 'apartment', stars: 5, name: 'Julia', hotelName: 'Ferienwohnung Seeblick', mood: 'positive', complaints: [], praises: ['room', 'noise', 'staff'],
    review: 'Die Wohnung ist geräumig und gemütlich, die Lage ist sehr ruhig. Der Vermieter war super nett.' },
  { id: 'de-4', language: 'de', business: 'hotel', stars: 0, name: 'Markus', hotelName: 'Stadthotel Mitte', mood: 'positive', complaints: [], praises: ['location', 'checkin'],
    review: 'Die zentrale Lage ist perfekt und der Check-in ging schnell und unkompliziert. Sehr empfehlenswert.' },
  { id: 'de-5', language: 'de', business: 'hotel', stars: 1, name: 'Sabine', hotelName: 'Hotel am Bahnhof', mood: 'negative', complaints: ['cleanliness', 'staff', 'noise'], praises: [],
    review: 'Das Zimmer war nicht sauber und das Bad war schmutzig. Die Rezeption war unfreundlich. Nachts war es sehr laut.' },
  { id: 'de-6', language: 'de', business: 'restaurant', stars: 2, name: 'Thomas', hotelName: 'Bistro Rosengarten', mood: 'negative', complaints: ['checkin', 'food', 'value'], praises: [],
    review: 'Wir haben eine Stunde auf unser Essen gewartet. Die Suppe war kalt und fade. Für diese Qualität viel zu teuer.' },
  { id: 'de-7', language: 'de', business: 'apartment', stars: 0, name: 'Katrin', hotelName: 'Apartments Altstadt', mood: 'negative', complaints: ['amenities', 'cleanliness'], praises: [],
    review: 'Das WLAN funktionierte nicht und es gab kein warmes Wasser. Die Küche war dreckig.' },
  { id: 'de-8', language: 'de', business: 'hotel', stars: 0, name: 'Jonas', hotelName: 'Parkhotel Nord', mood: 'negative', complaints: ['parking', 'room', 'value'], praises: [],
    review: 'Die Parkplätze waren viel zu teuer und das Zimmer war winzig. Die Matratze war unbequem. Leider enttäuschend.' },
  { id: 'de-9', language: 'de', business: 'hotel', stars: 3, name: 'Claudia', hotelName: 'Hotel Seeufer', mood: 'mixed', complaints: ['cleanliness'], praises: ['staff', 'location'],
    review: 'Das Personal war sehr freundlich und die Lage ist toll, aber das Zimmer war leider nicht sauber.' },
  { id: 'de-10', language: 'de', business: 'restaurant', stars: 0, name: 'Stefan', hotelName: 'Trattoria Milano', mood: 'mixed', complaints: ['staff'], praises: ['food'],
    review: 'Die Pizza war köstlich, aber der Kellner war unhöflich und hat uns ignoriert.' },
  { id: 'de-11', language: 'de', business: 'apartment', stars: 3, name: 'Miriam', hotelName: 'Studio am Markt', mood: 'mixed', complaints: ['noise'], praises: ['cleanliness', 'location'],
    review: 'Die Wohnung war sauber und die Lage zentral. Allerdings ist sie sehr hellhörig und der Verkehr war laut.' },
  { id: 'de-12', language: 'de', business: 'hotel', stars: 4, name: 'Felix', hotelName: 'Berghotel Sonne', mood: 'mixed', complaints: ['checkin'], praises: ['food', 'room'],
    review: 'Leckeres Frühstück und ein bequemes Bett. Beim Check-in mussten wir aber lange warten.' },

  // French
  { id: 'fr-1', language: 'fr', business: 'hotel', stars: 5, name: 'Camille', hotelName: 'Hôtel du Parc', mood: 'positive', complaints: [], praises: ['staff', 'cleanliness', 'location'],
    review: "Le personnel était très accueillant et la chambre était impeccable. L'emplacement est idéal pour visiter la ville." },
  { id: 'fr-2', language: 'fr', business: 'restaurant', stars: 0, name: 'Julien', hotelName: 'Le Petit Bistrot', mood: 'positive', complaints: [], praises: ['food', 'staff'],
    review: 'Les plats étaient délicieux et savoureux. Le serveur était souriant et très professionnel. Je recommande !' },
  { id: 'fr-3', language: 'fr', business: 'apartment', stars: 4, name: 'Manon', hotelName: 'Appartements Montmartre', mood: 'positive', complaints: [], praises: ['room', 'noise', 'staff'],
    review: "L'appartement est spacieux et confortable, le quartier est calme. La propriétaire était adorable." },
  { id: 'fr-4', language: 'fr', business: 'hotel', stars: 0, name: 'Hugo', hotelName: 'Hôtel Belle Rive', mood: 'positive', complaints: [], praises: ['food', 'checkin'],
    review: "Le petit déjeuner était excellent et l'enregistrement très rapide. Un séjour parfait." },
  { id: 'fr-5', language: 'fr', business: 'hotel', stars: 1, name: 'Isabelle', hotelName: 'Hôtel de la Gare', mood: 'negative', complaints: ['cleanliness', 'staff', 'noise'], praises: [],
    review: "La chambre n'était pas propre et la salle de bain était sale. Le réceptionniste était impoli. Beaucoup de bruit toute la nuit." },
  { id: 'fr-6', language: 'fr', business: 'restaurant', stars: 2, name: 'Nicolas', hotelName: 'La Table Ronde', mood: 'negative', complaints: ['checkin', 'food', 'value'], praises: [],
    review: "Une heure d'attente malgré la réservation. Le poisson était fade et froid. Beaucoup trop cher pour la qualité." },
  { id: 'fr-7', language: 'fr', business: 'apartment', stars: 0, name: 'Élodie', hotelName: 'Studio Lumière', mood: 'negative', complaints: ['amenities', 'cleanliness'], praises: [],
    review: "Le wifi ne fonctionnait pas et il n'y avait pas d'eau chaude. La cuisine était crasseuse." },
  { id: 'fr-8', language: 'fr', business: 'hotel', stars: 0, name: 'Antoine', hotelName: 'Hôtel Central', mood: 'negative', complaints: ['parking', 'room', 'value'], praises: [],
    review: 'Le parking était hors de prix et la chambre minuscule. Le lit était inconfortable. Très déçu.' },
  { id: 'fr-9', language: 'fr', business: 'hotel', stars: 3, name: 'Chloé', hotelName: 'Hôtel des Vignes', mood: 'mixed', complaints: ['cleanliness'], praises: ['staff', 'location'],
    review: "Le personnel était charmant et l'emplacement est super, mais la chambre n'était pas propre." },
  { id: 'fr-10', language: 'fr', business: 'restaurant', stars: 0, name: 'Louis', hotelName: 'Brasserie du Port', mood: 'mixed', complaints: ['staff'], praises: ['food'],
    review: 'La cuisine est délicieuse, mais le serveur était désagréable et très lent.' },
  { id: 'fr-11', language: 'fr', business: 'apartment', stars: 3, name: 'Sarah', hotelName: 'Loft Bastille', mood: 'mixed', complaints: ['noise'], praises: ['cleanliness', 'location'],
    review: "L'appartement était propre et bien situé. Par contre, la rue est très bruyante la nuit." },
  { id: 'fr-12', language: 'fr', business: 'hotel', stars: 4, name: 'Paul', hotelName: 'Hôtel Beau Séjour', mood: 'mixed', complaints: ['checkin'], praises: ['food', 'room'],
    review: "Le dîner était savoureux et le lit très confortable, mais l'attente à la réception pour l'arrivée était interminable." },

  // Spanish
  { id: 'es-1', language: 'es', business: 'hotel', stars: 5, name: 'Lucía', hotelName: 'Hotel Mirador', mood: 'positive', complaints: [], praises: ['staff', 'cleanliness', 'location'],
    review: 'El personal fue muy amable y atento. La habitación estaba impecable y la ubicación es perfecta.' },
  { id: 'es-2', language: 'es', business: 'restaurant', stars: 0, name: 'Javier', hotelName: 'Casa Pepe', mood: 'positive', complaints: [], praises: ['food', 'staff'],
    review: 'La comida estaba deliciosa y muy fresca. El camarero fue muy simpático. ¡Lo recomiendo!' },
  { id: 'es-3', language: 'es', business: 'apartment', stars: 4, name: 'Marta', hotelName: 'Apartamentos Sol', mood: 'positive', complaints: [], praises: ['room', 'noise', 'staff'],
    review: 'El apartamento es amplio y cómodo, la zona es muy tranquila. La anfitriona fue encantadora y muy amable.' },
  { id: 'es-4', language: 'es', business: 'hotel', stars: 0, name: 'Diego', hotelName: 'Hotel Plaza', mood: 'positive', complaints: [], praises: ['food', 'checkin'],
    review: 'El desayuno era excelente y el registro de llegada fue muy rápido. Una estancia perfecta.' },
  { id: 'es-5', language: 'es', business: 'hotel', stars: 1, name: 'Carmen', hotelName: 'Hostal Estación', mood: 'negative', complaints: ['cleanliness', 'staff', 'noise'], praises: [],
    review: 'La habitación no estaba limpia y el baño estaba sucio. El recepcionista fue muy grosero. Mucho ruido toda la noche.' },
  { id: 'es-6', language: 'es', business: 'restaurant', stars: 2, name: 'Pablo', hotelName: 'La Taberna', mood: 'negative', complaints: ['checkin', 'food', 'value'], praises: [],
    review: 'Una hora de espera a pesar de la reserva. La paella estaba sosa y fría. Demasiado caro para la calidad.' },
  { id: 'es-7', language: 'es', business: 'apartment', stars: 0, name: 'Elena', hotelName: 'Pisos Centro', mood: 'negative', complaints: ['amenities', 'cleanliness'], praises: [],
    review: 'El wifi no funcionaba y no había agua caliente. La cocina estaba sucia.' },
  { id: 'es-8', language: 'es', business: 'hotel', stars: 0, name: 'Sergio', hotelName: 'Hotel Costa', mood: 'negative', complaints: ['parking', 'room', 'value'], praises: [],
    review: 'El aparcamiento era carísimo y la habitación diminuta. La cama era incómoda. Muy decepcionante.' },
  { id: 'es-9', language: 'es', business: 'hotel', stars: 3, name: 'Laura', hotelName: 'Hotel Alameda', mood: 'mixed', complaints: ['cleanliness'], praises: ['staff', 'location'],
    review: 'El personal fue muy amable y la ubicación es genial, pero la habitación no estaba limpia.' },
  { id: 'es-10', language: 'es', business: 'restaurant', stars: 0, name: 'Andrés', hotelName: 'El Rincón', mood: 'mixed', complaints: ['staff'], praises: ['food'],
    review: 'Las tapas estaban riquísimas y sabrosas, pero el camarero fue antipático y muy lento.' },
  { id: 'es-11', language: 'es', business: 'apartment', stars: 3, name: 'Isabel', hotelName: 'Loft Gótico', mood: 'mixed', complaints: ['noise'], praises: ['cleanliness', 'location'],
    review: 'El apartamento estaba limpio y es muy céntrico. Sin embargo, había mucho ruido de la calle por la noche.' },
  { id: 'es-12', language: 'es', business: 'hotel', stars: 4, name: 'Raúl', hotelName: 'Parador Real', mood: 'mixed', complaints: ['checkin'], praises: ['food', 'room'],
    review: 'La cena estaba deliciosa y la cama muy cómoda, pero la espera en recepción para la llegada fue larguísima.' },
];
