// Methods an address does not take are refused with 405 and an Allow header that names the ones
// it does, on the API and on pages alike. Bodies over the limit (64 KB of JSON, 1 MB of form) are
// refused with 413, declared or not.
import { request as httpRequest } from "node:http";
import { describe, expect, it } from "vitest";
import { baseUrl } from "#tests/support/environment.ts";

async function call(method: string, path: string, init: RequestInit = {}) {
  const response = await fetch(`${baseUrl()}${path}`, { method, redirect: "manual", ...init });
  return { status: response.status, allow: response.headers.get("allow"), text: await response.text() };
}

/** fetch refuses to send TRACE, so it goes through node:http. */
function trace(path: string): Promise<{ status: number; allow: string | undefined }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(`${baseUrl()}${path}`, { method: "TRACE" }, (response) => {
      response.resume();
      resolve({ status: response.statusCode ?? 0, allow: response.headers.allow });
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}

describe("unsupported methods", () => {
  it("are a 405 with Allow on the API, in the API's JSON shape", async () => {
    const patch = await call("PATCH", "/api/events");
    expect(patch.status).toBe(405);
    expect(patch.allow).toBe("GET, HEAD, OPTIONS");
    expect(JSON.parse(patch.text)).toEqual({ success: false, error: "Method not allowed" });

    // A list takes POST, a record PUT and DELETE; neither takes the other's.
    const putList = await call("PUT", "/api/admin/events");
    expect(putList.status).toBe(405);
    expect(putList.allow).toBe("GET, HEAD, POST, OPTIONS");
    const postRecord = await call("POST", "/api/admin/menu-items/6b0421df2f9977c5619c6f3a");
    expect(postRecord.status).toBe(405);
    expect(postRecord.allow).toBe("GET, HEAD, PUT, DELETE, OPTIONS");
    const getLogin = await call("GET", "/api/auth/login");
    expect(getLogin.status).toBe(405);
    expect(getLogin.allow).toBe("POST, OPTIONS");
  });

  it("are a 405 page with Allow on pages, even where the page has a form", async () => {
    const deleteMenu = await call("DELETE", "/menu");
    expect(deleteMenu.status).toBe(405);
    expect(deleteMenu.allow).toBe("GET, HEAD, OPTIONS");
    expect(deleteMenu.text).toContain("405 Method Not Allowed");

    // Before, React Router handed PUT to the enquiry form's action, which failed with a 500.
    const putCatering = await call("PUT", "/catering-events", {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "name=x",
    });
    expect(putCatering.status).toBe(405);
    expect(putCatering.allow).toBe("GET, HEAD, POST, OPTIONS");

    expect(await trace("/")).toEqual({ status: 405, allow: "GET, HEAD, OPTIONS" });
    expect(await trace("/api/send-email")).toEqual({ status: 405, allow: "POST, OPTIONS" });
  });

  it("OPTIONS answers which methods an address takes", async () => {
    const options = await call("OPTIONS", "/admin/events");
    expect(options.status).toBe(204);
    expect(options.allow).toBe("GET, HEAD, POST, OPTIONS");
  });
});

describe("request bodies over the limit", () => {
  const JSON_LIMIT = 64 * 1024;
  const overLimit = JSON.stringify({ email: "reader@example.com", padding: "a".repeat(JSON_LIMIT) });

  it("are refused with 413 from the declared length", async () => {
    const response = await call("POST", "/api/subscribe", {
      headers: { "Content-Type": "application/json" },
      body: overLimit,
    });
    expect(response.status).toBe(413);
    expect(JSON.parse(response.text)).toEqual({ success: false, error: "Request body too large (64 KB at most)" });
  });

  it("are refused with 413 when streamed without a length, and a body of exactly 64 KB is read", async () => {
    const stream = (text: string) =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          const bytes = new TextEncoder().encode(text);
          for (let offset = 0; offset < bytes.length; offset += 64 * 1024) {
            controller.enqueue(bytes.subarray(offset, offset + 64 * 1024));
          }
          controller.close();
        },
      });
    const chunked = (text: string) =>
      call("POST", "/api/subscribe", {
        headers: { "Content-Type": "application/json" },
        body: stream(text),
        // @ts-expect-error Node's fetch needs duplex for a streamed body.
        duplex: "half",
      });
    const refused = await chunked(overLimit);
    expect(refused.status).toBe(413);
    expect(JSON.parse(refused.text).error).toBe("Request body too large (64 KB at most)");

    // At the limit the body is read, and judged on its content (here: not a valid address).
    const head = '{"email":"not-an-address","padding":"';
    const exactly = `${head}${"a".repeat(JSON_LIMIT - head.length - 2)}"}`;
    expect(new TextEncoder().encode(exactly).length).toBe(JSON_LIMIT);
    const read = await chunked(exactly);
    expect(read.status).toBe(400);
    expect(JSON.parse(read.text)).toEqual({ success: false, error: "Please enter a valid email address" });
  });

  it("are refused with 413 on a form over 1 MB, shown as a page", async () => {
    const response = await call("POST", "/catering-events", {
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: baseUrl() },
      body: `name=${"a".repeat(1024 * 1024)}`,
    });
    expect(response.status).toBe(413);
    expect(response.text).toContain("Request body too large (1 MB at most)");
  });
});
