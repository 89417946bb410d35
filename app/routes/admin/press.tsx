// /admin/press: every press article as a card (drafts included), with Edit and Delete. Delete is
// a POST here; with JavaScript it asks in a dialog, without it the link opens a confirm page.
import { data, Link } from "react-router";
import { DeleteLink } from "../../components/admin/delete-link";
import { FlashMessage } from "../../components/admin/flash-message";
import { PRESS_MESSAGES } from "../../domain/press/press";
import { deletePressArticle, listAdminArticles } from "../../domain/press/press.server";
import { deleteAndReturnToList } from "../../domain/shared/admin-pages.server";
import { listOrFallback } from "../../domain/shared/refusal.server";
import { takeFlash } from "../../domain/staff/session.server";
import { formatLongDate } from "../../domain/shared/dates";
import type { Route } from "./+types/press";

export async function loader({ request }: Route.LoaderArgs) {
  const { success, error, headers } = await takeFlash(request);
  const { list: articles, loadFailed, status } = await listOrFallback(listAdminArticles, []);
  return data({ articles, success, error, loadFailed }, { status, headers });
}

export function action({ request }: Route.ActionArgs) {
  return deleteAndReturnToList(request, {
    listPath: "/admin/press",
    remove: deletePressArticle,
    messages: PRESS_MESSAGES,
    sameMessageForEveryFailure: true,
  });
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
