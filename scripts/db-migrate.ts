// Applies the committed migrations (db/migrations) to DATABASE_URL or the embedded database.
// The server also does this at every start; this script is for deploy pipelines.
import { createDatabase } from "../app/lib/db.server";
import { getEnv } from "../app/lib/env.server";

const env = getEnv();
const database = createDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
await database.migrate();
console.log(`Migrations applied (${database.kind}).`);
await database.close();
