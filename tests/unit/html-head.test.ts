// The document head goes out without React Router's module preload links (they cost the first
// paint on a phone; app/web/html-head.server.ts), however the HTML stream is cut into chunks.
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { withoutModulePreloads } from "#app/web/html-head.server.ts";

const DOCUMENT =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Sandos – 焼き</title>' +
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n1"/>' +
  '<link rel="modulepreload" href="/assets/root-B.js" nonce="n1"/>' +
  '<link rel="stylesheet" href="/assets/app.css"/></head>' +
  '<body><p>Katsu – カツ</p><code>&lt;link rel="modulepreload"&gt;</code>' +
  '<script type="module" async="">import "/assets/entry.client-A.js";</script></body></html>';
const EXPECTED = DOCUMENT.replace(/<link rel="modulepreload"[^>]*>/g, "");

async function through(chunks: Buffer[]): Promise<string> {
  return text(Readable.from(chunks).pipe(withoutModulePreloads()));
}

describe("document head without module preloads", () => {
  it("drops the links from the head and keeps everything else, the stylesheet and the app's start included", async () => {
    const html = await through([Buffer.from(DOCUMENT)]);
    expect(html).toBe(EXPECTED);
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(html).toContain('import "/assets/entry.client-A.js"');
  });

  it("gives the same document whatever byte the stream is cut at, even inside a tag or a character", async () => {
    const bytes = Buffer.from(DOCUMENT);
    for (let cut = 1; cut < bytes.length; cut++) {
      expect(await through([bytes.subarray(0, cut), bytes.subarray(cut)])).toBe(EXPECTED);
    }
    const oneByteAtATime = [...bytes].map((byte) => Buffer.from([byte]));
    expect(await through(oneByteAtATime)).toBe(EXPECTED);
  });
});
