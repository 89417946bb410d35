// Where uploaded images go, behind one function: storeImage(bytes, kind) -> the URL to save.
// Every image is first decoded and sanitised here (auto-oriented, metadata such as EXIF and
// GPS dropped) so nothing the phone recorded leaves the server. Without CLOUDINARY_URL the
// widths 400/800/1200 are written as WebP under UPLOADS_DIR (served at /uploads, content-hashed
// names, cached for a year); with it the sanitised image is uploaded to Cloudinary, signed.
import { createHash } from "node:crypto";
import { mkdir, rename, stat, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import type { Metadata } from "sharp";
import { IMAGE_MESSAGES } from "#app/content/portal-messages.ts";
import { Refusal } from "#app/domain/shared/refusal.ts";
import { type CloudinaryConfig, getConfig } from "#app/infra/config.server.ts";
import { type ImageKind, sniffImageFormat } from "./image-rules.ts";
import { IMAGE_WIDTHS } from "./image-variants.ts";

/** The file is not an image we accept (wrong magic number, or sharp cannot decode it). */
function notAnImage(): Refusal {
  return new Refusal(400, IMAGE_MESSAGES.notAnImage);
}

/** Storing failed (disk, Cloudinary down or refusing): logged here, staff see 'Failed to upload image'. */
class ImageStorageError extends Error {
  override name = "ImageStorageError";
}

// A phone photo is at most ~50 megapixels; more is refused before decoding (decompression bombs).
const MAX_INPUT_PIXELS = 60_000_000;
// Bumped when the encoding changes, so a content-hashed name never serves different bytes.
const PIPELINE_VERSION = "webp-q80-v1";

export type ImageStorage = { store(bytes: Uint8Array, kind: ImageKind): Promise<string> };

/** Decodes (first frame of an animation), auto-orients and strips metadata; refuses non-images. */
async function decode(bytes: Uint8Array) {
  if (!sniffImageFormat(bytes)) throw notAnImage();
  // Loaded on the first upload: libvips and its threads cost memory no visitor's page needs.
  const { default: sharp } = await import("sharp");
  const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" });
  let metadata: Metadata;
  try {
    metadata = await image.metadata();
  } catch {
    throw notAnImage();
  }
  if (!metadata.width || !metadata.height) throw notAnImage();
  return image.rotate();
}

export function createLocalImageStorage(directory: string): ImageStorage {
  const root = resolve(directory);
  return {
    async store(bytes) {
      const image = await decode(bytes);
      const hash = createHash("sha256").update(PIPELINE_VERSION).update(bytes).digest("hex").slice(0, 32);
      const outputs = await Promise.all(
        IMAGE_WIDTHS.map(async (width) => {
          try {
            const data = await image
              .clone()
              .resize({ width, withoutEnlargement: true })
              .webp({ quality: 80 })
              .toBuffer();
            return { width, data };
          } catch {
            throw notAnImage();
          }
        }),
      );
      try {
        await mkdir(root, { recursive: true });
        for (const { width, data } of outputs) {
          const file = join(root, `${hash}-${width}.webp`);
          if (await stat(file).catch(() => null)) continue;
          // Write then rename, so a reader never sees half a file.
          const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
          await writeFile(temporary, data);
          await rename(temporary, file);
        }
      } catch (error) {
        throw new ImageStorageError(`could not write ${root}: ${String(error)}`);
      }
      return `/uploads/${hash}-${IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]}.webp`;
    },
  };
}

type CloudinaryUploadResult = { public_id?: string; version?: number | string };

export function createCloudinaryImageStorage(settings: CloudinaryConfig): ImageStorage {
  return {
    async store(bytes, kind) {
      const image = await decode(bytes);
      // The original resolution is kept (Cloudinary makes the widths); metadata never leaves us.
      let sanitised: Buffer;
      try {
        sanitised = await image.webp({ quality: 90 }).toBuffer();
      } catch {
        throw notAnImage();
      }
      // Loaded on first use: the package reads CLOUDINARY_URL (and picks http or https for
      // upload_prefix) when it is first imported.
      const { v2: cloudinary } = await import("cloudinary");
      cloudinary.config({
        ...settings.options,
        cloud_name: settings.cloudName,
        api_key: settings.apiKey,
        api_secret: settings.apiSecret,
        secure: true,
      });
      let result: CloudinaryUploadResult;
      try {
        result = await new Promise<CloudinaryUploadResult>((resolvePromise, reject) => {
          const stream = cloudinary.uploader.upload_stream(
            { folder: `sando-truck/${kind}`, resource_type: "image", timeout: 30_000 },
            (error, response) =>
              error || !response ? reject(error ?? new Error("no response")) : resolvePromise(response),
          );
          stream.end(sanitised);
        });
      } catch (error) {
        throw new ImageStorageError(`Cloudinary upload failed: ${JSON.stringify(error)}`);
      }
      if (!result.public_id) throw new ImageStorageError("Cloudinary answered without a public_id");
      return cloudinary.url(result.public_id, {
        secure: true,
        // No SDK tracking parameter: the URL stays clean and the widths are a plain w_ swap.
        urlAnalytics: false,
        version: result.version,
        transformation: [{ fetch_format: "auto", quality: "auto", width: 1200, crop: "limit" }],
      });
    },
  };
}

let storage: ImageStorage | undefined;

function configuredStorage(): ImageStorage {
  if (!storage) {
    const config = getConfig();
    storage = config.cloudinary
      ? createCloudinaryImageStorage(config.cloudinary)
      : createLocalImageStorage(config.uploadsDir);
  }
  return storage;
}

/**
 * Stores an uploaded image and returns the URL to save on the record (the 1200-wide variant;
 * imageSrcSet() derives the others). Refused with 400 when the file is not an image, 500
 * 'Failed to upload image' when it cannot be stored.
 */
export async function storeImage(bytes: Uint8Array, kind: ImageKind): Promise<string> {
  try {
    return await configuredStorage().store(bytes, kind);
  } catch (error) {
    if (!(error instanceof ImageStorageError)) throw error;
    console.error(`image upload failed: ${error.message}`);
    throw new Refusal(500, IMAGE_MESSAGES.uploadFailed);
  }
}
