// /admin/press/:id/delete: the delete confirmation as a page, for browsers without JavaScript
// (with JavaScript the press list asks in a dialog instead).
import { DeleteConfirmation, RecordErrorPage } from "../../components/admin/record-pages";
import { loadOrRefuse } from "../../domain/shared/refusal.server";
import { PRESS_MESSAGES } from "../../domain/press/press";
import { findAdminArticle } from "../../domain/press/press.server";
import type { Route } from "./+types/press-delete";

export async function loader({ params }: Route.LoaderArgs) {
  const article = await loadOrRefuse(PRESS_MESSAGES.loadFailed, () => findAdminArticle(params.id));
  return { id: article.id, title: article.title };
}

export const meta: Route.MetaFunction = () => [
  { title: "Delete Press Article | Sando Truck Admin" },
  { name: "robots", content: "noindex" },
];

export default function DeletePressArticle({ loaderData }: Route.ComponentProps) {
  return (
    <DeleteConfirmation
      heading="Delete Press Article"
      question={PRESS_MESSAGES.deleteConfirmation}
      listPath="/admin/press"
      id={loaderData.id}
    >
      <p>
        <strong>{loaderData.title}</strong>
      </p>
    </DeleteConfirmation>
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
