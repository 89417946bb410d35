// Issue 49's rule for what staff type in both languages: a Spanish page shows the Spanish, the
// English where the text stays the same, else the English marked; what still needs Spanish is an
// English text with neither.
import { describe, expect, it } from "vitest";
import { sameInSpanish, shownText, spanishText, textsNeedingSpanish } from "#app/domain/shared/spanish-texts.ts";

const karaage = { name: "Karaage", description: "Japanese fried chicken", name_es: "", description_es: "" };

describe("a text on a page", () => {
  it("is the English on an English page, whatever the Spanish", () => {
    expect(shownText("en", { ...karaage, name_es: "Pollo frito" }, "name")).toEqual({ text: "Karaage" });
  });

  it("is the Spanish on a Spanish page when there is one", () => {
    expect(shownText("es", { ...karaage, description_es: " Pollo frito japonés " }, "description")).toEqual({
      text: "Pollo frito japonés",
    });
  });

  it("is the English, unmarked, where it stays the same in Spanish", () => {
    expect(shownText("es", { ...karaage, same_in_spanish: ["name"] }, "name")).toEqual({ text: "Karaage" });
  });

  it("is the English marked as English while it has no Spanish, on a record older than issue 49 too", () => {
    expect(shownText("es", karaage, "description")).toEqual({ text: "Japanese fried chicken", lang: "en" });
    expect(shownText("es", { name: "Ramune" }, "name")).toEqual({ text: "Ramune", lang: "en" });
  });
});

describe("what still needs Spanish", () => {
  it("lists each English text with no Spanish and not marked the same", () => {
    expect(textsNeedingSpanish(karaage, ["name", "description"])).toEqual(["name", "description"]);
    expect(
      textsNeedingSpanish({ ...karaage, same_in_spanish: ["name"], description_es: "Pollo" }, ["name", "description"]),
    ).toEqual([]);
    // A blank Spanish text is none; an empty English text needs nothing.
    expect(textsNeedingSpanish({ ...karaage, name_es: "  ", description: "" }, ["name", "description"])).toEqual([
      "name",
    ]);
  });
});

describe("the fields staff send", () => {
  it("trims a Spanish text and refuses one longer than its English may be", () => {
    const field = spanishText("Name", 5);
    expect(field.parse(" Gyoza ".slice(0, 6))).toBe("Gyoza");
    expect(field.safeParse("demasiado").error?.issues[0]?.message).toBe("Name in Spanish must be at most 5 characters");
  });

  it("keeps the known names of texts that stay the same, once each and in order, and refuses others by name", () => {
    const field = sameInSpanish(["name", "description"]);
    expect(field.parse(["description", "name", "name"])).toEqual(["name", "description"]);
    expect(field.safeParse(["price"]).error?.issues[0]?.message).toBe(
      "same_in_spanish may only name name, description",
    );
  });
});
