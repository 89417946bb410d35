// The upload control as a browser without JavaScript receives it: a file input that takes the
// four image types, the current URL carried in a hidden input, the help text and a Remove box.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ImageUploadField } from "#app/components/admin/image-upload-field.tsx";

function render(props: Partial<Parameters<typeof ImageUploadField>[0]> = {}) {
  return renderToStaticMarkup(
    createElement(ImageUploadField, { name: "image", label: "Image", kind: "menu", ...props }),
  );
}

describe("ImageUploadField without JavaScript", () => {
  it("shows the current image, carries its URL, and offers to remove it", () => {
    const html = render({ defaultValue: "/uploads/0123456789abcdef0123456789abcdef-1200.webp" });
    expect(html).toContain(
      '<input type="hidden" name="image" value="/uploads/0123456789abcdef0123456789abcdef-1200.webp"/>',
    );
    const fileInput = /<input[^>]*type="file"[^>]*>/.exec(html)?.[0] ?? "";
    expect(fileInput).toContain('name="imageFile"');
    expect(fileInput).toContain('accept="image/jpeg,image/png,image/webp,image/gif"');
    expect(html).toContain('src="/uploads/0123456789abcdef0123456789abcdef-1200.webp"');
    expect(html).toContain("JPEG, PNG, WebP or GIF, under 10MB.");
    expect(html).toMatch(/<input type="checkbox" name="imageRemove"\/> Remove image/);
  });

  it("without an image: no Remove box; a server error shows beside the field", () => {
    const html = render({ error: "File size must be less than 10MB" });
    expect(html).toContain("No image");
    expect(html).not.toContain("imageRemove");
    expect(html).toMatch(/role="alert"[^>]*>File size must be less than 10MB</);
    expect(html).toContain('aria-invalid="true"');
  });
});
