// /admin/press/new and /admin/press/edit/:id: the press article form. The edit page loads the
// one article by id (404 'Article not found'); saving carries its version so a stale form is
// refused rather than overwriting someone else's save.
import { data, redirect } from "react-router";
import { RecordErrorPage } from "../../components/admin/record-pages";
import { PressForm, type PressFormActionData } from "../../components/admin/press-form";
import { parseAdminFormWithImage } from "../../domain/images/admin-image-form.server";
import { PRESS_MESSAGES, pressArticleFormSchema } from "../../domain/press/press";
import { createPressArticle, findAdminArticle, updatePressArticle } from "../../domain/press/press.server";
import { loadOrRefuse, refusedForm } from "../../domain/shared/refusal.server";
import { flash } from "../../domain/staff/session.server";
import type { Route } from "./+types/press-edit";

export async function loader({ params }: Route.LoaderArgs) {
  if (!params.id) return { article: null };
  return { article: await loadOrRefuse(PRESS_MESSAGES.loadFailed, () => findAdminArticle(params.id)) };
}

export async function action({ request, params }: Route.ActionArgs) {
  const form = await parseAdminFormWithImage(request, pressArticleFormSchema, { field: "thumbnail", kind: "press" }, ["__v"]);
  if (!form.ok) return data<PressFormActionData>({ result: form.result }, { status: form.status });
  const { __v, ...input } = form.value;
  try {
    if (params.id) await updatePressArticle(params.id, input, __v ?? 0);
    else await createPressArticle(input);
  } catch (error) {
    return refusedForm(form, error, PRESS_MESSAGES.saveFailed);
  }
  const message = params.id ? PRESS_MESSAGES.updated : PRESS_MESSAGES.created;
  return redirect("/admin/press", { headers: await flash(request, "success", message) });
}

export const meta: Route.MetaFunction = ({ params }) => [
  { title: `${params.id ? "Edit" : "Add"} Press Article | Sando Truck Admin` },
  { name: "robots", content: "noindex" },
];

export default function EditPressArticle({ loaderData, actionData, params }: Route.ComponentProps) {
  const { article } = loaderData;
  return (
    <main className="admin-main">
      <h1>{params.id ? "Edit Press Article" : "Add Press Article"}</h1>
      <PressForm
        key={article ? `${article.id}:${article.__v}` : "new"}
        mode={params.id ? "update" : "create"}
        article={article}
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
