import type { Language } from "../../domain/shell/language";
import { useDispatch, useSelector, useT } from "../state/context";
import { selectLanguage } from "../state/selectors";

/** Each language named in itself, so a shopper who cannot read the current one still finds theirs. */
const AUTONYMS: ReadonlyArray<{ readonly language: Language; readonly name: string }> = [
  { language: "de", name: "Deutsch" },
  { language: "en", name: "English" },
];

/** The language switch (issue 14): the texts change in place, the choice is saved for the next visit. */
export const LanguageSwitch = () => {
  const t = useT();
  const dispatch = useDispatch();
  const current = useSelector(selectLanguage);
  return (
    <fieldset className="language-switch">
      <legend className="language-switch__legend">{t("language.switch")}</legend>
      {AUTONYMS.map(({ language, name }) => (
        <button
          key={language}
          type="button"
          lang={language}
          className="language-switch__option"
          aria-pressed={language === current}
          onClick={() => dispatch({ _tag: "ChooseLanguage", language })}
        >
          {name}
        </button>
      ))}
    </fieldset>
  );
};
