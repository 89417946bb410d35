// The business details during a database outage (issue 33): a server that read the Owner's hours,
// contacts and links before the database went away keeps showing them on /menu, in the footer,
// on /accessibility and in /llms.txt; a server that started during the outage, and so never read
// them, shows the built-in ones (app/content/site.ts) rather than nothing or an error.
// A database of this file's own: stopping the shared one would stop every other test.
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { saveBusinessDetails } from "#app/domain/business/business-details.server.ts";
import { connectDatabase, disconnectDatabase } from "#app/infra/db.server.ts";
import { findFreePort, type LocalDatabase, startLocalDatabase } from "#scripts/lib/local-database.ts";
import { type ServerProcess, startServerProcess } from "#scripts/lib/server-process.ts";
import { scratchDir } from "#tests/support/environment.ts";
import { startUpDone } from "#tests/support/request-log.ts";

let database: LocalDatabase | undefined;
const servers: ServerProcess[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop("SIGKILL")));
  await database?.stop();
});

/** Every read fresh from the database (no copy, no reused answer, no last good page). */
const SERVER_ENV = {
  BUSINESS_DETAILS_COPY_SECONDS: "0",
  RESPONSE_CACHE_SECONDS: "0",
  STALE_IF_ERROR_SECONDS: "0",
};

/** A page as a visitor gets it, without the markers React leaves between text runs. */
async function visit(url: string) {
  const response = await fetch(url);
  return { status: response.status, text: (await response.text()).replaceAll("<!-- -->", "") };
}

const hoursCard = (html: string) => {
  const list = html.match(/<dl class="hours">(.*?)<\/dl>/s)?.[1] ?? "";
  return [...list.matchAll(/<dt>([^<]*)<\/dt><dd>(.*?)<\/dd>/g)].map(
    ([, days, hours]) => `${days} ${hours?.replace(/<[^>]*>/g, "")}`,
  );
};

describe("the business details while the database is unreachable", () => {
  it("are the last ones read on a server that read them, and the built-in ones on a server that read none", {
    timeout: 120_000,
  }, async () => {
    const port = await findFreePort();
    database = await startLocalDatabase({ dataDir: join(scratchDir(), "business-outage-db"), port, log: () => {} });
    const mongodbUri = `${database.uri}/sando_business_outage`;
    await connectDatabase(mongodbUri);
    await saveBusinessDetails(
      {
        openingHours: {
          friday: [{ opens: "16:00", closes: "22:00" }],
          saturday: [{ opens: "12:00", closes: "22:00" }],
        },
        hoursNote: "Weekends only this season.",
        email: "season@sandotruck.example",
        telephone: "+1-805-555-0177",
      },
      { adminId: "test" },
    );
    await disconnectDatabase();
    const reader = await startServerProcess({ mongodbUri, env: SERVER_ENV });
    servers.push(reader);
    // Its start-up writes done first: on a busy machine they can hold its first reads up.
    await startUpDone(reader);
    const before = await visit(`${reader.url}/menu`);
    expect(before.status).toBe(200);
    expect(hoursCard(before.text)).toEqual([
      "Monday-Thursday Closed",
      "Friday 4:00 PM-10:00 PM",
      "Saturday 12:00 PM-10:00 PM",
      "Sunday Closed",
    ]);

    await database.stop("SIGKILL");
    // Started during the outage: it has never read the details.
    const newcomer = await startServerProcess({ mongodbUri, env: SERVER_ENV, waitForHealthy: false });
    servers.push(newcomer);

    const [menu, accessibility, llms, newcomerMenu, newcomerLlms] = await Promise.all([
      visit(`${reader.url}/menu`),
      visit(`${reader.url}/accessibility`),
      visit(`${reader.url}/llms.txt`),
      visit(`${newcomer.url}/menu`),
      visit(`${newcomer.url}/llms.txt`),
    ]);
    // The menu itself is missing (503, its default categories), the hours are not.
    expect(menu.status).toBe(503);
    expect(hoursCard(menu.text)).toEqual(hoursCard(before.text));
    expect(menu.text).toContain("Weekends only this season.");
    expect(menu.text).toContain('href="mailto:season@sandotruck.example"');
    expect(accessibility.status).toBe(200);
    expect(accessibility.text).toContain("805-555-0177");
    expect(llms.text).toContain("Email season@sandotruck.example, phone +1-805-555-0177.");

    expect(newcomerMenu.status).toBe(503);
    expect(hoursCard(newcomerMenu.text)).toEqual([
      "Monday-Friday 11:00 AM-8:00 PM",
      "Saturday 11:00 AM-6:00 PM",
      "Sunday Closed",
    ]);
    expect(newcomerMenu.text).toContain("Hours are subject to change for events or when we sell out.");
    expect(newcomerMenu.text).toContain('href="mailto:hello@sandotruck.com"');
    expect(newcomerLlms.text).toContain("Email hello@sandotruck.com, phone +1-805-555-0142.");
  });
});
