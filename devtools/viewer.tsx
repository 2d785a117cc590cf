import { StrictMode, useCallback } from "react";
import { createRoot } from "react-dom/client";
import { Panel } from "./Panel";
import "./panel.css";

/** The standalone recording viewer: the same panel, no shop; open a recording file to inspect and re-execute it. */
const Viewer = () => {
  const onRendered = useCallback((entries: number) => {
    if (entries === 0) return;
    // First paint after a file import (the Playwright bench reads this).
    requestAnimationFrame(() => {
      performance.mark("devtools:rendered");
      document.documentElement.dataset.devtoolsEntries = String(entries);
    });
  }, []);
  return <Panel live={null} standalone onRendered={onRendered} />;
};

const root = document.getElementById("viewer");
if (root)
  createRoot(root).render(
    <StrictMode>
      <Viewer />
    </StrictMode>,
  );
