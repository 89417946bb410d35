// /admin/press: every press article as a card (drafts included), with Edit and Delete. Delete is
// a POST here; with JavaScript it asks in a dialog, without it the link opens a confirm page.
import { data } from "react-router";
import { AdminListPage, RecordActions } from "#app/components/admin/record-list.tsx";
import { PRESS_MESSAGES } from "#app/content/portal-messages.ts";
import { deletePressArticle, listAdminArticles } from "#app/domain/press/press.server.ts";
import { formatLongDate } from "#app/domain/shared/dates.ts";
import { deleteAndReturnToList } from "#app/web/admin-pages.server.ts";
import { listOrFallback } from "#app/web/refusal.server.ts";
import { adminMeta } from "#app/web/seo.ts";
import { takeFlash } from "#app/web/session.server.ts";
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

export const meta: Route.MetaFunction = () => adminMeta("Press");

const PAGE = {
  heading: "Press Management",
  add: { to: "/admin/press/new", label: "Add New Article" },
  text: { loadFailed: PRESS_MESSAGES.loadListFailed, empty: PRESS_MESSAGES.empty },
};

export default function AdminPress({ loaderData }: Route.ComponentProps) {
  const { articles } = loaderData;
  return (
    <AdminListPage {...PAGE} state={loaderData} count={articles.length}>
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
              <RecordActions kind="press" id={article.id} name={article.title} />
            </div>
          </li>
        ))}
      </ul>
    </AdminListPage>
  );
}
