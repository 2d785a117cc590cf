/* The state and its initial value, schema-free: the first load needs these, not the events' schemas. */
interface LocationState {
  readonly path: string;
  readonly search: string;
  readonly route: string | null;
  readonly params: Readonly<Record<string, string>>;
  readonly redirectedFrom: string | null;
  /** Increments on every navigation so screens can reset scroll and focus. */
  readonly version: number;
}
export interface NavigationState {
  readonly location: LocationState;
  readonly online: boolean;
  readonly lastRefused: { readonly to: string; readonly reason: string } | null;
}
export const initialNavigation: NavigationState = {
  location: { path: "/", search: "", route: null, params: {}, redirectedFrom: null, version: 0 },
  online: true,
  lastRefused: null,
};
