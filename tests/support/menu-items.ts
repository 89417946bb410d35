// Menu items a test makes straight in the database, as staff would add them, deleted once the
// test ends.
import { MenuItem } from "#app/models/menu-item.server.ts";
import { deletedAfterEachTest } from "./database.ts";

type ItemFields = { category_id: string; name: string } & Record<string, unknown>;

/** For a vitest file: a maker of menu items (with a description unless given) deleted after each test. */
export function menuItemsOfEachTest() {
  const ids = deletedAfterEachTest(MenuItem, "_id");
  return async (fields: ItemFields) => {
    const item = await MenuItem.create({ description: "Made for a test.", ...fields });
    ids.push(item._id.toString());
    return item;
  };
}
