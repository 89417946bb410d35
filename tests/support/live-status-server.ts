// A server whose truck day has a live status in each state (issue 52), for the layout net: three
// stops today on a database of its own, one with the truck here, one running late, one sold out
// with the longest note and a waiting notice to followers. A status is on for every visitor, so
// it cannot be on in the shared test database. Its clock stands on Friday, June 6, 2031 at 3:50 PM
// in Santa Barbara. It answers at `localhost` (the shared server at 127.0.0.1), so a browser keeps
// a portal cookie for each.
import mongoose from "mongoose";
import { PopupEvent } from "#app/models/event.server.ts";
import { LiveStatusChange } from "#app/models/live-status-change.server.ts";
import { Mailing } from "#app/models/mailing.server.ts";
import { SoldOutNotice } from "#app/models/sold-out-notice.server.ts";
import { startServerProcess } from "#scripts/lib/server-process.ts";
import { addAdminTo, TEST_PASSWORD } from "./admin-users.ts";
import { testMongoBase } from "./environment.ts";

const DAY = "2031-06-06";
const NOW = `${DAY}T15:50:00-07:00`;
const NOTE =
  "Thank you, Santa Barbara! Every last sando is gone tonight; we open again tomorrow at the Goleta Farmers Market from eleven with a fresh batch of tonkatsu.";

export type LiveStatusServer = {
  /** The server's address, at localhost. */
  url: string;
  /** The stop sold out, with the longest name and note (its own page is laid out too, issue 53). */
  soldOutStopId: string;
  /** A portal cookie of the admin `email` on that server, for a browser context's storage. */
  cookies: { name: string; value: string; domain: string; path: string }[];
  stop(): Promise<void>;
};

export async function startLiveStatusServer(email: string): Promise<LiveStatusServer> {
  const uri = `${testMongoBase()}/sando_net_live_${process.pid}_${Date.now()}`;
  const connection = await mongoose.createConnection(uri).asPromise();
  let soldOutStopId = "";
  try {
    await addAdminTo(connection, { email, password: TEST_PASSWORD }, "owner");
    const stop = (title: string, time: string) => ({
      title,
      address: "113 Harbor Way, Santa Barbara, CA 93109",
      description: "By the harbor.",
      date: DAY,
      time,
    });
    const [sold, late, here] = await connection
      .model("Event", PopupEvent.schema)
      .create([
        stop("Harbor Fridays at the Santa Barbara Maritime Museum", "4:00 PM - 9:00 PM"),
        stop("Funk Zone evening", "5:00 PM - 9:00 PM"),
        stop("Goleta brewery night", "6:00 PM - 9:00 PM"),
      ]);
    soldOutStopId = String(sold!._id);
    const at = new Date(NOW);
    const said = (event: typeof sold, state: "here" | "late" | "sold-out", extra: object = {}) => ({
      event_id: String(event!._id),
      day: DAY,
      state,
      by: email,
      at,
      ...extra,
    });
    await connection
      .model("LiveStatusChange", LiveStatusChange.schema, LiveStatusChange.collection.collectionName)
      .insertMany([said(sold, "sold-out", { note: NOTE }), said(late, "late", { minutes: 45 }), said(here, "here")]);
    // A notice waiting (due in a day: nothing is sent), so the page shows its line and "Send now".
    const noticeId = `sold-out:${String(sold!._id)}:${DAY}:1`;
    await connection
      .model("SoldOutNotice", SoldOutNotice.schema, SoldOutNotice.collection.collectionName)
      .create({ _id: noticeId, event_id: String(sold!._id), day: DAY, n: 1 });
    await connection.model("Mailing", Mailing.schema).create({
      _id: noticeId,
      kind: "stop-change",
      topic: "stop-changes",
      status: "scheduled",
      subject: "Sold out",
      text: "Sold out.",
      html: "<p>Sold out.</p>",
      send_at: new Date(at.getTime() + 24 * 60 * 60_000),
      created_by: email,
    });
  } finally {
    await connection.close();
  }
  const server = await startServerProcess({ mongodbUri: uri, env: { NODE_ENV: "test", TEST_CLOCK_NOW: NOW } });
  const url = server.url.replace("127.0.0.1", "localhost");
  const signIn = await fetch(`${url}/admin/login`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: url },
    body: new URLSearchParams({ email, password: TEST_PASSWORD }),
    redirect: "manual",
  });
  const stopAll = async () => {
    await server.stop();
    const drop = await mongoose.createConnection(uri).asPromise();
    await drop.dropDatabase();
    await drop.close();
  };
  if (signIn.status !== 302) {
    await stopAll();
    throw new Error(`live status server: sign-in answered ${signIn.status}`);
  }
  const cookies = signIn.headers.getSetCookie().map((line) => {
    const [name, value] = line.split(";")[0]!.split(/=(.*)/s) as [string, string];
    return { name, value, domain: "localhost", path: "/" };
  });
  return { url, soldOutStopId, cookies, stop: stopAll };
}
