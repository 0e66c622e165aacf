import { connect } from "node:net";
import { createTestDatabase } from "../storage/databases";
import { startEmail, startWorld } from "./harness";

// Issue 10, defect 11 (the open handle): World.close() closed the harness it started with, so a
// test that restarts the service (w.h = await startEmail(…), test/email/queue.test.ts) left the
// replacement running: its host, SMTP listeners, job timer and database pool kept the jest
// worker alive after the suite ("a worker process has failed to exit gracefully").

/** Resolves with "refused" or "accepted" for a TCP connection to 127.0.0.1:port. */
function probe(port: number): Promise<"refused" | "accepted"> {
  return new Promise((resolve) => {
    const socket = connect({ host: "127.0.0.1", port }, () => {
      socket.destroy();
      resolve("accepted");
    });
    socket.once("error", () => resolve("refused"));
  });
}

test("closing a world closes the harness that replaced the first one", async () => {
  const database = await createTestDatabase("sqlite");
  const w = await startWorld(database);
  try {
    await w.h.close();
    w.h = await startEmail(database, { clock: w.h.clock, env: w.h.env });
    const replaced = w.h;
    expect(await probe(replaced.host.host.port)).toBe("accepted");
    await w.close();
    expect(await probe(replaced.host.host.port)).toBe("refused");
    expect(await probe(replaced.submissionPort)).toBe("refused");
    expect(await probe(replaced.inboundPort)).toBe("refused");
  } finally {
    await database.drop();
  }
});
