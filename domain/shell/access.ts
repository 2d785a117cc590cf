import { featureAccess } from "../core/feature";
import type { ShellEvent } from "./events";
import type { ShellState } from "./state";

/**
 * The shell's keys sit at the root of the app's state (boot, tenant, componentConfigs, flags): its
 * slice is the root, seen through the shell's keys only.
 */
export const shell = featureAccess<ShellEvent>()({ self: (r: ShellState) => r });
