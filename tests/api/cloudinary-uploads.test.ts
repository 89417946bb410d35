// Contract test of the Cloudinary storage: a local HTTP server stands in for Cloudinary's
// upload endpoint (CLOUDINARY_URL's upload_prefix points the real `cloudinary` package at it)
// and checks the signed request the package sends; the route answers a delivery URL with
// automatic format and quality, and 'Failed to upload image' when Cloudinary fails or is down,
// while the server keeps serving and uploads work again once Cloudinary is back.
import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imageSrcSet } from "#app/domain/images/image-variants.ts";
import { findFreePort } from "#scripts/lib/local-database.ts";
import { type ServerProcess, startServerProcess } from "#scripts/lib/server-process.ts";
import { apiLogin, createTestAdmin, deleteTestAdmins } from "#tests/support/admin-users.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { testDatabaseUri } from "#tests/support/environment.ts";
import { imageForm, phoneJpeg, postUpload } from "#tests/support/images.ts";

const API_KEY = "614825913375921";
const API_SECRET = "stand-in-secret-a1b2c3";
const CLOUD = "sando-test";

type Received = { method: string; path: string; contentType: string; form: FormData };
let received: Received[] = [];
let answer: { status: number; body: unknown } = { status: 200, body: {} };
let standIn: Server;
let standInPort = 0;
let server: ServerProcess;
let auth: Record<string, string> = {};
const emails: string[] = [];

async function readForm(request: IncomingMessage): Promise<Received> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const contentType = request.headers["content-type"] ?? "";
  const form = await new Request("http://stand-in.invalid", {
    method: "POST",
    headers: { "Content-Type": contentType },
    body: Buffer.concat(chunks),
  }).formData();
  return { method: request.method ?? "", path: request.url ?? "", contentType, form };
}

function listen(port: number): Promise<Server> {
  const stand = createServer((request, response) => {
    readForm(request).then((form) => {
      received.push(form);
      response.writeHead(answer.status, { "Content-Type": "application/json" });
      response.end(JSON.stringify(answer.body));
    });
  });
  return new Promise((resolve) => stand.listen(port, "127.0.0.1", () => resolve(stand)));
}

useTestDatabase();

beforeAll(async () => {
  standInPort = await findFreePort();
  standIn = await listen(standInPort);
  server = await startServerProcess({
    mongodbUri: testDatabaseUri(),
    env: {
      CLOUDINARY_URL: `cloudinary://${API_KEY}:${API_SECRET}@${CLOUD}?upload_prefix=http://127.0.0.1:${standInPort}`,
    },
  });
  const admin = await createTestAdmin("cloudinary");
  emails.push(admin.email);
  auth = { Authorization: `Bearer ${(await apiLogin(admin)).accessToken}` };
});

afterAll(async () => {
  await server?.stop();
  await new Promise((resolve) => standIn?.close(resolve));
  await deleteTestAdmins(emails);
});

/** Cloudinary's documented signature: the sorted params (not file, api_key, resource_type), "&"-joined, + secret. */
function expectedSignature(form: FormData, algorithm: "sha1" | "sha256"): string {
  const excluded = new Set(["file", "api_key", "resource_type", "cloud_name", "signature"]);
  const toSign = [...form.entries()]
    .filter(([key, value]) => !excluded.has(key) && typeof value === "string" && value !== "")
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, value]) => `${key}=${String(value).replaceAll("&", "%26")}`)
    .join("&");
  return createHash(algorithm)
    .update(toSign + API_SECRET)
    .digest("hex");
}

describe("Cloudinary storage", () => {
  it("sends a signed upload of the sanitised image and answers an f_auto,q_auto delivery URL with width variants", async () => {
    received = [];
    answer = {
      status: 200,
      body: { public_id: "sando-truck/menu/katsu123", version: 1763769600, format: "webp", resource_type: "image" },
    };
    const started = Math.floor(Date.now() / 1000);
    const { status, body } = await postUpload(
      server.url,
      imageForm(new Blob([await phoneJpeg()]), "katsu.jpg", "menu"),
      auth,
    );
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      url: `https://res.cloudinary.com/${CLOUD}/image/upload/c_limit,f_auto,q_auto,w_1200/v1763769600/sando-truck/menu/katsu123`,
      error: null,
    });
    expect(imageSrcSet(body.url)).toBe(
      [400, 800, 1200]
        .map(
          (w) =>
            `https://res.cloudinary.com/${CLOUD}/image/upload/c_limit,f_auto,q_auto,w_${w}/v1763769600/sando-truck/menu/katsu123 ${w}w`,
        )
        .join(", "),
    );

    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request?.method).toBe("POST");
    expect(request?.path).toBe(`/v1_1/${CLOUD}/image/upload`);
    expect(request?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    const form = request?.form ?? new FormData();
    expect(form.get("api_key")).toBe(API_KEY);
    expect(form.get("folder")).toBe("sando-truck/menu");
    const timestamp = Number(form.get("timestamp"));
    expect(timestamp).toBeGreaterThanOrEqual(started - 1);
    expect(timestamp).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 1);
    const algorithm = form.get("signature_algorithm") === "sha256" ? "sha256" : "sha1";
    expect(form.get("signature")).toBe(expectedSignature(form, algorithm));
    expect(form.get("signature")).toMatch(algorithm === "sha1" ? /^[0-9a-f]{40}$/ : /^[0-9a-f]{64}$/);

    // The file is there, and what left the server carries no EXIF or GPS.
    const file = form.get("file");
    expect(file).toBeInstanceOf(File);
    const uploaded = await sharp(Buffer.from(await (file as File).arrayBuffer())).metadata();
    expect(uploaded.format).toBe("webp");
    expect([uploaded.width, uploaded.height]).toEqual([900, 1600]);
    expect(uploaded.exif).toBeUndefined();
  });

  it("answers 'Failed to upload image' when Cloudinary refuses the upload", async () => {
    received = [];
    answer = { status: 401, body: { error: { message: "Invalid Signature" } } };
    const { status, body } = await postUpload(
      server.url,
      imageForm(new Blob([await phoneJpeg()]), "a.jpg", "event"),
      auth,
    );
    expect(received).toHaveLength(1);
    expect(status).toBe(500);
    expect(body).toEqual({ success: false, url: null, error: "Failed to upload image" });
  });

  it("answers 'Failed to upload image' when Cloudinary cannot be reached", async () => {
    await new Promise((resolve) => standIn.close(resolve));
    standIn.closeAllConnections();
    const { status, body } = await postUpload(
      server.url,
      imageForm(new Blob([await phoneJpeg()]), "a.jpg", "press"),
      auth,
    );
    expect(status).toBe(500);
    expect(body).toEqual({ success: false, url: null, error: "Failed to upload image" });

    // The server keeps serving meanwhile, and the next upload succeeds once Cloudinary is back.
    expect(server.child.exitCode).toBeNull();
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${server.url}/menu`)).status).toBe(200);
    standIn = await listen(standInPort);
    received = [];
    answer = {
      status: 200,
      body: { public_id: "sando-truck/press/back-again", version: 1763769700, format: "webp", resource_type: "image" },
    };
    const again = await postUpload(server.url, imageForm(new Blob([await phoneJpeg()]), "a.jpg", "press"), auth);
    expect(again.status).toBe(200);
    expect(again.body.url).toBe(
      `https://res.cloudinary.com/${CLOUD}/image/upload/c_limit,f_auto,q_auto,w_1200/v1763769700/sando-truck/press/back-again`,
    );
    expect(received).toHaveLength(1);
  });

  it("still refuses what is not an image before anything is sent to Cloudinary", async () => {
    received = [];
    const html = new Blob(["<html><body>hi</body></html>"], { type: "image/png" });
    const { status, body } = await postUpload(server.url, imageForm(html, "x.png"), auth);
    expect(status).toBe(400);
    expect(body.error).toBe("Please upload an image file (JPEG, PNG, WebP or GIF)");
    expect(received).toHaveLength(0);
  });
});
