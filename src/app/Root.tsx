import { StrictMode } from "react";
import type { Shop } from "../../domain/app/shop";
import type { AppState } from "../../domain/app/state";
import { ShopProvider } from "../state/context";
import { App } from "./App";
import { CrashScreen } from "./BootScreens";
import type { Platform } from "./compose";
import { ErrorBoundary } from "./ErrorBoundary";

/**
 * The whole tree, the same on the server and in the browser: hydration needs the server's HTML
 * to come from exactly this tree (issue 17).
 */
export const Root = ({
  shop,
  platform,
  serverState,
}: {
  readonly shop: Shop;
  readonly platform: Platform;
  readonly serverState?: AppState | undefined;
}) => {
  const dispatch = (command: Parameters<typeof shop.dispatch>[0]) => {
    shop.dispatch(command).catch(() => {});
  };
  return (
    <StrictMode>
      <ShopProvider shop={shop} platform={platform} serverState={serverState}>
        <ErrorBoundary dispatch={dispatch} fallback={() => <CrashScreen />}>
          <App />
        </ErrorBoundary>
      </ShopProvider>
    </StrictMode>
  );
};
