// Applies the committed migrations (db/migrations) to DATABASE_URL or the embedded database.
// The server also does this at every start; this script is for deploy pipelines.
import { createDatabase, databaseOptions } from "../app/lib/db.server";
import { getEnv } from "../app/lib/env.server";

const env = getEnv();
const database = createDatabase(databaseOptions(env));
await database.migrate();
console.log(`Migrations applied (${database.kind}).`);
await database.close();
