// /admin/press/:id/delete: the delete confirmation as a page, for browsers without JavaScript
// (with JavaScript the press list asks in a dialog instead).
import { data, Form, Link } from "react-router";
import { isDatabaseUnavailableError } from "../../db.server";
import { PRESS_MESSAGES } from "../../domain/press-article-form";
import { findAdminArticle } from "../../domain/press.server";
import type { Route } from "./+types/press-delete";

export async function loader({ params }: Route.LoaderArgs) {
  let article;
  try {
    article = await findAdminArticle(params.id);
  } catch (error) {
    if (isDatabaseUnavailableError(error)) throw data(PRESS_MESSAGES.loadFailed, { status: 503 });
    throw error;
  }
  if (!article) throw data(PRESS_MESSAGES.notFound, { status: 404 });
  return { id: article.id, title: article.title };
}

export const meta: Route.MetaFunction = () => [
  { title: "Delete Press Article | Sando Truck Admin" },
  { name: "robots", content: "noindex" },
];

export default function DeletePressArticle({ loaderData }: Route.ComponentProps) {
  return (
    <main className="admin-main">
      <h1>Delete Press Article</h1>
      <Form method="post" action="/admin/press" className="admin-confirm">
        <p>{PRESS_MESSAGES.deleteConfirmation}</p>
        <p>
          <strong>{loaderData.title}</strong>
        </p>
        <input type="hidden" name="id" value={loaderData.id} />
        <button type="submit" name="intent" value="delete" className="admin-danger">
          Delete
        </button>{" "}
        <Link to="/admin/press">Cancel</Link>
      </Form>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = error && typeof error === "object" && "status" in error ? error.status : 500;
  return (
    <main className="admin-main">
      <h1>{status === 404 ? PRESS_MESSAGES.notFound : PRESS_MESSAGES.loadFailed}</h1>
      <p>
        <Link to="/admin/press">Back to press articles</Link>
      </p>
    </main>
  );
}
