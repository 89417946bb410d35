// The menu item form's preview (issue 49): the item's card as the English menu and as the Spanish
// menu will show it (without the image, which its own field shows), side by side from 768 px. It
// shows the saved item (or the new one's empty card) as the page comes, so it works without
// JavaScript; with it, the cards follow the form.
import { useEffect, useState } from "react";
import { MenuItemCard } from "#app/components/menu-item-card.tsx";
import { MENU_WORDS } from "#app/content/menu-words.ts";
import { MENU_PREVIEW_WORDS, SPANISH_TEXT_WORDS } from "#app/content/portal-messages.ts";
import { DIETARY_LABELS } from "#app/domain/menu/dietary.ts";
import { type AdminMenuItem, MENU_ITEM_SPANISH_TEXTS } from "#app/domain/menu/menu.ts";
import type { ShownMenuItem } from "#app/domain/menu/menu-language.server.ts";
import { shownText, textsNeedingSpanish } from "#app/domain/shared/spanish-texts.ts";

/** What the cards are drawn from: the form's fields, as typed. */
export type MenuItemPreviewValues = Pick<
  AdminMenuItem,
  | "name"
  | "description"
  | "name_es"
  | "description_es"
  | "same_in_spanish"
  | "price"
  | "price_3pc"
  | "price_6pc"
  | "is_popular"
  | "is_limited"
  | "dietary"
>;

/** A new item's cards, before anything is typed. */
export const NEW_ITEM_PREVIEW: MenuItemPreviewValues = {
  name: "",
  description: "",
  name_es: "",
  description_es: "",
  same_in_spanish: [],
  price: null,
  price_3pc: null,
  price_6pc: null,
  is_popular: false,
  is_limited: false,
  dietary: [],
};

function price(value: FormDataEntryValue | null): number | null {
  const number = Number(String(value ?? "").trim() || Number.NaN);
  return Number.isFinite(number) && number >= 0 ? number : null;
}

function valuesOf(form: HTMLFormElement): MenuItemPreviewValues {
  const values = new FormData(form);
  const text = (name: string) => String(values.get(name) ?? "").trim();
  return {
    name: text("name"),
    description: text("description"),
    name_es: text("name_es"),
    description_es: text("description_es"),
    same_in_spanish: MENU_ITEM_SPANISH_TEXTS.filter((field) => values.getAll("same_in_spanish").includes(field)),
    price: price(values.get("price")),
    price_3pc: price(values.get("price_3pc")),
    price_6pc: price(values.get("price_6pc")),
    is_popular: values.get("is_popular") === "on",
    is_limited: values.get("is_limited") === "on",
    dietary: DIETARY_LABELS.filter((label) => values.getAll("dietary").includes(label)),
  };
}

/** The card's item in a language: in Spanish, each text by the rule of app/domain/shared/spanish-texts.ts. */
function shownItem(values: MenuItemPreviewValues, language: "en" | "es"): ShownMenuItem {
  const [name, description] = MENU_ITEM_SPANISH_TEXTS.map((field) => shownText(language, values, field));
  return {
    id: "preview",
    name: name?.text || MENU_PREVIEW_WORDS.noName,
    nameLang: name?.lang,
    description: description?.text ?? "",
    descriptionLang: description?.lang,
    // The image field shows the image; here it would only move the form's buttons as it comes.
    image: "",
    price: values.price,
    price3pc: values.price_3pc,
    price6pc: values.price_6pc,
    hasSizes: values.price_3pc !== null || values.price_6pc !== null,
    popular: values.is_popular,
    limitedQuantity: values.is_limited,
    soldOut: false,
    dietary: values.dietary,
  };
}

export function MenuItemPreview({ formId, saved }: { formId: string; saved: MenuItemPreviewValues }) {
  const [values, setValues] = useState(saved);
  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    const follow = () => setValues(valuesOf(form));
    form.addEventListener("input", follow);
    form.addEventListener("change", follow);
    return () => {
      form.removeEventListener("input", follow);
      form.removeEventListener("change", follow);
    };
  }, [formId]);
  const needsSpanish = textsNeedingSpanish(values, MENU_ITEM_SPANISH_TEXTS).length > 0;
  return (
    <section className="admin-item-preview" aria-labelledby={`${formId}-preview`}>
      <h2 id={`${formId}-preview`}>{MENU_PREVIEW_WORDS.title}</h2>
      <div className="admin-item-preview__cards">
        {(["en", "es"] as const).map((language) => {
          const item = shownItem(values, language);
          return (
            <figure key={language} lang={language}>
              <figcaption lang="en">{MENU_PREVIEW_WORDS.caption[language]}</figcaption>
              <MenuItemCard item={item} words={MENU_WORDS[language]} />
              {language === "es" && needsSpanish ? (
                <p className="admin-hint" lang="en">
                  {SPANISH_TEXT_WORDS.shownInEnglish}
                </p>
              ) : null}
            </figure>
          );
        })}
      </div>
    </section>
  );
}
