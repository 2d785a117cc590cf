/** Every port a handler may use (each port is a Context.Tag in its own file of this folder). */
export type { Ports } from "./all";
