// An answer's bytes, known without reading its body again. A public page passes through two
// root middlewares that each need its bytes (the ETag's hash, the response reuse): reading a
// body consumes it, so each used to read it and build a new Response, and every Response built
// from bytes makes a web stream of them. In the profile of the home page that was about 5% of
// its CPU. An answer made here, or read once here, carries its bytes to the next reader, and
// the same Response goes on out with only its headers changed.
const knownBytes = new WeakMap<Response, Buffer>();

/** A Response of `bytes`, whose bytes the middlewares can have without reading its body. */
export function responseOfBytes(bytes: Buffer, init: ResponseInit): Response {
  // A Buffer is a Uint8Array over an ArrayBuffer (never a shared one here).
  const response = new Response(new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength), init);
  knownBytes.set(response, bytes);
  return response;
}

/**
 * The bytes of `response`, and a Response to answer with in its place: the same one when its
 * bytes were known (its body is untouched), else one made of the bytes just read.
 */
export async function bytesOfResponse(response: Response): Promise<{ bytes: Buffer; response: Response }> {
  const known = knownBytes.get(response);
  if (known) return { bytes: known, response };
  const bytes = Buffer.from(await response.arrayBuffer());
  const { status, statusText, headers } = response;
  return { bytes, response: responseOfBytes(bytes, { status, statusText, headers }) };
}
