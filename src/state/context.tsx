import { createContext, type ReactNode, useCallback, useContext, useSyncExternalStore } from "react";
import type { AppCommand } from "../../domain/app/commands";
import type { AppOutcomes } from "../../domain/app/outcomes";
import type { Shop } from "../../domain/app/shop";
import type { AppState } from "../../domain/app/state";
import type { OutcomeOf } from "../../domain/core/bus";
import { translate } from "../../domain/tenant/messages";
import type { Platform } from "../app/compose";
import { currentOrigin } from "./origin";
import { selectMessages } from "./selectors";

interface ShopContextValue {
  readonly shop: Shop;
  readonly platform: Platform;
  /**
   * The state the server rendered from (issue 17): hydration reads it, so the first render in the
   * browser matches the server's HTML though the shopper's own session may already have changed
   * the store; React renders the current state right after.
   */
  readonly serverState?: AppState | undefined;
}

const ShopContext = createContext<ShopContextValue | null>(null);

export const ShopProvider = ({
  shop,
  platform,
  serverState,
  children,
}: ShopContextValue & { children: ReactNode }) => (
  <ShopContext.Provider value={{ shop, platform, serverState }}>{children}</ShopContext.Provider>
);

const useShopContext = (): ShopContextValue => {
  const value = useContext(ShopContext);
  if (value === null) throw new Error("ShopProvider is missing");
  return value;
};

export const usePlatform = (): Platform => useShopContext().platform;

/**
 * Reads a slice of the frozen state. The selector must return a part of the state or a primitive
 * (never a fresh object), or React re-renders forever.
 */
export const useSelector = <T,>(selector: (state: AppState) => T): T => {
  const { shop, serverState } = useShopContext();
  const { store } = shop;
  return useSyncExternalStore(
    store.subscribe,
    () => selector(store.getState()),
    () => selector(serverState ?? store.getState()),
  );
};

export type Dispatch = (command: AppCommand) => void;

/** Dispatches a command; the outcome lives in the state, so the promise is not the component's concern. */
export const useDispatch = (): Dispatch => {
  const { shop } = useShopContext();
  return useCallback(
    (command: AppCommand) => {
      shop.dispatch(command, currentOrigin()).catch(() => {});
    },
    [shop],
  );
};

/**
 * Dispatches a command and hands back its outcome, typed by the command (the values of its
 * feature's outcome list; undefined when the command failed), for a component that tracks its own
 * in-flight commands and switches over the outcome.
 */
export const useDispatchAsync = (): (<C extends AppCommand>(
  command: C,
) => Promise<OutcomeOf<AppOutcomes, C> | undefined>) => {
  const { shop } = useShopContext();
  return useCallback(
    <C extends AppCommand>(command: C) =>
      shop.dispatch(command, currentOrigin()).then(
        (o) => (o.ok ? o.value : undefined),
        () => undefined,
      ),
    [shop],
  );
};

/** Reads the current state once, in an event handler (never during render: use useSelector there). */
export const useGetState = (): (() => AppState) => useShopContext().shop.store.getState;

export type Translate = (key: string, params?: Readonly<Record<string, string>>) => string;

export const useT = (): Translate => {
  const messages = useSelector(selectMessages);
  return useCallback((key, params) => translate(messages, key, params), [messages]);
};
