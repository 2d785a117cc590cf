import type { AppCommand } from "../../domain/app/commands";
import { injectScript } from "./inject";

/** The globals of the consent script's interface (OneTrust-like). */
export interface ConsentWindow {
  OnetrustActiveGroups?: string;
  OptanonActiveGroups?: string;
  OptanonWrapper?: () => void;
  OneTrust?: {
    ToggleInfoDisplay?: () => void;
    GetDomainData?: () => unknown;
  };
}

/**
 * Loads the consent script and turns its callbacks into commands: every OptanonWrapper call
 * dispatches ApplyConsentGroups with the active group string; a script that fails to load, or no
 * script configured, dispatches ConsentScriptUnavailable (then every category is allowed).
 */
export const loadConsentScript = (options: {
  readonly url: string | undefined;
  readonly win: ConsentWindow;
  readonly doc: Document;
  readonly dispatch: (command: AppCommand) => void;
}): Promise<void> => {
  const { url, win, dispatch } = options;
  if (!url) {
    dispatch({ _tag: "ConsentScriptUnavailable", reason: "notConfigured" });
    return Promise.resolve();
  }
  const previous = win.OptanonWrapper;
  win.OptanonWrapper = () => {
    dispatch({
      _tag: "ApplyConsentGroups",
      activeGroups: (win.OnetrustActiveGroups ?? win.OptanonActiveGroups ?? "").slice(0, 2000),
    });
    previous?.();
  };
  // The page's entry may have injected the script before the shop's code arrived: it has called
  // its OptanonWrapper (on load) already, without this one, so the groups it published are read now.
  if (win.OneTrust) win.OptanonWrapper();
  return injectScript(options.doc, url).catch(() => {
    dispatch({ _tag: "ConsentScriptUnavailable", reason: "failed" });
  });
};

/** The cookie settings button: opens the consent script's settings (false when there is none). */
export const openConsentSettings = (win: ConsentWindow): boolean => {
  const toggle = win.OneTrust?.ToggleInfoDisplay;
  if (typeof toggle !== "function") return false;
  toggle();
  return true;
};
