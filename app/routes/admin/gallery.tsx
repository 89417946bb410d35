// /admin/gallery and /admin/gallery/:id (issue 34, Owners only): the gallery's photos in order,
// split into the twelve the gallery shows and those kept but not shown; a form to add one; on
// each, up/down buttons and an order number to move it; on /:id, the form to replace its image
// and/or alt text and to remove it. Plain forms: everything works without JavaScript (the image
// field uploads at once with it, and goes with the form without). A photo's number is its
// address, /gallery/{id}: moving or replacing it never changes that.
import { data, Form, Link } from "react-router";
import { FlashMessage } from "#app/components/admin/flash-message.tsx";
import { ImageUploadField } from "#app/components/admin/image-upload-field.tsx";
import {
  type BilingualText,
  BilingualTextFields,
  FormButtons,
  FormErrors,
  InputField,
  serverForm,
} from "#app/components/forms.tsx";
import { GALLERY_MESSAGES as TEXT } from "#app/content/portal-messages.ts";
import {
  addGalleryPhoto,
  findGalleryPhoto,
  listAdminGalleryPhotos,
  moveGalleryPhoto,
  removeGalleryPhoto,
  updateGalleryPhoto,
} from "#app/domain/gallery/gallery.server.ts";
import {
  type AdminGalleryPhoto,
  GALLERY_SHOWN,
  galleryPhotoFormSchema,
  galleryPlaceFormSchema,
} from "#app/domain/gallery/gallery.ts";
import { Refusal } from "#app/domain/shared/refusal.ts";
import { parseFormFields } from "#app/domain/shared/submissions.ts";
import { type ImageForm, imageFileFieldName, imageUrlFromForm, readImageFromForm } from "#app/web/image-form.server.ts";
import { asRefusal, listOrFallback, loadOrRefuse } from "#app/web/refusal.server.ts";
import { adminMeta } from "#app/web/seo.ts";
import { redirectWithFlash, takeFlash } from "#app/web/session.server.ts";
import type { Route } from "./+types/gallery";

/** The image field's name: its hidden input carries the URL, `urlFile` the chosen file. */
const IMAGE_FIELD = "url";

export async function loader({ request, params }: Route.LoaderArgs) {
  const { success, error, headers } = await takeFlash(request);
  const editing = params.id ? await loadOrRefuse(TEXT.loadFailed, () => findGalleryPhoto(params.id)) : null;
  const { list: photos, loadFailed, status } = await listOrFallback(() => listAdminGalleryPhotos(), []);
  return data({ photos, editing, success, error, loadFailed }, { status, headers });
}

type Problems = Partial<Record<"url" | "alt" | "alt_es" | "position" | "form", string>>;
type Values = { url: string; alt: string; alt_es: string };

export async function action({ request, params }: Route.ActionArgs) {
  let form: ImageForm;
  try {
    form = await readImageFromForm(request, imageFileFieldName(IMAGE_FIELD));
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    // A body cut off at the size limit has no fields to show again.
    return data({ problems: { url: error.message } as Problems, values: null, about: null }, error.status);
  }
  const field = (name: string) => String(form.fields.get(name) ?? "");
  const intent = field("intent");
  const back = params.id ? `/admin/gallery/${params.id}` : "/admin/gallery";

  if (intent === "move") {
    const id = params.id ?? field("id");
    let place: number;
    try {
      // Where it landed: a number past the end puts it last.
      place = (await moveGalleryPhoto(id, await placeAsked(id, field("step"), field("position")))).position;
    } catch (error) {
      const refusal = asRefusal(error, TEXT.moveFailed);
      return data({ problems: { position: refusal.message } as Problems, values: null, about: id }, refusal.status);
    }
    return redirectWithFlash(request, back, "success", TEXT.moved(id, place));
  }

  if (intent === "remove") {
    try {
      await removeGalleryPhoto(params.id, field("__v") === "" ? undefined : Number(field("__v")));
    } catch (error) {
      const refusal = asRefusal(error, TEXT.removeFailed);
      return data({ problems: { form: refusal.message } as Problems, values: null, about: null }, refusal.status);
    }
    return redirectWithFlash(request, "/admin/gallery", "success", TEXT.removed);
  }

  // Add (on /admin/gallery) or save (on /:id): the image is stored before the alt text is
  // checked, so a refused form comes back with its image and the Owner need not choose it again.
  const values: Values = { url: field(IMAGE_FIELD), alt: field("alt"), alt_es: field("alt_es") };
  let problems: Problems = {};
  let status = 400;
  try {
    if (form.imageRefusal) throw form.imageRefusal;
    values.url = await imageUrlFromForm(form, IMAGE_FIELD, "gallery");
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    problems.url = error.message;
    status = error.status;
  }
  const parsed = parseFormFields(
    galleryPhotoFormSchema,
    { ...values, __v: field("__v") || undefined },
    { shown: ["url", "alt", "alt_es"] },
  );
  // A refused image keeps its own message over the schema's.
  if (!parsed.success) problems = { ...parsed.problems, ...problems };
  if (!parsed.success || Object.keys(problems).length > 0) {
    return data({ problems, values, about: null }, status);
  }
  try {
    if (params.id) await updateGalleryPhoto(params.id, parsed.data);
    else await addGalleryPhoto({ url: parsed.data.url, alt: parsed.data.alt, alt_es: parsed.data.alt_es });
  } catch (error) {
    const refusal = asRefusal(error, TEXT.saveFailed);
    return data({ problems: { form: refusal.message } as Problems, values, about: null }, refusal.status);
  }
  return redirectWithFlash(request, back, "success", params.id ? TEXT.saved : TEXT.added);
}

/** The place a move form asks for: one up or down from where the photo is now, or the number typed. */
async function placeAsked(id: string, step: string, typed: string): Promise<number> {
  // The Move button sends no step; anything but up or down is a forged form.
  if (step !== "" && step !== "up" && step !== "down") throw new Refusal(400, TEXT.placeInvalid);
  if (step === "up" || step === "down") {
    const { position } = await findGalleryPhoto(id);
    return step === "up" ? Math.max(position - 1, 1) : position + 1;
  }
  const parsed = parseFormFields(galleryPlaceFormSchema, { position: typed });
  if (!parsed.success) throw new Refusal(400, TEXT.placeInvalid);
  return parsed.data.position;
}

export const meta: Route.MetaFunction = ({ params }) => adminMeta(params.id ? `Photo ${params.id}` : "Gallery");

export default function AdminGallery({ loaderData, actionData }: Route.ComponentProps) {
  const { photos, editing, success, error, loadFailed } = loaderData;
  const problems: Problems = actionData?.problems ?? {};
  if (editing) return <PhotoEditor photo={editing} success={success} problems={problems} values={actionData?.values} />;
  const shown = photos.filter((photo) => photo.shown);
  const kept = photos.filter((photo) => !photo.shown);
  // A move refused for a photo not in the list (removed meanwhile, a forged id) is said at the top.
  const about = actionData?.about ?? null;
  const unplaced = about !== null && !photos.some((photo) => photo.id === about) ? problems.position : undefined;
  return (
    <main className="admin-main">
      <h1>Gallery</h1>
      <FlashMessage success={success} error={error ?? unplaced ?? (loadFailed ? TEXT.loadFailed : null)} />
      <p>{TEXT.shownNote(GALLERY_SHOWN)}</p>
      <PhotoForm
        key={`new:${photos.length}:${success ?? ""}`}
        photo={null}
        problems={actionData?.about === null ? problems : {}}
        values={actionData?.values ?? null}
      />
      <section aria-labelledby="gallery-shown-title">
        <h2 id="gallery-shown-title">Shown in the gallery ({shown.length})</h2>
        {photos.length === 0 && !loadFailed ? <p>{TEXT.empty}</p> : null}
        <PhotoList photos={shown} count={photos.length} problems={problems} about={actionData?.about ?? null} />
      </section>
      {kept.length > 0 ? (
        <section aria-labelledby="gallery-kept-title">
          <h2 id="gallery-kept-title">Kept, not shown ({kept.length})</h2>
          <PhotoList photos={kept} count={photos.length} problems={problems} about={actionData?.about ?? null} />
        </section>
      ) : null}
    </main>
  );
}

function PhotoList(props: { photos: AdminGalleryPhoto[]; count: number; problems: Problems; about: string | null }) {
  const { photos, count, problems, about } = props;
  if (photos.length === 0) return null;
  return (
    <ol className="admin-gallery" start={photos[0]!.position}>
      {photos.map((photo) => (
        <li key={photo.id} aria-label={`Photo ${photo.id}`}>
          <img src={photo.thumbnail} alt={photo.alt} width={400} height={400} loading="lazy" />
          <div>
            <p>
              <strong>
                Number {photo.position}: photo {photo.id}
              </strong>{" "}
              ({photo.shown ? "shown" : "not shown"}), at <code>/gallery/{photo.id}</code>
            </p>
            <p>{photo.alt}</p>
            <p>
              <Link to={`/admin/gallery/${photo.id}`}>
                Replace or remove<span className="visually-hidden"> photo {photo.id}</span>
              </Link>
            </p>
            <MoveForm photo={photo} count={count} error={about === photo.id ? problems.position : undefined} />
          </div>
        </li>
      ))}
    </ol>
  );
}

function MoveForm({ photo, count, error }: { photo: AdminGalleryPhoto; count: number; error?: string }) {
  const refused = error ? { problems: { position: error }, values: null } : null;
  const place = serverForm(`gallery-move-${photo.id}`, refused, { position: photo.position }).field("position");
  return (
    <Form method="post" className="admin-gallery-move" aria-label={`Move photo ${photo.id}`}>
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="id" value={photo.id} />
      <button type="submit" className="admin-action" name="step" value="up" disabled={photo.position === 1}>
        Move up<span className="visually-hidden"> photo {photo.id}</span>
      </button>
      <button type="submit" className="admin-action" name="step" value="down" disabled={photo.position === count}>
        Move down<span className="visually-hidden"> photo {photo.id}</span>
      </button>
      <InputField
        meta={place}
        label={
          <>
            Order number<span className="visually-hidden"> for photo {photo.id}</span>
          </>
        }
        type="number"
        inputProps={{ min: 1, max: count, step: 1 }}
      />
      <button type="submit" className="admin-action">
        Move<span className="visually-hidden"> photo {photo.id} to this number</span>
      </button>
    </Form>
  );
}

function PhotoEditor(props: {
  photo: AdminGalleryPhoto;
  success: string | null;
  problems: Problems;
  values: Values | null | undefined;
}) {
  const { photo, success, problems, values } = props;
  return (
    <main className="admin-main">
      <h1>Photo {photo.id}</h1>
      <FlashMessage success={success} error={null} />
      <p>
        Number {photo.position} in the gallery (
        {photo.shown ? "shown" : `not shown: only the first ${GALLERY_SHOWN} are`}
        ). Its address stays <code>/gallery/{photo.id}</code> when you replace it or change its place.
      </p>
      <PhotoForm key={`${photo.id}:${photo.__v}`} photo={photo} problems={problems} values={values ?? null} />
      <Form method="post" className="admin-form" aria-label={`Remove photo ${photo.id}`}>
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="__v" value={photo.__v} />
        <button type="submit" className="admin-danger">
          Remove photo
        </button>
      </Form>
      <p>
        <Link to="/admin/gallery">Back to the gallery</Link>
      </p>
    </main>
  );
}

/** What the photo shows, for visitors who cannot see it, in both languages (issue 49). */
const ALT_TEXT: readonly BilingualText<"alt">[] = [
  {
    text: "alt",
    label: "Alt text (what the photo shows, for visitors who cannot see it)",
    spanishLabel: "Alt text in Spanish (optional)",
    multiline: true,
    rows: 2,
    required: true,
    maxLength: 300,
    same: false,
  },
];

function PhotoForm(props: { photo: AdminGalleryPhoto | null; problems: Problems; values: Values | null }) {
  const { photo, problems, values } = props;
  const form = serverForm("gallery", { problems, values }, photo ?? {});
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="admin-form admin-form--bilingual"
      aria-label={photo ? `Replace photo ${photo.id}` : "Add a photo"}
    >
      {photo ? null : <h2>Add a photo</h2>}
      <FormErrors id={form.errorId} errors={form.errors} />
      <input type="hidden" name="intent" value="save" />
      {photo ? <input type="hidden" name="__v" value={photo.__v} /> : null}
      <ImageUploadField
        name={IMAGE_FIELD}
        label={photo ? "Image (choose a file to replace it)" : "Image"}
        kind="gallery"
        defaultValue={values?.url ?? photo?.url ?? ""}
        error={problems.url}
      />
      <BilingualTextFields fields={{ alt: form.field("alt"), alt_es: form.field("alt_es") }} texts={ALT_TEXT} />
      <FormButtons label={photo ? "Save photo" : "Add photo"} intent="save" />
    </Form>
  );
}
