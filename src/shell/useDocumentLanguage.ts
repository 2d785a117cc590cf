import { useEffect } from "react";
import { useSelector } from "../state/context";
import { selectLanguage } from "../state/selectors";

/** <html lang> follows the shop's language, so screen readers and translators read it right. */
export const useDocumentLanguage = () => {
  const language = useSelector(selectLanguage);
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
};
