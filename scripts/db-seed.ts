// Seeds an empty database with the six cruise prices and four partner attractions.
// Does nothing when cruise prices already exist.
import { seedDatabase } from "../db/seed";
import { createDatabase, databaseOptions } from "../app/lib/db.server";
import { getEnv } from "../app/lib/env.server";

const env = getEnv();
const database = createDatabase(databaseOptions(env));
await database.migrate();
const result = await seedDatabase(database.db);
console.log(result.seeded ? "Seeded the database." : "Database already has data; nothing seeded.");
await database.close();
