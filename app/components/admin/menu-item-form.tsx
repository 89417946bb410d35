// Add or edit a menu item. Conform checks the shared schema in the browser; the same schema
// runs in the action, so without JavaScript the server's messages show beside the fields.
// Empty price fields are sent empty and stored as no price (null).
import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useNavigation } from "react-router";
import { menuItemFormSchema } from "../../domain/menu/menu";
import { FieldError } from "./field-error";
import { ImageUploadField } from "./image-upload-field";
import { Announcement } from "./announcement";
import { useUnsavedChangesWarning } from "./unsaved-changes";

export type MenuItemFormActionData = { result: SubmissionResult<string[]> };

export type MenuItemFormValues = {
  category_id: string;
  name: string;
  description: string;
  price: number | null;
  price_3pc: number | null;
  price_6pc: number | null;
  image: string;
  display_order: number;
  is_popular: boolean;
  is_limited: boolean;
  is_available: boolean;
  __v: number;
};

const text = (value: number | null) => (value === null ? undefined : String(value));
const box = (value: boolean) => (value ? "on" : undefined);

export function MenuItemForm(props: {
  mode: "create" | "update";
  item: MenuItemFormValues | null;
  categories: { id: string; name: string }[];
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const creating = props.mode === "create";
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";
  const item = props.item;
  const [form, fields] = useForm({
    id: `menu-item-form-${props.mode}`,
    lastResult: props.lastResult,
    defaultValue: item
      ? {
          category_id: item.category_id,
          name: item.name,
          description: item.description,
          price: text(item.price),
          price_3pc: text(item.price_3pc),
          price_6pc: text(item.price_6pc),
          image: item.image,
          display_order: String(item.display_order),
          is_popular: box(item.is_popular),
          is_limited: box(item.is_limited),
          is_available: box(item.is_available),
        }
      : { display_order: "0", is_available: "on" },
    constraint: getZodConstraint(menuItemFormSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: menuItemFormSchema }),
  });
  useUnsavedChangesWarning(form.id);

  const priceInput = (field: typeof fields.price, label: string) => (
    <>
      <label htmlFor={field.id}>{label}</label>
      <input {...getInputProps(field, { type: "number" })} min={0} step={0.01} inputMode="decimal" />
      <FieldError id={field.errorId} errors={field.errors} />
    </>
  );

  return (
    <Form method="post" encType="multipart/form-data" className="admin-form admin-content-form" {...getFormProps(form)}>
      {form.errors ? (
        <Announcement tone="error" id={form.errorId}>
          {form.errors.join(" ")}
        </Announcement>
      ) : null}
      {item ? <input type="hidden" name="__v" value={String(item.__v)} /> : null}

      <label htmlFor={fields.category_id.id}>Category</label>
      <select {...getSelectProps(fields.category_id)}>
        <option value="">Select a category</option>
        {props.categories.map((category) => (
          <option key={category.id} value={category.id}>
            {category.name}
          </option>
        ))}
      </select>
      <FieldError id={fields.category_id.errorId} errors={fields.category_id.errors} />

      <label htmlFor={fields.name.id}>Name</label>
      <input {...getInputProps(fields.name, { type: "text" })} />
      <FieldError id={fields.name.errorId} errors={fields.name.errors} />

      <label htmlFor={fields.description.id}>Description</label>
      <textarea {...getTextareaProps(fields.description)} rows={3} />
      <FieldError id={fields.description.errorId} errors={fields.description.errors} />

      <fieldset className="admin-fieldset">
        <legend>Pricing (at least one)</legend>
        {priceInput(fields.price, "Price")}
        {priceInput(fields.price_3pc, "3PC Price")}
        {priceInput(fields.price_6pc, "6PC Price")}
      </fieldset>

      <ImageUploadField
        name={fields.image.name}
        label="Image"
        kind="menu"
        defaultValue={fields.image.initialValue}
        error={fields.image.errors?.join(" ")}
      />

      <label htmlFor={fields.display_order.id}>Display Order</label>
      <input {...getInputProps(fields.display_order, { type: "number" })} min={0} step={1} />
      <FieldError id={fields.display_order.errorId} errors={fields.display_order.errors} />

      <fieldset className="admin-fieldset">
        <legend>Flags</legend>
        <label className="admin-checkbox">
          <input {...getInputProps(fields.is_popular, { type: "checkbox" })} /> Popular
        </label>
        <label className="admin-checkbox">
          <input {...getInputProps(fields.is_limited, { type: "checkbox" })} /> Limited
        </label>
        <label className="admin-checkbox">
          <input {...getInputProps(fields.is_available, { type: "checkbox" })} /> Available
        </label>
      </fieldset>

      <div className="admin-form-buttons">
        <button type="submit" disabled={saving}>
          {saving ? "Saving..." : creating ? "Create Item" : "Update Item"}
        </button>
        <Link to="/admin/menu">Cancel</Link>
      </div>
    </Form>
  );
}
