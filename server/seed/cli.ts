import { migrate } from "../db/migrate";
import { openDb } from "../db/open";
import { seedAll, seedAreas } from "./index";

/** `npm run seed`: migrates, then rewrites the demo data (customers' sessions survive). */
const db = await openDb({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR });
try {
  await migrate(db);
  await seedAll(db);
  console.log(`Seeded: ${seedAreas.map((a) => a.name).join(", ")}`);
} finally {
  await db.close();
}
