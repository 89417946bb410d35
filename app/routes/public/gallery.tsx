// /gallery: the first twelve photos in the Owner's order (app/domain/gallery). With JavaScript a
// click opens the lightbox, which wraps over those twelve; without it each image links to
// /gallery/{id}, a page that shows it large with previous/next links. Closing the
// lightbox puts focus back on the photo that opened it, so a keyboard user keeps their place.
import { useCallback, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { GalleryImage } from "#app/components/gallery-image.tsx";
import { Lightbox } from "#app/components/lightbox.tsx";
import { GALLERY_WORDS } from "#app/content/gallery-words.ts";
import { listShownGalleryPhotosIn } from "#app/domain/gallery/gallery-language.server.ts";
import { languageOf } from "#app/i18n/language.ts";
import stylesheet from "#app/styles/gallery.css?url";
import { sectionMeta } from "#app/web/page-meta.server.ts";
import type { Route } from "./+types/gallery";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export async function loader({ request }: Route.LoaderArgs) {
  const language = languageOf(request);
  const { name, description, heading, lightbox } = GALLERY_WORDS[language];
  return {
    photos: await listShownGalleryPhotosIn(language),
    words: { heading, lightbox },
    meta: sectionMeta(request, { name, path: "/gallery", description }),
  };
}

export default function Gallery({ loaderData }: Route.ComponentProps) {
  const { photos, words } = loaderData;
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const close = useCallback(() => setOpenIndex(null), []);
  // The link clicked (or pressed) to open the lightbox; a tap does not focus a link in every
  // browser, so it is remembered rather than read from document.activeElement.
  const openerRef = useRef<HTMLAnchorElement | null>(null);

  useEffect(() => {
    if (openIndex !== null || !openerRef.current) return;
    openerRef.current.focus();
    openerRef.current = null;
  }, [openIndex]);

  return (
    <main id="main" className="section">
      <h1>{words.heading}</h1>
      <ul className="gallery-grid">
        {photos.map((image, index) => (
          <li key={image.id}>
            <Link
              // Relative to this page: /gallery/5, or /es/gallery/5 on the Spanish one.
              to={image.id}
              onClick={(event) => {
                event.preventDefault();
                openerRef.current = event.currentTarget;
                setOpenIndex(index);
              }}
            >
              <GalleryImage photo={image} src="thumbnail" size={400} loading={index < 4 ? "eager" : "lazy"} />
            </Link>
          </li>
        ))}
      </ul>
      {openIndex !== null ? (
        <Lightbox images={photos} words={words.lightbox} index={openIndex} onChange={setOpenIndex} onClose={close} />
      ) : null}
    </main>
  );
}
