// The token API (spec sections 7 and 8): sign-in, verify, expiry and refresh with rotation,
// reuse detection, logout, operator payloads and inactive users (the throttle: sign-in-throttle.test.ts).
import { describe, expect, it } from "vitest";
import { accessTokenKey, signAccessToken } from "#app/domain/staff/tokens.server.ts";
import { hashToken } from "#app/domain/staff/user-tokens.server.ts";
import { updateAdminUser } from "#app/domain/staff/users.server.ts";
import { RefreshToken } from "#app/models/refresh-token.server.ts";
import { TEST_SESSION_SECRET } from "#scripts/lib/server-process.ts";
import { apiLogin, uniqueEmail } from "#tests/support/admin-users.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { baseUrl } from "#tests/support/environment.ts";
import { postJson } from "#tests/support/form-posts.ts";
import { forgetSignInFailuresAfterThisFile } from "#tests/support/sign-in-failures.ts";
import { adminsOfThisFile } from "#tests/support/test-admins.ts";

useTestDatabase();
forgetSignInFailuresAfterThisFile();
const admins = adminsOfThisFile("token");
const newAdmin = () => admins.create();

function verify(token?: string) {
  return fetch(`${baseUrl()}/api/auth/verify`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
}

describe("POST /api/auth/login and GET /api/auth/verify", () => {
  it("signs in with e-mail and password and the access token verifies", async () => {
    const admin = await newAdmin();
    const login = await apiLogin({ email: admin.email.toUpperCase(), password: admin.password });
    expect(login.success).toBe(true);
    expect(login.accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(login.refreshToken.length).toBeGreaterThanOrEqual(40);
    expect(login.user).toMatchObject({ id: admin.id, email: admin.email, is_active: true });
    expect(login.user.last_login).toEqual(expect.any(String));
    expect(JSON.stringify(login)).not.toMatch(/password/i);

    const verified = await verify(login.accessToken);
    expect(verified.status).toBe(200);
    expect(await verified.json()).toMatchObject({ success: true, user: { email: admin.email } });
  });

  it("answers 401 NO_TOKEN without a token and INVALID_TOKEN for a forged one", async () => {
    const none = await verify();
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ success: false, code: "NO_TOKEN" });

    const admin = await newAdmin();
    const forged = signAccessToken(
      { sub: admin.id, ver: 0, iat: 0, exp: Math.floor(Date.now() / 1000) + 600 },
      accessTokenKey("some-other-secret-that-is-long-enough-000000"),
    );
    const response = await verify(forged);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: "INVALID_TOKEN" });
  });

  it("refuses a wrong password and an unknown account with the same message", async () => {
    const admin = await newAdmin();
    const wrong = await postJson("/api/auth/login", { email: admin.email, password: "not-the-password" });
    const unknown = await postJson("/api/auth/login", { email: uniqueEmail("ghost"), password: "whatever-123" });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const [wrongBody, unknownBody] = [await wrong.json(), await unknown.json()];
    expect(wrongBody).toEqual(unknownBody);
    expect(wrongBody).toMatchObject({ success: false, error: "Invalid email or password" });
  });

  it("asks for both fields when one is missing", async () => {
    const response = await postJson("/api/auth/login", { email: "", password: "" });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: "Please enter both email and password" });
  });

  it("answers NoSQL operator payloads with 400, never a sign-in", async () => {
    for (const body of [
      { email: { $ne: null }, password: { $ne: null } },
      { email: { $gt: "" }, password: "katsu-test-password" },
      { email: "admin@example.com", password: { $ne: "x" } },
      ["admin@example.com", "sando-admin-dev"],
    ]) {
      const response = await postJson("/api/auth/login", body);
      expect(response.status).toBe(400);
      const json = (await response.json()) as Record<string, unknown>;
      expect(json.success).toBe(false);
      expect(json.accessToken).toBeUndefined();
    }
    // A body not sent as JSON is refused before it is read: no page elsewhere can post here
    // without a CORS preflight, which this site never grants.
    const notJson = await fetch(`${baseUrl()}/api/auth/login`, { method: "POST", body: "email=a" });
    expect(notJson.status).toBe(415);
    expect(await notJson.json()).toEqual({
      success: false,
      error: "Send the request body as JSON, with Content-Type: application/json",
    });
  });

  it("does not sign in an inactive user", async () => {
    const admin = await newAdmin();
    await updateAdminUser(admin.id, { is_active: false }, "someone-else");
    const response = await postJson("/api/auth/login", { email: admin.email, password: admin.password });
    expect(response.status).toBe(401);
  });
});

describe("expiry, refresh, rotation and logout", () => {
  it("an expired access token gets TOKEN_EXPIRED, and the refresh token works exactly once", async () => {
    const admin = await newAdmin();
    const login = await apiLogin(admin);
    const past = Math.floor(Date.now() / 1000) - 3600;
    const expired = signAccessToken(
      { sub: admin.id, ver: 0, iat: past - 900, exp: past },
      accessTokenKey(TEST_SESSION_SECRET),
    );
    const response = await verify(expired);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ success: false, code: "TOKEN_EXPIRED" });

    const refreshed = await postJson("/api/auth/refresh", { refreshToken: login.refreshToken });
    expect(refreshed.status).toBe(200);
    const pair = (await refreshed.json()) as {
      success: boolean;
      accessToken: string;
      refreshToken: string;
      user: { email: string };
    };
    expect(pair).toMatchObject({ success: true, user: { email: admin.email } });
    expect(pair.refreshToken).not.toBe(login.refreshToken);
    expect((await verify(pair.accessToken)).status).toBe(200);

    // Reusing the spent token is refused and revokes the whole family, including the new token.
    const reused = await postJson("/api/auth/refresh", { refreshToken: login.refreshToken });
    expect(reused.status).toBe(401);
    expect(await reused.json()).toMatchObject({ success: false, code: "REFRESH_FAILED" });
    const afterReuse = await postJson("/api/auth/refresh", { refreshToken: pair.refreshToken });
    expect(afterReuse.status).toBe(401);
  });

  it("a token family ends 30 days after sign-in, however often it was rotated", async () => {
    const DAY = 24 * 60 * 60 * 1000;
    /** Moves the sign-in of `token`'s family `days` back, as if that much time had passed. */
    const signedInDaysAgo = async (
      token: string,
      days: number,
      fields: "family start" | "creation only" = "family start",
    ) => {
      const stored = await RefreshToken.findOne({ token_hash: hashToken(token) }).lean();
      const then = new Date(Date.now() - days * DAY);
      // The collection itself: Mongoose keeps created_at out of updates.
      await RefreshToken.collection.updateMany(
        { family_id: stored!.family_id },
        fields === "family start"
          ? { $set: { family_started_at: then, created_at: then } }
          : { $set: { created_at: then }, $unset: { family_started_at: "" } },
      );
    };
    const refresh = (refreshToken: string) => postJson("/api/auth/refresh", { refreshToken });

    const admin = await newAdmin();
    const login = await apiLogin(admin);
    // 29 days in, rotated every few days: still refreshed.
    await signedInDaysAgo(login.refreshToken, 29);
    const rotated = await refresh(login.refreshToken);
    expect(rotated.status).toBe(200);
    const { refreshToken } = (await rotated.json()) as { refreshToken: string };
    // 31 days in: the fresh token of the same family is refused.
    await signedInDaysAgo(refreshToken, 31);
    const late = await refresh(refreshToken);
    expect(late.status).toBe(401);
    expect(await late.json()).toMatchObject({ success: false, code: "REFRESH_FAILED" });

    // A token stored before families had a start counts from its creation: a recent one still
    // works (existing databases keep their sign-ins), one created 31 days ago does not.
    const recent = await apiLogin(admin);
    await signedInDaysAgo(recent.refreshToken, 1, "creation only");
    expect((await refresh(recent.refreshToken)).status).toBe(200);
    const old = await apiLogin(admin);
    await signedInDaysAgo(old.refreshToken, 31, "creation only");
    expect((await refresh(old.refreshToken)).status).toBe(401);
  });

  it("of several concurrent refreshes with one token, at most one succeeds", async () => {
    const admin = await newAdmin();
    const login = await apiLogin(admin);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => postJson("/api/auth/refresh", { refreshToken: login.refreshToken })),
    );
    expect(responses.filter((response) => response.status === 200).length).toBeLessThanOrEqual(1);
    expect(responses.every((response) => response.status === 200 || response.status === 401)).toBe(true);
  });

  it("a missing refresh token gets NO_REFRESH_TOKEN and an unknown one REFRESH_FAILED", async () => {
    const missing = await postJson("/api/auth/refresh", {});
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ code: "NO_REFRESH_TOKEN" });
    const unknown = await postJson("/api/auth/refresh", { refreshToken: "x".repeat(43) });
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toMatchObject({ code: "REFRESH_FAILED" });
    const operator = await postJson("/api/auth/refresh", { refreshToken: { $ne: null } });
    expect(operator.status).toBe(400);
  });

  it("logout revokes the refresh token", async () => {
    const admin = await newAdmin();
    const login = await apiLogin(admin);
    const logout = await postJson("/api/auth/logout", { refreshToken: login.refreshToken });
    expect(logout.status).toBe(200);
    expect(await logout.json()).toEqual({ success: true });
    const refresh = await postJson("/api/auth/refresh", { refreshToken: login.refreshToken });
    expect(refresh.status).toBe(401);
  });

  it("deactivating a user revokes their access and refresh tokens at once", async () => {
    const admin = await newAdmin();
    const login = await apiLogin(admin);
    await updateAdminUser(admin.id, { is_active: false }, "someone-else");
    const response = await verify(login.accessToken);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: "UNAUTHORIZED" });
    expect((await postJson("/api/auth/refresh", { refreshToken: login.refreshToken })).status).toBe(401);
  });

  it("a new password revokes the user's tokens", async () => {
    const admin = await newAdmin();
    const login = await apiLogin(admin);
    await updateAdminUser(admin.id, { password: "a-brand-new-password" }, "someone-else");
    expect((await verify(login.accessToken)).status).toBe(401);
    expect((await postJson("/api/auth/refresh", { refreshToken: login.refreshToken })).status).toBe(401);
  });
});
