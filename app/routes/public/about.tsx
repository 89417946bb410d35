// /about: the owner's story and the Instagram module.
import { InstagramModule } from "#app/components/instagram-module.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { INSTAGRAM_WORDS } from "#app/content/instagram-words.ts";
import { ABOUT_WORDS } from "#app/content/pages-words.ts";
import { SOCIAL_FEED } from "#app/content/site-links.ts";
import { languageOf } from "#app/i18n/language.ts";
import { sectionMeta } from "#app/web/page-meta.server.ts";
import type { Route } from "./+types/about";

export const links: Route.LinksFunction = () => [{ rel: "preconnect", href: SOCIAL_FEED.host }];

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export function loader({ request }: Route.LoaderArgs) {
  const language = languageOf(request);
  const words = ABOUT_WORDS[language];
  return {
    words,
    instagram: INSTAGRAM_WORDS[language],
    meta: sectionMeta(request, { name: words.name, path: "/about", description: words.description }),
  };
}

export default function About({ loaderData }: Route.ComponentProps) {
  const { words } = loaderData;
  return (
    <main id="main">
      <PageHero
        titleId="about-title"
        title={words.heroTitle}
        photo={{ name: "about", alt: words.heroAlt, ratio: 2 / 3 }}
        short
      />
      <section className="section story" aria-labelledby="story-title">
        <h2 id="story-title">{words.story.heading}</h2>
        {words.story.paragraphs.map((paragraph) => (
          <p key={paragraph.slice(0, 24)}>{paragraph}</p>
        ))}
      </section>
      <InstagramModule words={loaderData.instagram} />
    </main>
  );
}
