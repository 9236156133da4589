// Creates an administrator (or gives an existing user the admin role; never changes a password).
//   npm run admin:create -- admin@example.com          (password from a hidden prompt)
//   echo "$PASSWORD" | npm run admin:create -- admin@example.com
// Works on the embedded database (DATA_DIR) and on PostgreSQL (DATABASE_URL).
import { createInterface } from "node:readline";
import { z } from "zod";
import {
  ensureAdministrator,
  MIN_ADMIN_PASSWORD,
} from "../app/features/admin-auth/admin-account.server";
import { createDatabase, databaseOptions, setDatabase } from "../app/lib/db.server";
import { getEnv } from "../app/lib/env.server";

function ask(question: string, hidden: boolean): Promise<string> {
  return new Promise((resolve, reject) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    if (hidden) {
      // Print the question, then swallow the echo of every typed character.
      const write = (rl as unknown as { _writeToOutput?: (s: string) => void })._writeToOutput;
      (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = (s: string) => {
        if (s.includes(question)) write?.call(rl, question);
      };
    }
    rl.question(question, (answer) => {
      rl.close();
      if (hidden) process.stdout.write("\n");
      resolve(answer);
    });
    rl.on("SIGINT", () => reject(new Error("Cancelled")));
  });
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of process.stdin) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

async function main() {
  const interactive = process.stdin.isTTY === true;
  let email = process.argv[2]?.trim();
  let password: string;
  if (interactive) {
    if (!email) email = (await ask("Administrator e-mail: ", false)).trim();
    password = await ask(`Password (at least ${MIN_ADMIN_PASSWORD} characters): `, true);
    const again = await ask("Repeat the password: ", true);
    if (again !== password) throw new Error("The passwords do not match");
  } else {
    const input = (await readStdin()).split(/\r?\n/);
    if (!email) email = (input.shift() ?? "").trim();
    password = input[0] ?? "";
  }
  if (!z.email().safeParse(email).success)
    throw new Error(`Not a valid e-mail address: ${email ?? ""}`);
  if (password.length < MIN_ADMIN_PASSWORD)
    throw new Error(`The password must have at least ${MIN_ADMIN_PASSWORD} characters`);

  const env = getEnv();
  const database = createDatabase(databaseOptions(env));
  setDatabase(database);
  try {
    await database.migrate();
    const result = await ensureAdministrator(email!, password);
    const text = {
      created: `Created administrator ${email}.`,
      promoted: `${email} already existed and now has the admin role (password unchanged).`,
      unchanged: `${email} is already an administrator (password unchanged).`,
    }[result];
    console.log(text);
  } finally {
    await database.close();
  }
}

main().then(
  () => process.exit(0),
  (err: Error) => {
    process.stderr.write(`admin:create failed: ${err.message}\n`);
    process.exit(1);
  },
);
