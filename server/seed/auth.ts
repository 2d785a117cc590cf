import type { SeedArea } from "./area";

/**
 * Loyalty cards issued in a store whose holders have no online account yet (the offline account
 * screen activates one). Birthdates in the demo tenant's date format.
 */
const offlineCards = [
  {
    cardNumber: "4006381333931",
    email: "karl.berger@example.com",
    birthdate: "05.06.1970",
    firstName: "Karl",
    lastName: "Berger",
  },
  {
    cardNumber: "2400000987659",
    email: "eva.huber@example.com",
    birthdate: "21.09.1992",
    firstName: "Eva",
    lastName: "Huber",
  },
] as const;

export const authSeed: SeedArea = {
  name: "auth",
  seed: async (tx) => {
    for (const card of offlineCards)
      await tx.query(
        `INSERT INTO loyalty_cards (card_number, email, birthdate, first_name, last_name)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (card_number) DO UPDATE SET email = EXCLUDED.email, birthdate = EXCLUDED.birthdate,
           first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name, customer_id = NULL`,
        [card.cardNumber, card.email, card.birthdate, card.firstName, card.lastName],
      );
  },
};
