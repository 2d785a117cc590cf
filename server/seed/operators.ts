import { createHash } from "node:crypto";
import type { OperatorRole } from "../operators/store";
import { hashPassword } from "../session/password";
import type { SeedArea } from "./area";

export interface DemoOperator {
  readonly id: string;
  readonly email: string;
  readonly name: string;
  readonly role: OperatorRole;
  /** Development passwords, documented in the README: never a production seed. */
  readonly password: string;
}

/** The shop's staff (issue 19 #2, issue 14): a QA engineer (the problem inbox) and a content editor. */
export const demoOperators: ReadonlyArray<DemoOperator> = [
  { id: "OP-QA-1", email: "qa@demo-markt.example", name: "Quinn QA", role: "qa", password: "Pruefen-2026!" },
  {
    id: "OP-ED-1",
    email: "redaktion@demo-markt.example",
    name: "Erika Redaktion",
    role: "editor",
    password: "Redaktion-2026!",
  },
];

const seedSalt = (email: string) =>
  createHash("sha256").update(`demo-markt operator seed salt:${email}`).digest().subarray(0, 16);

export const operatorSeed: SeedArea = {
  name: "operators",
  async seed(tx) {
    for (const o of demoOperators) {
      const hash = await hashPassword(o.password, seedSalt(o.email));
      await tx.query(
        `INSERT INTO operators (id, email, name, role, password_hash) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (id) DO UPDATE SET email = EXCLUDED.email, name = EXCLUDED.name, role = EXCLUDED.role,
           password_hash = EXCLUDED.password_hash`,
        [o.id, o.email, o.name, o.role, hash],
      );
    }
  },
};
