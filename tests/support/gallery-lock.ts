// The gallery is one set of photos that several browser tests look at (the grid, the lightbox):
// a test that changes it, and a test that counts on the built-in twelve, hold its lock; a test
// that changes it puts back what was stored (nothing, for the built-in twelve) afterwards.
import { GalleryPhoto } from "#app/models/gallery-photo.server.ts";
import { withRecordLock } from "./record-lock.ts";

/** Runs `body` while no other test changes the gallery. */
export function withGalleryLock<T>(body: () => Promise<T>): Promise<T> {
  return withRecordLock("gallery", body);
}

/** Runs `body` holding the gallery's lock, then stores the gallery's photos as they were before. */
export function withGalleryRestored<T>(body: () => Promise<T>): Promise<T> {
  return withGalleryLock(async () => {
    const before = await GalleryPhoto.find({}).lean();
    try {
      return await body();
    } finally {
      await GalleryPhoto.deleteMany({});
      if (before.length > 0) await GalleryPhoto.insertMany(before);
    }
  });
}

/**
 * Takes the gallery's lock for a test's hooks (beforeEach), for files whose every test counts on
 * the gallery as it is; the function it returns gives the lock back (afterEach).
 */
export async function holdGalleryLock(): Promise<() => Promise<void>> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let taken!: () => void;
  const held = new Promise<void>((resolve) => {
    taken = resolve;
  });
  const holding = withGalleryLock(async () => {
    taken();
    await released;
  });
  // Waiting in vain ends `holding` with the lock's error, which this passes on.
  await Promise.race([held, holding]);
  return async () => {
    release();
    await holding;
  };
}
