// Which addresses count as one recipient for the daily cap on automatic mail to visitors.
import { describe, expect, it } from "vitest";
import { normalisedRecipient } from "#app/domain/mail/visitor-mail-limit.server.ts";

describe("normalisedRecipient", () => {
  it("reads an address as its mailbox: lower case, without a +tag", () => {
    expect(normalisedRecipient(" Sam+Sando@Example.com ")).toBe("sam@example.com");
  });

  it("folds Gmail's dots and googlemail.com into one gmail.com mailbox", () => {
    for (const address of ["abc@gmail.com", "a.b.c@gmail.com", "A.B.C+news@googlemail.com", "abc@GoogleMail.com"]) {
      expect(normalisedRecipient(address)).toBe("abc@gmail.com");
    }
  });

  it("keeps the dots of every other domain, where they may name another mailbox", () => {
    expect(normalisedRecipient("a.b.c@example.com")).toBe("a.b.c@example.com");
    expect(normalisedRecipient("a.b.c@mail.gmail.com")).toBe("a.b.c@mail.gmail.com");
  });
});
