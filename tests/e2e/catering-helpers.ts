// Steps shared by the catering enquiry browser tests.
import { expect, type Page } from "@playwright/test";
import { todayInTruckTimeZone } from "#app/domain/shared/dates.ts";

/**
 * Today as the page's calendar sees it: the truck's date, not the test runner's. They differ for
 * hours around midnight (UTC runners are eight hours ahead), and at a month's end that moves
 * "next month" by one.
 */
export function truckToday(): { year: number; month: number; day: number } {
  const [year = 1970, month = 1, day = 1] = todayInTruckTimeZone().split("-").map(Number);
  return { year, month, day };
}

export const THANK_YOU = "Thank you for your inquiry! We will get back to you within 24 hours.";

export async function fillContactDetails(page: Page, name = "Hana Sato") {
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Email").fill(`hana-${Date.now()}@example.com`);
  await page.getByLabel("Phone").fill("805-555-0199");
  await page.getByLabel("Message").fill("Graduation party for 40 guests in Isla Vista.");
}

/** Picks the 15th of the truck's next month: in the popover with JavaScript, in the date input without. */
export async function chooseEventDate(page: Page, javaScriptEnabled: boolean) {
  const today = truckToday();
  // Month is 1-based in `today`, 0-based in Date: this is the 15th of the truck's next month.
  const next = new Date(today.year, today.month, 15);
  if (javaScriptEnabled) {
    await page.getByRole("button", { name: "Event date" }).click();
    const dialog = page.getByRole("dialog", { name: "Choose the event date" });
    await dialog.getByRole("button", { name: "Go to the Next Month" }).click();
    const dayLabel = next.toLocaleDateString("en-US", {
      weekday: "long",
      month: "long",
      day: "numeric",
      year: "numeric",
    });
    await dialog.getByRole("button", { name: new RegExp(dayLabel.replace(/(\d+),/, "$1(st|nd|rd|th),")) }).click();
    await expect(dialog).toBeHidden();
  } else {
    const iso = `${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, "0")}-15`;
    await page.getByLabel("Event date").fill(iso);
  }
}

/** The Spanish form's thanks (issue 48). */
export const GRACIAS = "¡Gracias por tu solicitud! Te respondemos en menos de 24 horas.";

/** A Spanish visitor's contact details and message, with accents, from `email`. */
export async function fillContactDetailsInSpanish(page: Page, email: string) {
  await page.getByLabel("Nombre").fill("Lupita Ramírez");
  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByLabel("Teléfono").fill("805-555-0123");
  await page.getByLabel("Mensaje").fill("Quinceañera para 80 invitados en Santa María.");
}

/** The 15th of the truck's next month: from the Spanish calendar with JavaScript, typed without. */
export async function chooseEventDateInSpanish(page: Page, javaScriptEnabled: boolean): Promise<Date> {
  const today = truckToday();
  const next = new Date(today.year, today.month, 15);
  if (!javaScriptEnabled) {
    const iso = `${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, "0")}-15`;
    await page.getByLabel("Fecha del evento").fill(iso);
    return next;
  }
  const button = page.getByRole("button", { name: "Fecha del evento" });
  await expect(button).toHaveText("Elige una fecha");
  await button.click();
  const dialog = page.getByRole("dialog", { name: "Elige la fecha del evento" });
  // The weekdays in Spanish, the week starting on Sunday (spec); the month's name in Spanish.
  // (The calendar's header row is hidden from assistive technology: each day's button says its weekday.)
  const weekdays = dialog.locator("thead th");
  await expect(weekdays.first()).toHaveText("dom");
  await expect(weekdays.last()).toHaveText("sáb");
  await expect(dialog.getByRole("navigation", { name: "Barra de navegación" })).toBeVisible();
  await expect(dialog.getByRole("combobox", { name: "Elige el mes" })).toBeVisible();
  await dialog.getByRole("button", { name: "Ir al mes siguiente" }).click();
  const monthName = next.toLocaleDateString("es-US", { month: "long" });
  await expect(dialog.getByRole("combobox", { name: "Elige el mes" }).locator("option:checked")).toHaveText(monthName);
  const dayName = next.toLocaleDateString("es-US", { weekday: "long", month: "long", day: "numeric", year: "numeric" });
  await dialog.getByRole("button", { name: dayName, exact: true }).click();
  await expect(dialog).toBeHidden();
  // The chosen day on the button, as es-US writes it: "mar, 15 de diciembre de 2026".
  await expect(button).toHaveText(
    next.toLocaleDateString("es-US", { weekday: "short", month: "long", day: "numeric", year: "numeric" }),
  );
  return next;
}
