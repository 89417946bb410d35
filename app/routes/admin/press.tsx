// /admin/press: every press article as a card (drafts included), with Edit and Delete. Delete is
// a POST here; with JavaScript it asks in a dialog, without it the link opens a confirm page.
import { data, Link, redirect } from "react-router";
import { DeleteLink } from "../../components/admin/delete-link";
import { FlashMessage } from "../../components/admin/flash-message";
import { isDatabaseUnavailableError } from "../../db.server";
import { PRESS_MESSAGES } from "../../domain/press/press";
import { deletePressArticle, listAdminArticles } from "../../domain/press/press.server";
import { flash, takeFlash } from "../../domain/staff/session.server";
import { formatLongDate } from "../../domain/shared/dates";
import type { Route } from "./+types/press";
import { readFormBody } from "../../lib/http.server";

export async function loader({ request }: Route.LoaderArgs) {
  const { success, error, headers } = await takeFlash(request);
  try {
    return data({ articles: await listAdminArticles(), success, error, loadFailed: false }, { headers });
  } catch (caught) {
    if (!isDatabaseUnavailableError(caught)) throw caught;
    return data(
      { articles: [] as Awaited<ReturnType<typeof listAdminArticles>>, success, error, loadFailed: true },
      { status: 503, headers },
    );
  }
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readFormBody(request);
  const id = form.get("id");
  let deleted = false;
  try {
    deleted = form.get("intent") === "delete" && typeof id === "string" && (await deletePressArticle(id));
  } catch (error) {
    if (!isDatabaseUnavailableError(error)) throw error;
  }
  const [kind, message] = deleted
    ? (["success", PRESS_MESSAGES.deleted] as const)
    : (["error", PRESS_MESSAGES.deleteFailed] as const);
  return redirect("/admin/press", { headers: await flash(request, kind, message) });
}

export const meta: Route.MetaFunction = () => [
  { title: "Press | Sando Truck Admin" },
  { name: "robots", content: "noindex" },
];

export default function AdminPress({ loaderData }: Route.ComponentProps) {
  const { articles, success, error, loadFailed } = loaderData;
  return (
    <main className="admin-main">
      <div className="admin-page-heading">
        <h1>Press Management</h1>
        <Link to="/admin/press/new" className="admin-button">
          Add New Article
        </Link>
      </div>
      <FlashMessage success={success} error={error} />
      {loadFailed ? (
        <p role="alert" className="admin-message admin-message-error">
          {PRESS_MESSAGES.loadListFailed}
        </p>
      ) : null}
      {!loadFailed && articles.length === 0 ? <p className="admin-empty">{PRESS_MESSAGES.empty}</p> : null}
      {articles.length > 0 ? (
        <ul className="admin-press-grid">
          {articles.map((article) => (
            <li key={article.id} className="admin-press-card" aria-label={article.title}>
              {article.thumbnail ? (
                <img src={article.thumbnail} alt="" className="admin-press-thumbnail" loading="lazy" />
              ) : (
                <div className="admin-press-thumbnail admin-press-no-thumbnail">No Thumbnail</div>
              )}
              <div className="admin-press-body">
                <h2>{article.title}</h2>
                <p>{article.publication}</p>
                <p>{formatLongDate(article.date_published)}</p>
                <span className={`admin-press-status admin-press-status-${article.status}`}>
                  {article.status === "published" ? "Published" : "Draft"}
                </span>
                <div className="admin-actions">
                  <Link to={`/admin/press/edit/${article.id}`} className="admin-action" aria-label={`Edit ${article.title}`}>
                    Edit
                  </Link>
                  <DeleteLink
                    to={`/admin/press/${article.id}/delete`}
                    listPath="/admin/press"
                    id={article.id}
                    question={PRESS_MESSAGES.deleteConfirmation}
                    record={article.title}
                    label={`Delete ${article.title}`}
                  />
                </div>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </main>
  );
}
