import { createSession } from "react-router";
import { describe, expect, it } from "vitest";
import { SESSION_LIFETIME_MS, sessionIdentity, type AdminSession } from "../../app/domain/staff/session.server.ts";

function sessionSignedInAt(signedInAt: number): AdminSession {
  const session = createSession() as AdminSession;
  session.set("userId", "0123456789abcdef01234567");
  session.set("sessionVersion", 3);
  session.set("signedInAt", signedInAt);
  return session;
}

describe("the portal session's absolute lifetime", () => {
  it("is valid for twelve hours after sign-in, however active", () => {
    const signedInAt = Date.UTC(2026, 0, 1, 8);
    expect(SESSION_LIFETIME_MS).toBe(12 * 60 * 60 * 1000);
    expect(sessionIdentity(sessionSignedInAt(signedInAt), signedInAt + SESSION_LIFETIME_MS - 1000)).toEqual({
      userId: "0123456789abcdef01234567",
      sessionVersion: 3,
    });
    expect(sessionIdentity(sessionSignedInAt(signedInAt), signedInAt + SESSION_LIFETIME_MS + 1000)).toBeNull();
  });

  it("rejects a session without a sign-in time", () => {
    const session = createSession() as AdminSession;
    session.set("userId", "0123456789abcdef01234567");
    session.set("sessionVersion", 0);
    expect(sessionIdentity(session)).toBeNull();
  });
});
