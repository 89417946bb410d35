// /gallery/{id}: one gallery image shown large, with previous/next links that wrap over the
// photos the gallery shows. This is the gallery's lightbox for visitors without JavaScript, so a
// photo the gallery does not show (past the first twelve, or removed) is not found here.
import { data, Link } from "react-router";
import { GalleryImage } from "#app/components/gallery-image.tsx";
import { useLanguage } from "#app/components/use-language.ts";
import { GALLERY_WORDS } from "#app/content/gallery-words.ts";
import { listShownGalleryPhotosIn } from "#app/domain/gallery/gallery-language.server.ts";
import { languageOf, pathIn } from "#app/i18n/language.ts";
import { fill } from "#app/i18n/words.ts";
import { nextIndex, previousIndex } from "#app/lib/gallery.ts";
import stylesheet from "#app/styles/gallery.css?url";
import { pageMeta } from "#app/web/page-meta.server.ts";
import type { Route } from "./+types/gallery-image";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

export async function loader({ params, request }: Route.LoaderArgs) {
  const language = languageOf(request);
  const { name: gallery, photo: words } = GALLERY_WORDS[language];
  const photos = await listShownGalleryPhotosIn(language);
  const index = photos.findIndex((photo) => photo.id === params.id);
  if (index === -1) throw data(words.notFound, { status: 404 });
  const count = photos.length;
  const photo = photos[index]!;
  const place = { number: index + 1, count };
  const crumb = fill(words.crumb, place);
  // The page's words with its numbers filled in, here: the page needs no catalogue of its own.
  return {
    photo,
    previous: photos[previousIndex(index, count)]!.id,
    next: photos[nextIndex(index, count)]!.id,
    meta: pageMeta(request, {
      title: fill(words.title, place),
      description: fill(words.description, { ...place, alt: photo.alt }),
      path: `/gallery/${photo.id}`,
      breadcrumbs: [
        { name: gallery, path: "/gallery" },
        { name: crumb, path: `/gallery/${photo.id}` },
      ],
    }),
    words: {
      heading: fill(words.heading, place),
      navigation: words.navigation,
      previous: words.previous,
      back: words.back,
      next: words.next,
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData?.meta ?? [{ title: "Photo not found | Sando Truck" }];

export default function GalleryImagePage({ loaderData }: Route.ComponentProps) {
  const { photo: image, previous, next, words } = loaderData;
  const language = useLanguage();
  return (
    <main id="main" className="section gallery-view">
      <h1>{words.heading}</h1>
      <figure>
        <GalleryImage photo={image} src="url" size={1200} loading="eager" />
        <figcaption lang={image.altLang}>{image.alt}</figcaption>
      </figure>
      <nav aria-label={words.navigation} className="gallery-view__nav">
        <Link to={pathIn(language, `/gallery/${previous}`)} rel="prev" className="button button--outline">
          {words.previous}
        </Link>
        <Link to={pathIn(language, "/gallery")} className="button button--outline">
          {words.back}
        </Link>
        <Link to={pathIn(language, `/gallery/${next}`)} rel="next" className="button button--outline">
          {words.next}
        </Link>
      </nav>
    </main>
  );
}
