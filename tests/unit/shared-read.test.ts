// Identical public reads asked for in one turn of the event loop share one database query
// (app/domain/shared/shared-read.server.ts), and a read asked for later never gets an older one.
import { describe, expect, it } from "vitest";
import { sharedRead } from "#app/domain/shared/shared-read.server.ts";

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe("shared reads", () => {
  it("serves every caller of one turn from one read", async () => {
    let reads = 0;
    const read = async () => {
      reads += 1;
      return { reads };
    };
    const answers = await Promise.all(Array.from({ length: 20 }, () => sharedRead("menu", read)));
    expect(reads).toBe(1);
    expect(new Set(answers.map((answer) => answer.reads))).toEqual(new Set([1]));
  });

  it("starts a new read for a caller who asks once the read is under way, so a change saved meanwhile is seen", async () => {
    let stored = "before";
    let release!: () => void;
    const read = async () => {
      const value = stored;
      await new Promise<void>((resolve) => (release = resolve));
      return value;
    };
    const first = sharedRead("banner", read);
    await nextTurn();
    // The first read has been sent; a staff member saves; a visitor then asks.
    stored = "after";
    const second = sharedRead("banner", read);
    release();
    expect(await first).toBe("before");
    await nextTurn();
    release();
    expect(await second).toBe("after");
  });

  it("keeps different data apart and hands a failure to every caller that shared it", async () => {
    const failing = async () => {
      throw new Error("database down");
    };
    const results = await Promise.allSettled([
      sharedRead("press", failing),
      sharedRead("press", failing),
      sharedRead("events", async () => "events"),
    ]);
    expect(results.map((result) => result.status)).toEqual(["rejected", "rejected", "fulfilled"]);
    // A failed read is not remembered: the next one asks the database again.
    expect(await sharedRead("press", async () => "back")).toBe("back");
  });
});
