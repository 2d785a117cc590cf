import type { Language } from "../../domain/shell/language";

/**
 * The only texts not from the message bundles: what the shop shows when it has no bundle (the
 * tenant config did not load) or cannot trust its render (a crash). Both languages, built in.
 */
export const BUILT_IN_TEXTS: Record<
  Language,
  { loading: string; unreachable: string; tryLater: string; retry: string; crashed: string; reload: string }
> = {
  de: {
    loading: "Lädt…",
    unreachable: "Der Shop ist gerade nicht erreichbar",
    tryLater: "Bitte versuchen Sie es in einem Moment noch einmal.",
    retry: "Erneut versuchen",
    crashed: "Da ist etwas schiefgelaufen",
    reload: "Neu laden",
  },
  en: {
    loading: "Loading…",
    unreachable: "The shop cannot be reached right now",
    tryLater: "Please try again in a moment.",
    retry: "Try again",
    crashed: "Something went wrong",
    reload: "Reload",
  },
};
