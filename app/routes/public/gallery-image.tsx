// /gallery/{id}: one gallery image shown large, with previous/next links that wrap. This is
// the gallery's lightbox for visitors without JavaScript.
import { data, Link } from "react-router";
import { GALLERY_IMAGES } from "#app/content/site.ts";
import { nextIndex, previousIndex } from "#app/lib/gallery.ts";
import { pageMeta } from "#app/web/seo.ts";
import type { Route } from "./+types/gallery-image";
import stylesheet from "#app/styles/gallery.css?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

export function loader({ params }: Route.LoaderArgs) {
  const index = GALLERY_IMAGES.findIndex((image) => image.id === params.id);
  if (index === -1) throw data("This photo is not in our gallery.", { status: 404 });
  return { index };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const image = loaderData ? GALLERY_IMAGES[loaderData.index] : undefined;
  if (!image) return [{ title: "Photo not found | Sando Truck" }];
  return pageMeta(matches, {
    title: `Photo ${image.id} of ${GALLERY_IMAGES.length} | Gallery | Sando Truck`,
    description: `${image.alt}. Photo ${image.id} of ${GALLERY_IMAGES.length} from the Sando Truck gallery.`,
    path: `/gallery/${image.id}`,
    breadcrumbs: [
      { name: "Gallery", path: "/gallery" },
      { name: `Photo ${image.id}`, path: `/gallery/${image.id}` },
    ],
  });
};

export default function GalleryImagePage({ loaderData }: Route.ComponentProps) {
  const { index } = loaderData;
  const image = GALLERY_IMAGES[index]!;
  const previous = GALLERY_IMAGES[previousIndex(index, GALLERY_IMAGES.length)]!;
  const next = GALLERY_IMAGES[nextIndex(index, GALLERY_IMAGES.length)]!;
  return (
    <main id="main" className="section gallery-view">
      <h1>
        Photo {index + 1} of {GALLERY_IMAGES.length}
      </h1>
      <figure>
        <img src={image.url} alt={image.alt} width={1200} height={1200} loading="eager" decoding="async" />
        <figcaption>{image.alt}</figcaption>
      </figure>
      <nav aria-label="Gallery" className="gallery-view__nav">
        <Link to={`/gallery/${previous.id}`} rel="prev" className="button button--outline">
          Previous photo
        </Link>
        <Link to="/gallery" className="button button--outline">
          Back to the gallery
        </Link>
        <Link to={`/gallery/${next.id}`} rel="next" className="button button--outline">
          Next photo
        </Link>
      </nav>
    </main>
  );
}
