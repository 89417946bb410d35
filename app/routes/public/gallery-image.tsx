// /gallery/{id}: one gallery image shown large, with previous/next links that wrap over the
// photos the gallery shows. This is the gallery's lightbox for visitors without JavaScript, so a
// photo the gallery does not show (past the first twelve, or removed) is not found here.
import { data, Link } from "react-router";
import { listShownGalleryPhotos } from "#app/domain/gallery/gallery.server.ts";
import { nextIndex, previousIndex } from "#app/lib/gallery.ts";
import stylesheet from "#app/styles/gallery.css?url";
import { pageMeta } from "#app/web/seo.ts";
import type { Route } from "./+types/gallery-image";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

export async function loader({ params }: Route.LoaderArgs) {
  const photos = await listShownGalleryPhotos();
  const index = photos.findIndex((photo) => photo.id === params.id);
  if (index === -1) throw data("This photo is not in our gallery.", { status: 404 });
  const count = photos.length;
  return {
    index,
    count,
    photo: photos[index]!,
    previous: photos[previousIndex(index, count)]!.id,
    next: photos[nextIndex(index, count)]!.id,
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return [{ title: "Photo not found | Sando Truck" }];
  const { photo: image, index, count } = loaderData;
  return pageMeta(matches, {
    title: `Photo ${index + 1} of ${count} | Gallery | Sando Truck`,
    description: `${image.alt}. Photo ${index + 1} of ${count} from the Sando Truck gallery.`,
    path: `/gallery/${image.id}`,
    breadcrumbs: [
      { name: "Gallery", path: "/gallery" },
      { name: `Photo ${index + 1}`, path: `/gallery/${image.id}` },
    ],
  });
};

export default function GalleryImagePage({ loaderData }: Route.ComponentProps) {
  const { index, count, photo: image, previous, next } = loaderData;
  return (
    <main id="main" className="section gallery-view">
      <h1>
        Photo {index + 1} of {count}
      </h1>
      <figure>
        <img src={image.url} alt={image.alt} width={1200} height={1200} loading="eager" decoding="async" />
        <figcaption>{image.alt}</figcaption>
      </figure>
      <nav aria-label="Gallery" className="gallery-view__nav">
        <Link to={`/gallery/${previous}`} rel="prev" className="button button--outline">
          Previous photo
        </Link>
        <Link to="/gallery" className="button button--outline">
          Back to the gallery
        </Link>
        <Link to={`/gallery/${next}`} rel="next" className="button button--outline">
          Next photo
        </Link>
      </nav>
    </main>
  );
}
