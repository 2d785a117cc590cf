export interface OpsState {
  readonly runningBuild: string | null;
  readonly newBuild: string | null;
}
export const initialOps: OpsState = { runningBuild: null, newBuild: null };
