// Image fixtures for the upload tests: a real JPEG carrying EXIF (camera, GPS, orientation)
// made with sharp, and helpers to post a multipart upload as a browser or client would.
import sharp from "sharp";

/** A 1600x900 JPEG shot "rotated" (EXIF orientation 6) with a GPS position and a camera name. */
export async function phoneJpeg(): Promise<Uint8Array<ArrayBuffer>> {
  const jpeg = await sharp({
    create: { width: 1600, height: 900, channels: 3, background: { r: 234, g: 30, b: 37 } },
  })
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: "SandoPhone", Model: "Katsu 12" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "34/1 25/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "119/1 41/1 0/1" },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  return new Uint8Array(jpeg);
}

export function imageForm(file: Blob, name: string, type = "menu"): FormData {
  const form = new FormData();
  form.set("type", type);
  form.set("image", file, name);
  return form;
}

export async function postUpload(
  baseUrl: string,
  body: FormData,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: { success: boolean; url: string | null; error: string | null } }> {
  const response = await fetch(`${baseUrl}/api/admin/upload-image`, { method: "POST", headers, body });
  return { status: response.status, body: (await response.json()) as never };
}
