// /admin/press/edit/:id: loads the one article by id (404 'Article not found' for a malformed or
// unknown id) and saves it with its version, so a stale form is refused rather than overwriting.
import { data } from "react-router";
import { RecordErrorPage } from "../../components/admin/record-pages";
import { PressForm } from "../../components/admin/press-form";
import { isDatabaseUnavailableError } from "../../db.server";
import { PRESS_MESSAGES } from "../../domain/press/press";
import { savePressArticleFromForm } from "../../domain/press/press-form.server";
import { findAdminArticle } from "../../domain/press/press.server";
import type { Route } from "./+types/press-edit";

export async function loader({ params }: Route.LoaderArgs) {
  let article;
  try {
    article = await findAdminArticle(params.id);
  } catch (error) {
    if (isDatabaseUnavailableError(error)) throw data(PRESS_MESSAGES.loadFailed, { status: 503 });
    throw error;
  }
  if (!article) throw data(PRESS_MESSAGES.notFound, { status: 404 });
  return { article };
}

export async function action({ request, params }: Route.ActionArgs) {
  return savePressArticleFromForm(request, params.id);
}

export const meta: Route.MetaFunction = () => [
  { title: "Edit Press Article | Sando Truck Admin" },
  { name: "robots", content: "noindex" },
];

export default function EditPressArticle({ loaderData, actionData }: Route.ComponentProps) {
  const { article } = loaderData;
  return (
    <main className="admin-main">
      <h1>Edit Press Article</h1>
      <PressForm
        key={`${article.id}:${article.__v}`}
        mode="update"
        defaults={{
          title: article.title,
          publication: article.publication,
          date_published: article.date_published,
          url: article.url,
          blurb: article.blurb,
          thumbnail: article.thumbnail,
          status: article.status,
          version: article.__v,
        }}
        lastResult={actionData?.result}
      />
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <RecordErrorPage
      error={error}
      notFound={PRESS_MESSAGES.notFound}
      loadFailed={PRESS_MESSAGES.loadFailed}
      back={{ to: "/admin/press", label: "Back to press articles" }}
    />
  );
}
