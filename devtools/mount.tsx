import { createRoot, type Root } from "react-dom/client";
import type { Recorder } from "../adapters/recording/recorder";
import type { Shop } from "../domain/app/shop";
import { Panel } from "./Panel";
import { createTravel } from "./travel";
import "./panel.css";

export interface DevtoolsHandle {
  open(): void;
  close(): void;
  toggle(): void;
}

/**
 * Mounts the panel next to the shop (outside its React root, so the shop's layout is untouched).
 * Focus returns to where it was when the panel closes.
 */
export const mountDevtools = async (options: {
  readonly shop: Shop;
  readonly recorder: Promise<Recorder | null>;
}): Promise<DevtoolsHandle> => {
  const recorder = await options.recorder;
  const travel = createTravel(options.shop);
  const live = { shop: options.shop, recorder, travel };
  let root: Root | null = null;
  let host: HTMLElement | null = null;
  let returnFocus: Element | null = null;
  const close = () => {
    root?.unmount();
    host?.remove();
    root = null;
    host = null;
    if (returnFocus instanceof HTMLElement) returnFocus.focus();
  };
  const open = () => {
    if (root) return;
    returnFocus = document.activeElement;
    host = document.createElement("div");
    host.id = "grocery-devtools";
    document.body.append(host);
    root = createRoot(host);
    root.render(<Panel live={live} onClose={close} />);
  };
  return { open, close, toggle: () => (root ? close() : open()) };
};
