// A quote version's lines and totals as a table: the same on the portal and on the client's page.
import { QUOTE_PAGE_TEXT as QUOTE_TEXT } from "#app/content/quote-messages.ts";
import type { QuoteVersionView } from "#app/domain/quotes/quotes.ts";
import { formatCents, percentOfBasisPoints, quantityText } from "#app/domain/shared/money.ts";

export function QuoteTable({ view, caption }: { view: QuoteVersionView; caption: string }) {
  const { totals } = view;
  return (
    <table className="quote-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{QUOTE_TEXT.lineHeading}</th>
          <th scope="col" className="quote-table__number">
            {QUOTE_TEXT.quantity}
          </th>
          <th scope="col" className="quote-table__number">
            {QUOTE_TEXT.price}
          </th>
          <th scope="col" className="quote-table__number">
            {QUOTE_TEXT.amount}
          </th>
        </tr>
      </thead>
      <tbody>
        {totals.lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a version's lines never change order.
          <tr key={index}>
            <td>
              {line.description}
              {line.untaxed ? <small>{` (${QUOTE_TEXT.untaxedMark})`}</small> : null}
            </td>
            <td className="quote-table__number">{quantityText(line.quantityHundredths)}</td>
            <td className="quote-table__number">{formatCents(line.unitCents)}</td>
            <td className="quote-table__number">{formatCents(line.amountCents)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={3}>
            {QUOTE_TEXT.subtotal}
          </th>
          <td className="quote-table__number">{formatCents(totals.subtotalCents)}</td>
        </tr>
        <tr>
          <th scope="row" colSpan={3}>
            {QUOTE_TEXT.tax(percentOfBasisPoints(view.taxRate))}
          </th>
          <td className="quote-table__number">{formatCents(totals.taxCents)}</td>
        </tr>
        <tr className="quote-table__total">
          <th scope="row" colSpan={3}>
            {QUOTE_TEXT.total}
          </th>
          <td className="quote-table__number">{formatCents(totals.totalCents)}</td>
        </tr>
        {totals.perGuestCents !== null && view.guests !== null ? (
          <tr>
            <th scope="row" colSpan={3}>
              {QUOTE_TEXT.perGuest(view.guests)}
            </th>
            <td className="quote-table__number">{formatCents(totals.perGuestCents)}</td>
          </tr>
        ) : null}
      </tfoot>
    </table>
  );
}
