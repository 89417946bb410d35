// The gallery lightbox (JavaScript only): a modal dialog showing one image large. The close
// button, a click outside the image, or Escape close it; arrow keys or the buttons move
// between images, wrapping at both ends. Page scrolling is locked while it is open. Its buttons
// sit at the screen's edges, outside the photo where there is room, so every one stays on screen
// at any size; the gallery returns focus to the photo that opened it.
import { useEffect, useRef } from "react";
import type { GalleryWords } from "#app/content/gallery-words.ts";
import type { ShownGalleryPhoto } from "#app/domain/gallery/gallery.ts";
import { fill } from "#app/i18n/words.ts";
import { nextIndex, previousIndex } from "#app/lib/gallery.ts";
import { GalleryImage } from "./gallery-image.tsx";

/** The two ways to step through the images: a button each, and an arrow key. */
const STEPS = [
  { key: "ArrowLeft", to: previousIndex, className: "lightbox__prev", label: "previous", glyph: "‹" },
  { key: "ArrowRight", to: nextIndex, className: "lightbox__next", label: "next", glyph: "›" },
] as const;

/** `words`: the gallery's loader sends them, in the page's language. */
export function Lightbox({
  images,
  words,
  index,
  onChange,
  onClose,
}: {
  images: readonly ShownGalleryPhoto[];
  words: GalleryWords["lightbox"];
  index: number;
  onChange: (index: number) => void;
  onClose: () => void;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const image = images[index];

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = previousOverflow;
    };
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const step = STEPS.find((candidate) => candidate.key === event.key);
      if (step) onChange(step.to(index, images.length));
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [index, images.length, onChange]);

  if (!image) return null;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: its click closes it from the backdrop; the keyboard's way is Escape (onCancel).
    <dialog
      ref={dialogRef}
      className="lightbox"
      aria-label={fill(words.label, { number: index + 1, count: images.length })}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <figure className="lightbox__content">
        <GalleryImage photo={image} src="url" size={1200} />
        {/* Its alt text as the Owner typed it, if so (the count after it is only numbers). */}
        <figcaption className="lightbox__caption" lang={image.altLang}>
          {image.alt}{" "}
          <span>
            ({index + 1} / {images.length})
          </span>
        </figcaption>
      </figure>
      <button type="button" className="lightbox__close" onClick={onClose} aria-label={words.close}>
        ×
      </button>
      {STEPS.map((step) => (
        <button
          key={step.key}
          type="button"
          className={step.className}
          onClick={() => onChange(step.to(index, images.length))}
          aria-label={words[step.label]}
        >
          {step.glyph}
        </button>
      ))}
    </dialog>
  );
}
