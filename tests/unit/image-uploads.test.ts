// The rules an uploaded image must pass, checked in-process: the magic numbers decide the
// type, the 10 MB limit is exact (10485760 bytes pass, one more does not), the admin forms'
// other fields come back with the image, and srcset variants follow from a stored URL.
import { describe, expect, it } from "vitest";
import { sniffImageFormat } from "#app/domain/images/image-rules.ts";
import { imageSrcSet } from "#app/domain/images/image-variants.ts";
import { Refusal } from "#app/domain/shared/refusal.ts";
import { readImageFromForm } from "#app/web/image-form.server.ts";

const bytes = (...values: number[]) => new Uint8Array(values);
// The spec's figure (section 5, "Image upload"): under 10 MB, 10485760 bytes. Typed here, not imported
// from the app, so that a changed limit in the app fails these tests.
const SPEC_LIMIT_BYTES = 10_485_760;
const text = (value: string) => new TextEncoder().encode(value);

describe("sniffImageFormat", () => {
  it("knows JPEG, PNG, GIF and WebP by their first bytes", () => {
    expect(sniffImageFormat(bytes(0xff, 0xd8, 0xff, 0xe1))).toBe("jpeg");
    expect(sniffImageFormat(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe("png");
    expect(sniffImageFormat(text("GIF89a..."))).toBe("gif");
    expect(sniffImageFormat(text("GIF87a..."))).toBe("gif");
    expect(sniffImageFormat(text("RIFF\u0000\u0000\u0000\u0000WEBPVP8 "))).toBe("webp");
  });

  it("refuses SVG, HTML, PDF, AVI (RIFF but not WebP) and empty files", () => {
    expect(sniffImageFormat(text('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageFormat(text("<?xml version='1.0'?><svg/>"))).toBeNull();
    expect(sniffImageFormat(text("<!doctype html><html>"))).toBeNull();
    expect(sniffImageFormat(text("%PDF-1.7"))).toBeNull();
    expect(sniffImageFormat(text("RIFF\u0000\u0000\u0000\u0000AVI LIST"))).toBeNull();
    expect(sniffImageFormat(new Uint8Array())).toBeNull();
  });
});

function multipartRequest(file: Uint8Array<ArrayBuffer>, fields: Record<string, string> = {}): Request {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set("image", new Blob([file], { type: "image/jpeg" }), "photo.jpg");
  return new Request("http://localhost/admin/menu/new", { method: "POST", body: form });
}

function jpegOfSize(size: number): Uint8Array<ArrayBuffer> {
  const file = new Uint8Array(size);
  file.set([0xff, 0xd8, 0xff, 0xe0]);
  return file;
}

describe("readImageFromForm", () => {
  it("accepts exactly 10485760 bytes and returns the form's other fields", async () => {
    const form = await readImageFromForm(
      multipartRequest(jpegOfSize(SPEC_LIMIT_BYTES), { name: "Katsu", price: "12" }),
    );
    expect(form.image?.byteLength).toBe(SPEC_LIMIT_BYTES);
    expect(form.fields.get("name")).toBe("Katsu");
    expect(form.fields.get("price")).toBe("12");
  });

  it("refuses one byte more with 413 and the spec's message", async () => {
    const error = await readImageFromForm(multipartRequest(jpegOfSize(SPEC_LIMIT_BYTES + 1))).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Refusal);
    expect(error).toMatchObject({ status: 413, message: "File size must be less than 10MB" });
  });

  it("a form sent without a file (no JavaScript, image unchanged) keeps its fields", async () => {
    const form = new FormData();
    form.set("name", "Karaage");
    form.set("image", new Blob([]), "");
    const result = await readImageFromForm(new Request("http://localhost/x", { method: "POST", body: form }));
    expect(result.image).toBeNull();
    expect(result.fields.get("name")).toBe("Karaage");
    const urlencoded = await readImageFromForm(
      new Request("http://localhost/x", { method: "POST", body: new URLSearchParams({ name: "Merch" }) }),
    );
    expect(urlencoded).toMatchObject({ image: null });
    expect(urlencoded.fields.get("name")).toBe("Merch");
  });
});

describe("imageSrcSet", () => {
  it("derives the widths of local uploads and Cloudinary URLs, and nothing for other images", () => {
    expect(imageSrcSet("/uploads/0123456789abcdef0123456789abcdef-1200.webp")).toBe(
      "/uploads/0123456789abcdef0123456789abcdef-400.webp 400w, /uploads/0123456789abcdef0123456789abcdef-800.webp 800w, /uploads/0123456789abcdef0123456789abcdef-1200.webp 1200w",
    );
    expect(
      imageSrcSet("https://res.cloudinary.com/demo/image/upload/c_limit,f_auto,q_auto,w_1200/v1/sando-truck/menu/a"),
    ).toContain("https://res.cloudinary.com/demo/image/upload/c_limit,f_auto,q_auto,w_400/v1/sando-truck/menu/a 400w");
    expect(imageSrcSet("/images/menu/chicken-katsu.webp")).toBeUndefined();
    expect(imageSrcSet("")).toBeUndefined();
  });
});
