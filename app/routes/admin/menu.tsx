// /admin/menu: every menu item, available or not, with a category filter (a GET form, so it
// works without JavaScript; the popular pseudo-category is not offered), add, edit and delete.
import { data, Form, Link, useSubmit } from "react-router";
import { DeleteLink } from "../../components/admin/delete-link";
import { priceLabels } from "../../domain/shared/prices";
import { FlashMessage } from "../../components/admin/flash-message";
import { MENU_MESSAGES } from "../../domain/menu/menu";
import { deleteMenuItem, listAdminCategories, listAdminMenuItems } from "../../domain/menu/menu.server";
import { deleteAndReturnToList } from "../../domain/shared/admin-pages.server";
import { listOrFallback } from "../../domain/shared/refusal.server";
import { takeFlash } from "../../domain/staff/session.server";
import type { Route } from "./+types/menu";

export async function loader({ request, url }: Route.LoaderArgs) {
  const { success, error, headers } = await takeFlash(request);
  const category = url.searchParams.get("category") ?? "";
  const { list, loadFailed, status } = await listOrFallback(async () => {
    const categories = await listAdminCategories();
    // Only a category from the list filters, so the query never sees arbitrary input.
    const filter = categories.some((known) => known.id === category) ? category : "";
    return { items: await listAdminMenuItems(filter || undefined), categories, filter };
  }, { items: [], categories: [], filter: "" });
  return data({ ...list, success, error, loadFailed }, { status, headers });
}

export function action({ request }: Route.ActionArgs) {
  return deleteAndReturnToList(request, { listPath: "/admin/menu", remove: deleteMenuItem, messages: MENU_MESSAGES });
}

export const meta: Route.MetaFunction = () => [
  { title: "Menu | Sando Truck Admin" },
  { name: "robots", content: "noindex" },
];

function priceText(item: { price: number | null; price_3pc: number | null; price_6pc: number | null }) {
  return priceLabels({ single: item.price, threePieces: item.price_3pc, sixPieces: item.price_6pc }).join(" / ");
}

export default function AdminMenu({ loaderData }: Route.ComponentProps) {
  const { items, categories, filter, success, error, loadFailed } = loaderData;
  const submit = useSubmit();
  const categoryName = new Map(categories.map((category) => [category.id, category.name]));
  return (
    <main className="admin-main">
      <div className="admin-page-heading">
        <h1>Menu Items</h1>
        <Link to="/admin/menu/new" className="admin-button">
          Add Menu Item
        </Link>
      </div>
      <FlashMessage success={success} error={error} />
      {loadFailed ? (
        <p role="alert" className="admin-message admin-message-error">
          {MENU_MESSAGES.loadFailed}
        </p>
      ) : null}
      <Form method="get" action="/admin/menu" className="admin-filter">
        <label htmlFor="menu-category-filter">Category</label>
        <select
          id="menu-category-filter"
          name="category"
          defaultValue={filter}
          key={filter}
          onChange={(change) => void submit(change.currentTarget.form)}
        >
          <option value="">All categories</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </select>
        <button type="submit" className="admin-button">
          Filter
        </button>
      </Form>
      {!loadFailed && items.length === 0 ? <p className="admin-empty">No menu items found.</p> : null}
      {items.length > 0 ? (
        <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Category</th>
                <th scope="col">Price</th>
                <th scope="col">Status</th>
                <th scope="col">Flags</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id}>
                  <td data-label="Name">{item.name}</td>
                  <td data-label="Category">{categoryName.get(item.category_id) ?? item.category_id}</td>
                  <td data-label="Price">{priceText(item)}</td>
                  <td data-label="Status">
                    <span className={item.is_available ? "admin-status-active" : "admin-status-inactive"}>
                      {item.is_available ? "Available" : "Unavailable"}
                    </span>
                  </td>
                  <td data-label="Flags">
                    {item.is_popular ? <span className="admin-badge">Popular</span> : null}
                    {item.is_limited ? <span className="admin-badge">Limited</span> : null}
                  </td>
                  <td className="admin-cell-action">
                    <div className="admin-actions">
                      <Link to={`/admin/menu/edit/${item.id}`} className="admin-action" aria-label={`Edit ${item.name}`}>
                        Edit
                      </Link>
                      <DeleteLink
                        to={`/admin/menu/${item.id}/delete`}
                        listPath="/admin/menu"
                        id={item.id}
                        question={MENU_MESSAGES.deleteConfirm}
                        record={item.name}
                        label={`Delete ${item.name}`}
                      />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
      ) : null}
    </main>
  );
}
