// React Router's <Scripts> puts a <link rel="modulepreload"> for every script of the page in the
// head, where browsers fetch them at high priority beside the stylesheet and the hero image:
// Lighthouse's mobile run counted the page's 120 KB of JavaScript before its first paint (FCP
// 2.0 s, Performance 96-97; 0.8 s and 100 without the links). The inline module script that
// starts the app imports the same files, so they still load, after what a visitor sees first.
// Everything works without JavaScript, which only enhances the page once it arrives.
import { Transform, type TransformCallback } from "node:stream";
import { StringDecoder } from "node:string_decoder";

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
const HEAD_END = "</head>";

/** Passes an HTML stream through without the module preload links of its head. */
export function withoutModulePreloads(): Transform {
  // Decodes across chunks, so a character split between two is never broken.
  const decoder = new StringDecoder("utf8");
  let pending = "";
  let inHead = true;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      if (!inHead) return callback(null, decoder.write(chunk));
      pending += decoder.write(chunk);
      const headEnd = pending.indexOf(HEAD_END);
      if (headEnd !== -1) {
        inHead = false;
        const text = pending.slice(0, headEnd).replace(MODULE_PRELOAD, "") + pending.slice(headEnd);
        pending = "";
        return callback(null, text);
      }
      // Hold back a tag that may continue in the next chunk.
      const lastTag = pending.lastIndexOf("<");
      const complete = lastTag === -1 || pending.indexOf(">", lastTag) !== -1 ? pending.length : lastTag;
      const text = pending.slice(0, complete).replace(MODULE_PRELOAD, "");
      pending = pending.slice(complete);
      callback(null, text);
    },
    flush(callback: TransformCallback) {
      callback(null, (pending + decoder.end()).replace(MODULE_PRELOAD, ""));
    },
  });
}
