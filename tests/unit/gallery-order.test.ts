// The gallery's order rule: a photo moved to a place counted from 1, the others keeping their order.
import { describe, expect, it } from "vitest";
import { movePhoto } from "#app/domain/gallery/gallery.ts";

const ORDER = ["1", "2", "3", "4", "5"];

describe("moving a gallery photo", () => {
  it("puts it at the place asked, the others closing up in their order", () => {
    expect(movePhoto(ORDER, "4", 1)).toEqual(["4", "1", "2", "3", "5"]);
    expect(movePhoto(ORDER, "1", 3)).toEqual(["2", "3", "1", "4", "5"]);
    expect(movePhoto(ORDER, "3", 3)).toEqual(ORDER);
  });

  it("takes a place past the end as last, and leaves the order alone for a photo not in it", () => {
    expect(movePhoto(ORDER, "2", 99)).toEqual(["1", "3", "4", "5", "2"]);
    expect(movePhoto(ORDER, "13", 1)).toEqual(ORDER);
  });
});
