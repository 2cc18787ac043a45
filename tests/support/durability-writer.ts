// Child process for the durability test: opens the database exactly as the server does and
// inserts rows one transaction at a time, printing each id only after its commit returned.
import { openDatabase } from "~/db/client.server";
import { emailOutbox } from "~/db/schema";

const dir = process.argv[2]!;
const open = await openDatabase({ pgliteDir: dir });
process.stdout.write("ready\n");
for (let i = 0; ; i++) {
  const [row] = await open.db
    .insert(emailOutbox)
    .values({
      to: `durabilidade-${i}@example.com`,
      subject: `escrita ${i}`,
      text: "teste de durabilidade",
    })
    .returning({ id: emailOutbox.id });
  process.stdout.write(`ack ${row!.id}\n`);
}
