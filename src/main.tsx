import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App";
import { compose, start } from "./app/compose";
import { ErrorBoundary } from "./app/ErrorBoundary";
import { ShopProvider } from "./state/context";
import "./styles/base.css";
import "./styles/shell.css";
import "./styles/content.css";

const { shop, platform } = compose();
const dispatch = (command: Parameters<typeof shop.dispatch>[0]) => {
  shop.dispatch(command).catch(() => {});
};

const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <ShopProvider shop={shop} platform={platform}>
        <ErrorBoundary
          dispatch={dispatch}
          fallback={() => (
            <div className="boot boot--error" role="alert">
              <div className="boot__card">
                <h1>Da ist etwas schiefgelaufen</h1>
                <button type="button" className="btn btn--primary" onClick={platform.reload}>
                  Neu laden
                </button>
              </div>
            </div>
          )}
        >
          <App />
        </ErrorBoundary>
      </ShopProvider>
    </StrictMode>,
  );
}
start(shop);
