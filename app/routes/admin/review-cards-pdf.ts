// /admin/review-cards.pdf: the "Review us" cards (issue 53), ten to a US Letter sheet, for Staff
// and Owners (the table of rights, checked by the admin layout's middleware), as a download. Drawn
// each time: the code's address is the site's own and needs nothing stored.
import { buildReviewCardsPdf } from "#app/domain/signs/review-cards-pdf.server.ts";
import { getConfig } from "#app/infra/config.server.ts";

export async function loader() {
  const pdf = await buildReviewCardsPdf(getConfig().siteUrl);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": 'attachment; filename="sando-truck-review-cards.pdf"',
      "Cache-Control": "no-store",
    },
  });
}
