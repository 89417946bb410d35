// /about: the owner's story and the Instagram module.
import { InstagramModule } from "#app/components/instagram-module.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { INSTAGRAM_WORDS } from "#app/content/instagram-words.ts";
import { OWNER_STORY } from "#app/content/owner-story.ts";
import { SOCIAL_FEED } from "#app/content/site-links.ts";
import { languageOf } from "#app/i18n/language.ts";
import { sectionMeta } from "#app/web/seo.ts";
import type { Route } from "./+types/about";

export const links: Route.LinksFunction = () => [{ rel: "preconnect", href: SOCIAL_FEED.host }];

export const meta: Route.MetaFunction = ({ matches }) =>
  sectionMeta(matches, {
    name: "About",
    path: "/about",
    description: "How a craving for Tokyo-style katsu sandos became a red food truck serving Santa Barbara County.",
  });

const HERO_PHOTO = { name: "about", alt: "The owner breading cutlets by hand inside the truck", ratio: 2 / 3 };

export function loader({ request }: Route.LoaderArgs) {
  return { instagram: INSTAGRAM_WORDS[languageOf(request)] };
}

export default function About({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main">
      <PageHero titleId="about-title" title="About us" photo={HERO_PHOTO} short />
      <section className="section story" aria-labelledby="story-title">
        <h2 id="story-title">{OWNER_STORY.heading}</h2>
        {OWNER_STORY.paragraphs.map((paragraph) => (
          <p key={paragraph.slice(0, 24)}>{paragraph}</p>
        ))}
      </section>
      <InstagramModule words={loaderData.instagram} />
    </main>
  );
}
