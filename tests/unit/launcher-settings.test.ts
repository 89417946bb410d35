// `npm start` runs the server with the same memory settings as the container image: the launcher
// holds its own copy (the image ships without its Dockerfile), so the two must not drift apart.
import { describe, expect, it } from "vitest";
import { containerMemorySettings } from "#scripts/lib/container-env.ts";
import { IMAGE_MEMORY_SETTINGS } from "#server/start.ts";

describe("the launcher's memory settings", () => {
  it("are the Dockerfile's runtime NODE_OPTIONS and MALLOC_ARENA_MAX", () => {
    expect(IMAGE_MEMORY_SETTINGS).toEqual(containerMemorySettings());
  });
});
