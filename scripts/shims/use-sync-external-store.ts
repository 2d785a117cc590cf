// wouter imports the pre-React-18 shim of useSyncExternalStore; React 19 has the hook itself.
export { useSyncExternalStore } from "react";
