// /admin/menu: every menu item, available or not, with a category filter (a GET form, so it
// works without JavaScript; the popular pseudo-category is not offered), add, edit and delete,
// and each available item's one tap: Sold out (for the rest of today) or Back on menu. A scheduled
// item says when it shows: "Scheduled: from Dec 1", "Until Dec 24" or "Ended Nov 30" (issue 34).
import { data } from "react-router";
import { OneTap } from "#app/components/admin/one-tap.tsx";
import { AdminListPage, AdminTable, ListFilter, RecordActions } from "#app/components/admin/record-list.tsx";
import { MENU_MESSAGES, SOLD_OUT_MESSAGES } from "#app/content/portal-messages.ts";
import { deleteMenuItem, listAdminCategories, listAdminMenuItems, setSoldOut } from "#app/domain/menu/menu.server.ts";
import { isShowingOn, scheduleLabel } from "#app/domain/menu/schedule.ts";
import { truckToday } from "#app/domain/shared/clock.server.ts";
import { priceLabels } from "#app/domain/shared/prices.ts";
import { answerTap, deleteAndReturnToList } from "#app/web/admin-pages.server.ts";
import { readFormBody } from "#app/web/http.server.ts";
import { listOrFallback } from "#app/web/refusal.server.ts";
import { adminMeta } from "#app/web/seo.ts";
import { takeFlash } from "#app/web/session.server.ts";
import type { Route } from "./+types/menu";

export async function loader({ request, url }: Route.LoaderArgs) {
  const { success, error, headers } = await takeFlash(request);
  const category = url.searchParams.get("category") ?? "";
  const { list, loadFailed, status } = await listOrFallback(
    async () => {
      const categories = await listAdminCategories();
      // Only a category from the list filters, so the query never sees arbitrary input.
      const filter = categories.some((known) => known.id === category) ? category : "";
      return { items: await listAdminMenuItems(filter || undefined), categories, filter };
    },
    { items: [], categories: [], filter: "" },
  );
  // The truck's day the labels are read against: the server's, not the browser's.
  return data({ ...list, today: truckToday(), success, error, loadFailed }, { status, headers });
}

const SOLD_OUT = { intent: "sold-out", label: "Sold out" };
const BACK_ON_MENU = { intent: "back-on-menu", label: "Back on menu" };

export async function action({ request }: Route.ActionArgs) {
  const form = await readFormBody(request);
  const intent = form.get("intent");
  if (intent !== SOLD_OUT.intent && intent !== BACK_ON_MENU.intent) {
    return deleteAndReturnToList(request, {
      listPath: "/admin/menu",
      remove: deleteMenuItem,
      messages: MENU_MESSAGES,
      form,
    });
  }
  // Back to the list as it was filtered (a category id's shape only: the loader checks it is one).
  const category = String(form.get("category") ?? "");
  const listPath = /^[a-z][a-z0-9-]{0,59}$/.test(category) ? `/admin/menu?category=${category}` : "/admin/menu";
  return answerTap(request, form, {
    listPath,
    failed: MENU_MESSAGES.saveFailed,
    change: async () => {
      const soldOut = intent === SOLD_OUT.intent;
      const item = await setSoldOut(String(form.get("id") ?? ""), soldOut);
      return soldOut ? SOLD_OUT_MESSAGES.soldOut(item.name) : SOLD_OUT_MESSAGES.backOnMenu(item.name);
    },
  });
}

export const meta: Route.MetaFunction = () => adminMeta("Menu");

function priceText(item: { price: number | null; price_3pc: number | null; price_6pc: number | null }) {
  return priceLabels({ single: item.price, threePieces: item.price_3pc, sixPieces: item.price_6pc }).join(" / ");
}

const PAGE = {
  heading: "Menu Items",
  add: { to: "/admin/menu/new", label: "Add Menu Item" },
  text: MENU_MESSAGES,
};

export default function AdminMenu({ loaderData }: Route.ComponentProps) {
  const { items, categories, filter, today } = loaderData;
  const categoryName = new Map(categories.map((category) => [category.id, category.name]));
  const categoryOptions = [
    { value: "", label: "All categories" },
    ...categories.map((category) => ({ value: category.id, label: category.name })),
  ];
  return (
    <AdminListPage
      {...PAGE}
      state={loaderData}
      count={items.length}
      tools={
        <ListFilter
          id="menu-category-filter"
          name="category"
          label="Category"
          value={filter}
          options={categoryOptions}
          submitOnChange
        />
      }
    >
      <AdminTable columns={["Name", "Category", "Price", "Status", "Flags", "Actions"]}>
        {items.map((item) => {
          const schedule = scheduleLabel(item, today);
          return (
            <tr key={item.id}>
              <td data-label="Name">{item.name}</td>
              <td data-label="Category">{categoryName.get(item.category_id) ?? item.category_id}</td>
              <td data-label="Price">{priceText(item)}</td>
              <td data-label="Status">
                <span className={item.is_available ? "admin-status-active" : "admin-status-inactive"}>
                  {item.is_available ? "Available" : "Unavailable"}
                </span>
                {schedule ? <span className="admin-schedule">{schedule}</span> : null}
                {/* Hidden items, and items not showing today, are not on the menu to sell out. */}
                {item.is_available && isShowingOn(item, today) ? (
                  <OneTap
                    id={item.id}
                    record={item.name}
                    on={item.sold_out}
                    turnOn={SOLD_OUT}
                    turnOff={BACK_ON_MENU}
                    status={{ on: "Sold out today", off: "" }}
                    statusClass={{ on: "admin-badge admin-badge--sold-out", off: "" }}
                    hidden={filter ? { category: filter } : undefined}
                  />
                ) : null}
              </td>
              <td data-label="Flags">
                {item.is_popular ? <span className="admin-badge">Popular</span> : null}
                {item.is_limited ? <span className="admin-badge">Limited</span> : null}
              </td>
              <td className="admin-cell-action">
                <RecordActions kind="menu" id={item.id} name={item.name} />
              </td>
            </tr>
          );
        })}
      </AdminTable>
    </AdminListPage>
  );
}
