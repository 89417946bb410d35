// /admin/press/new and /admin/press/edit/:id: the press article form. The edit page loads the
// one article by id (404 'Article not found'); saving carries its version so a stale form is
// refused rather than overwriting someone else's save.

import { PressForm } from "#app/components/admin/press-form.tsx";
import { RECORD_PAGE_TEXT, RecordEditPage, RecordErrorPage } from "#app/components/admin/record-pages.tsx";
import { PRESS_MESSAGES } from "#app/content/portal-messages.ts";
import { createPressArticle, findAdminArticle, updatePressArticle } from "#app/domain/press/press.server.ts";
import { pressArticleFormSchema } from "#app/domain/press/press.ts";
import { saveRecordForm } from "#app/web/admin-pages.server.ts";
import { loadOrRefuse } from "#app/web/refusal.server.ts";
import { adminMeta } from "#app/web/seo.ts";
import type { Route } from "./+types/press-edit";

export async function loader({ params }: Route.LoaderArgs) {
  if (!params.id) return { article: null };
  return { article: await loadOrRefuse(PRESS_MESSAGES.loadFailed, () => findAdminArticle(params.id)) };
}

const PRESS_FORM = {
  schema: pressArticleFormSchema,
  image: { field: "thumbnail", kind: "press" },
  fieldsWithoutMessages: ["__v"],
} as const;

export function action({ request, params: { id } }: Route.ActionArgs) {
  return saveRecordForm(
    request,
    { id, listPath: "/admin/press", messages: PRESS_MESSAGES },
    PRESS_FORM,
    ({ __v, ...article }) => (id ? updatePressArticle(id, article, __v ?? 0) : createPressArticle(article)),
  );
}

export const meta: Route.MetaFunction = ({ params }) => adminMeta(`${params.id ? "Edit" : "Add"} Press Article`);

export default function EditPressArticle({ loaderData, actionData, params }: Route.ComponentProps) {
  const { article } = loaderData;
  return (
    <RecordEditPage heading={params.id ? "Edit Press Article" : "Add Press Article"} record={article}>
      <PressForm mode={params.id ? "update" : "create"} record={article} lastResult={actionData?.result} />
    </RecordEditPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RecordErrorPage error={error} text={RECORD_PAGE_TEXT.press} />;
}
