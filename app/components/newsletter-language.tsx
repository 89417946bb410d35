// The language of a follower's mail, on the preferences page (issue 50): one radio per language,
// each named in its own language and marked so, so a reader of either finds theirs on either page.
import { LANGUAGE_NAMES, LANGUAGES, type Language } from "#app/i18n/language.ts";

export function MailLanguageChoice(props: { chosen: Language; legend: string }) {
  return (
    <fieldset className="newsletter-topics">
      <legend>{props.legend}</legend>
      {LANGUAGES.map((language) => (
        <label key={language} className="newsletter-topics__choice" lang={language}>
          <input type="radio" name="language" value={language} defaultChecked={props.chosen === language} />
          {LANGUAGE_NAMES[language]}
        </label>
      ))}
    </fieldset>
  );
}
