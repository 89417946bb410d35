// Add or edit a menu item. Conform checks the shared schema in the browser; the same schema
// runs in the action, so without JavaScript the server's messages show beside the fields.
// Empty price fields are sent empty and stored as no price (null).
import type { SubmissionResult } from "@conform-to/react";
import {
  BilingualTextFields,
  CheckboxField,
  CheckboxGroupField,
  ImageField,
  InputField,
  SelectField,
} from "#app/components/forms.tsx";
import { MENU_SCHEDULE_MESSAGES } from "#app/content/portal-messages.ts";
import { DIETARY_LABEL_TEXT, DIETARY_LABELS } from "#app/domain/menu/dietary.ts";
import { type AdminMenuItem, menuItemFormSchema } from "#app/domain/menu/menu.ts";
import { MenuItemPreview, NEW_ITEM_PREVIEW } from "./menu-item-preview";
import { RecordForm, useRecordForm } from "./record-form";

/** What the form shows of the item it edits (selling out is the list's one tap, not the form's). */
export type MenuItemFormValues = Omit<AdminMenuItem, "id" | "sold_out">;

const DIETARY_OPTIONS = DIETARY_LABELS.map((label) => ({ value: label, label: DIETARY_LABEL_TEXT[label] }));

/** The item's texts in both languages, in the form's order. */
const ITEM_TEXT_FIELDS = [
  { text: "name", label: "Name" },
  { text: "description", label: "Description", multiline: true },
] as const;

const text = (value: number | null) => (value === null ? undefined : String(value));
const box = (value: boolean) => (value ? "on" : undefined);

export function MenuItemForm(props: {
  mode: "create" | "update";
  /** The item being edited; null for a new one. */
  record: MenuItemFormValues | null;
  categories: { id: string; name: string }[];
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const creating = props.mode === "create";
  const item = props.record;
  const [form, fields] = useRecordForm({
    id: `menu-item-form-${props.mode}`,
    schema: menuItemFormSchema,
    lastResult: props.lastResult,
    defaultValue: item
      ? {
          category_id: item.category_id,
          name: item.name,
          description: item.description,
          name_es: item.name_es,
          description_es: item.description_es,
          same_in_spanish: item.same_in_spanish,
          price: text(item.price),
          price_3pc: text(item.price_3pc),
          price_6pc: text(item.price_6pc),
          image: item.image,
          display_order: String(item.display_order),
          is_popular: box(item.is_popular),
          is_limited: box(item.is_limited),
          is_available: box(item.is_available),
          dietary: item.dietary,
          available_from: item.available_from ?? undefined,
          available_until: item.available_until ?? undefined,
        }
      : { display_order: "0", is_available: "on" },
  });

  const priceProps = { min: 0, step: 0.01, inputMode: "decimal" } as const;
  return (
    <RecordForm
      form={form}
      version={item?.__v}
      className="admin-form admin-content-form admin-form--bilingual"
      submitLabel={creating ? "Create Item" : "Update Item"}
      cancelTo="/admin/menu"
    >
      <SelectField meta={fields.category_id} label="Category">
        <option value="">Select a category</option>
        {props.categories.map((category) => (
          <option key={category.id} value={category.id}>
            {category.name}
          </option>
        ))}
      </SelectField>
      <BilingualTextFields fields={fields} texts={ITEM_TEXT_FIELDS} />
      <fieldset className="admin-fieldset">
        <legend>Pricing (at least one)</legend>
        <InputField meta={fields.price} label="Price" type="number" inputProps={priceProps} />
        <InputField meta={fields.price_3pc} label="3PC Price" type="number" inputProps={priceProps} />
        <InputField meta={fields.price_6pc} label="6PC Price" type="number" inputProps={priceProps} />
      </fieldset>
      <ImageField meta={fields.image} label="Image" kind="menu" />
      <InputField meta={fields.display_order} label="Display Order" type="number" inputProps={{ min: 0, step: 1 }} />
      <fieldset className="admin-fieldset">
        <legend>Flags</legend>
        <CheckboxField meta={fields.is_popular} label="Popular" />
        <CheckboxField meta={fields.is_limited} label="Limited" />
        <CheckboxField meta={fields.is_available} label="Available" />
      </fieldset>
      <CheckboxGroupField meta={fields.dietary} legend="Dietary and allergen labels" options={DIETARY_OPTIONS} />
      <fieldset className="admin-fieldset" aria-describedby={`${form.id}-schedule-hint`}>
        <legend>{MENU_SCHEDULE_MESSAGES.legend}</legend>
        <p id={`${form.id}-schedule-hint`} className="admin-field-hint">
          {MENU_SCHEDULE_MESSAGES.hint}
        </p>
        <InputField meta={fields.available_from} label={MENU_SCHEDULE_MESSAGES.fromLabel} type="date" />
        <InputField meta={fields.available_until} label={MENU_SCHEDULE_MESSAGES.untilLabel} type="date" />
      </fieldset>
      <MenuItemPreview formId={form.id} saved={item ?? NEW_ITEM_PREVIEW} />
    </RecordForm>
  );
}
