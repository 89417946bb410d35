// A server's day of the Owner's numbers as stored (issue 51): whatever a visitor could make a key
// (a referring host, a campaign tag, a service's name) comes back as it was counted.
import { describe, expect, it } from "vitest";
import { decodeDayTotals, encodeDayTotals } from "#app/domain/numbers/day-totals.ts";
import { NUMBERS_KINDS } from "#app/domain/numbers/numbers.ts";
import { cleanKey } from "#app/domain/numbers/tally.server.ts";

describe("a day's totals as stored", () => {
  it("keep every kind, key and count, keys with separators, spaces and any script included", () => {
    const totals = [
      { kind: NUMBERS_KINDS.view, key: "/menu|es", count: 12 },
      { kind: NUMBERS_KINDS.utmCampaign, key: cleanKey("primavera 2027\tnueva\ncarta"), count: 3 },
      { kind: NUMBERS_KINDS.tap, key: "order|delivery:Uber Eats – Santa Bárbara|-", count: 1 },
      { kind: NUMBERS_KINDS.referrer, key: "", count: 0 },
      { kind: NUMBERS_KINDS.utmSource, key: "寿司", count: 9_007_199_254 },
    ];
    expect(decodeDayTotals(encodeDayTotals(totals))).toEqual(totals);
    // A tab or line break a visitor typed is gone from the key before it is counted.
    expect(totals[1]!.key).toBe("primavera 2027nuevacarta");
  });

  it("read nothing from an empty day, and leave out a line that is not a total", () => {
    expect(decodeDayTotals("")).toEqual([]);
    expect(
      decodeDayTotals("view\t/|en\t4\nview\t/|en\nview\t/|en\t-1\nview\t/|en\t1.5\n\tx\t2\nview\ta\tb\t3"),
    ).toEqual([{ kind: "view", key: "/|en", count: 4 }]);
  });
});
