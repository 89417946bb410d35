// What the site tells AI assistants that read it or act for a person (Lighthouse's Agentic
// Browsing category): /llms.txt, a plain summary of the truck with its next stops and its menu
// read from the data at each request; the agent resource catalogue at
// /.well-known/ai-catalog.json (the ARD format Lighthouse validates); and two skills in
// Markdown, how to find the truck and how to send a catering enquiry for someone.

import { POPULAR_CATEGORY_ID } from "#app/content/menu-categories.ts";
import { BUSINESS } from "#app/content/site.ts";
import { PDF_MENU_PATH } from "#app/content/site-links.ts";
import { getPublicBusinessDetails } from "#app/domain/business/business-details.server.ts";
import { hoursLines } from "#app/domain/business/public-details.ts";
import { listUpcomingEvents, type PublicEvent } from "#app/domain/events/events.server.ts";
import { DIETARY_LABEL_TEXT } from "#app/domain/menu/dietary.ts";
import { listPublicMenu, type PublicMenu } from "#app/domain/menu/menu.server.ts";
import { formatDayWithWeekday } from "#app/domain/shared/dates.ts";
import { priceLabels } from "#app/domain/shared/prices.ts";

/** How many upcoming stops /llms.txt lists; the schedule page has them all. */
const STOPS_LISTED = 5;

export const AGENT_SKILLS = {
  "find-the-truck": {
    displayName: "Find the Sando Truck",
    description:
      "Where and when the food truck serves next: the upcoming stops with date, hours and address, directions, and a calendar feed or a single stop to add to a calendar.",
    capabilities: ["NextStop", "Schedule", "Directions", "CalendarFeed"],
    representativeQueries: [
      "Where is the Sando Truck today?",
      "When is the katsu sando truck next near Goleta?",
      "Add the Sando Truck's next stop to my calendar",
    ],
  },
  "catering-enquiry": {
    displayName: "Send a catering enquiry to Sando Truck",
    description:
      "Ask the truck to cater an event: the enquiry form's fields, what the truck needs to know, and how the reply comes back.",
    capabilities: ["CateringEnquiry", "EventBooking"],
    representativeQueries: [
      "Book the Sando Truck for our office party",
      "Ask the katsu sando food truck about catering a wedding",
      "How much does Sando Truck catering cost?",
    ],
  },
} as const;

export type AgentSkillName = keyof typeof AGENT_SKILLS;

export function isAgentSkillName(name: string): name is AgentSkillName {
  return Object.hasOwn(AGENT_SKILLS, name);
}

const skillUrl = (siteUrl: string, name: AgentSkillName) => `${siteUrl}/agent-skills/${name}.md`;

function stopLine(event: PublicEvent): string {
  // The place's name and its address, each once (staff often type the address as the place).
  const where = [...new Set([event.location, event.address].map((part) => part.trim()).filter(Boolean))];
  return `- ${formatDayWithWeekday(event.date)}${event.time ? `, ${event.time}` : ""}: ${[event.title, ...where].join(", ")}`;
}

function stopsSection(events: PublicEvent[] | null, siteUrl: string): string[] {
  if (events === null)
    return [`The schedule could not be read just now: see [Popup locations](${siteUrl}/popup-locations).`];
  if (events.length === 0)
    return [`No stops are scheduled right now; new ones appear on [Popup locations](${siteUrl}/popup-locations).`];
  // By date (the schedule page keeps the staff's display order): an agent reads "next" literally.
  // Stable, so stops on the same day keep their display order.
  const byDate = [...events].sort((a, b) => a.date.localeCompare(b.date));
  return byDate.slice(0, STOPS_LISTED).map(stopLine);
}

function menuSection(menu: PublicMenu | null, siteUrl: string): string[] {
  if (menu === null) return [`The menu could not be read just now: see [the menu](${siteUrl}/menu).`];
  const lines: string[] = [];
  for (const category of menu.categories) {
    if (category.id === POPULAR_CATEGORY_ID) continue;
    const items = menu.menuItems[category.id] ?? [];
    if (items.length === 0) continue;
    lines.push("", `### ${category.name}`, "");
    for (const item of items) {
      const prices = priceLabels({ single: item.price, threePieces: item.price3pc, sixPieces: item.price6pc });
      const marks = [
        item.soldOut ? "sold out today" : "",
        ...item.dietary.map((label) => DIETARY_LABEL_TEXT[label].toLowerCase()),
      ].filter(Boolean);
      lines.push(
        `- ${item.name}${prices.length ? ` (${prices.join(", ")})` : ""}${marks.length ? ` [${marks.join(", ")}]` : ""}${item.description ? `: ${item.description}` : ""}`,
      );
    }
  }
  return lines;
}

/** A read that fails leaves its section pointing at the page instead of failing the file. */
async function orNull<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch {
    return null;
  }
}

/** /llms.txt (llmstxt.org): Markdown with an H1, a summary and links. */
export async function llmsTxt(siteUrl: string): Promise<string> {
  const [events, menu, business] = await Promise.all([
    orNull(() => listUpcomingEvents()),
    orNull(listPublicMenu),
    getPublicBusinessDetails(),
  ]);
  const hours = hoursLines(business.openingHours).map((line) => `${line.days} ${line.hours}`);
  return [
    `# ${BUSINESS.name}`,
    "",
    `> ${BUSINESS.description}`,
    "",
    `${BUSINESS.name} is a ${BUSINESS.legalDescription} serving ${BUSINESS.areaServed}. It moves from stop to stop, so check the schedule before sending anyone to it. Email ${business.email}, phone ${business.telephone}.`,
    "",
    `Opening hours (Pacific Time): ${hours.join("; ")}.${business.hoursNote ? ` ${business.hoursNote}` : ""}`,
    "",
    "## Next stops",
    "",
    ...stopsSection(events, siteUrl),
    "",
    "## Pages",
    "",
    `- [Popup locations](${siteUrl}/popup-locations): every upcoming stop with its date, hours and address`,
    `- [Calendar feed](${siteUrl}/events.ics): the upcoming stops as an iCalendar feed to subscribe to`,
    `- [Menu](${siteUrl}/menu): sandos, sides and drinks with prices; also as a [printable PDF](${siteUrl}${PDF_MENU_PATH})`,
    `- [Catering and events](${siteUrl}/catering-events): the enquiry form for catering, from $${BUSINESS.cateringStartingPrice}`,
    `- [About](${siteUrl}/about), [Gallery](${siteUrl}/gallery), [Press](${siteUrl}/press)`,
    `- [Accessibility](${siteUrl}/accessibility): the accessibility statement, and how to ask for the menu in another format or report a barrier`,
    `- [Privacy](${siteUrl}/privacy): what the site counts about visits (on its own server, with no tracking cookie), what it keeps and for how long`,
    `- [Review us](${siteUrl}/review): where to write a review of the truck, on Google or Yelp (nothing is offered for one)`,
    `- [Instagram](${business.links.instagram}): where the day's news is posted first`,
    "",
    "## En español",
    "",
    "Every page above also exists in Spanish, at the same path under /es:",
    "",
    `- [Inicio](${siteUrl}/es), [Ubicaciones](${siteUrl}/es/popup-locations) ([calendario](${siteUrl}/es/events.ics)), [Menú](${siteUrl}/es/menu) ([PDF](${siteUrl}/es${PDF_MENU_PATH}))`,
    `- [Catering y eventos](${siteUrl}/es/catering-events), [Nosotros](${siteUrl}/es/about), [Galería](${siteUrl}/es/gallery), [Prensa](${siteUrl}/es/press), [Accesibilidad](${siteUrl}/es/accessibility), [Privacidad](${siteUrl}/es/privacy), [Reseñas](${siteUrl}/es/review)`,
    "",
    "## For assistants acting for a person",
    "",
    ...Object.entries(AGENT_SKILLS).map(
      ([name, skill]) => `- [${skill.displayName}](${skillUrl(siteUrl, name as AgentSkillName)}): ${skill.description}`,
    ),
    `- [Resource catalogue](${siteUrl}/.well-known/ai-catalog.json)`,
    "",
    "## Menu",
    ...menuSection(menu, siteUrl),
    "",
  ].join("\n");
}

/** The agent resource catalogue (ARD 1.0, ai-catalog.json): one entry per skill. */
export function aiCatalog(siteUrl: string) {
  const publisher = new URL(siteUrl).hostname;
  return {
    specVersion: "1.0",
    host: { displayName: BUSINESS.name, documentationUrl: `${siteUrl}/llms.txt` },
    entries: Object.entries(AGENT_SKILLS).map(([name, skill]) => ({
      identifier: `urn:air:${publisher}:skills:${name}`,
      displayName: skill.displayName,
      type: 'text/markdown; profile="urn:air:agent-skills"',
      url: skillUrl(siteUrl, name as AgentSkillName),
      description: skill.description,
      tags: ["food truck", "katsu sando", "Santa Barbara County"],
      capabilities: [...skill.capabilities],
      representativeQueries: [...skill.representativeQueries],
    })),
  };
}

/** A skill document: front matter (name, description), then the steps. */
export async function agentSkill(name: AgentSkillName, siteUrl: string): Promise<string> {
  const skill = AGENT_SKILLS[name];
  const business = await getPublicBusinessDetails();
  const steps =
    name === "find-the-truck"
      ? [
          `1. Read the upcoming stops: the "Next stops" section of [llms.txt](${siteUrl}/llms.txt), or [Popup locations](${siteUrl}/popup-locations), or the JSON at ${siteUrl}/api/events (\`events\`: \`title\`, \`date\` as YYYY-MM-DD, \`time\`, \`location\`, \`address\`).`,
          "2. Pick the stop the person asked about: the next one, or the next one near a place they named. Say its day, hours and address; a stop that is not listed is not happening.",
          `3. For directions, hand the stop's address to the person's maps app. For their calendar, offer the feed ${siteUrl}/events.ics, which keeps every stop current.`,
          `4. Plans change with weather and sell-outs: for the day's news, point to [Instagram](${business.links.instagram}).`,
        ]
      : [
          `1. Gather from the person: their name, email and phone, the event's date (today or later), and a message with the number of guests, the place and the timing. Catering starts at $${BUSINESS.cateringStartingPrice}.`,
          `2. Open [Catering and events](${siteUrl}/catering-events). Its form (WebMCP tool \`send_catering_enquiry\`) has the fields \`name\`, \`email\`, \`phone\`, \`eventDate\` (YYYY-MM-DD) and \`message\`; all are required. Then, each optional: \`guests\` (a whole number), \`eventType\`, \`startTime\` and \`endTime\` (24-hour HH:MM, the end after the start), \`eventAddress\`, \`serviceStyle\` (\`truck\` or \`drop-off\`) and \`siteNotes\` (power, parking and permits). Leave the field \`website\` empty: it is a trap for bots.`,
          "3. Show the person what will be sent and send it only once they agree. The page answers with a thank-you, or says which field to fix.",
          `4. The truck replies by email within 24 hours. For anything urgent: ${business.email} or ${business.telephone}.`,
        ];
  return [
    "---",
    `name: ${name}`,
    // Quoted: the description has colons, which plain YAML would read as a mapping.
    `description: ${JSON.stringify(skill.description)}`,
    "---",
    "",
    `# ${skill.displayName}`,
    "",
    ...steps,
    "",
  ].join("\n");
}
