import { Component, type ErrorInfo, type ReactNode } from "react";
import type { Dispatch } from "../state/context";

interface Props {
  readonly dispatch: Dispatch;
  readonly fallback: (error: Error) => ReactNode;
  readonly children: ReactNode;
}
interface State {
  readonly error: Error | null;
}

/** Catches render errors of a subtree, reports them (ReportClientError) and shows the fallback. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    const e = error instanceof Error ? error : new Error(String(error));
    this.props.dispatch({
      _tag: "ReportClientError",
      level: "error",
      message: e.message,
      stack: `${e.stack ?? ""}${info.componentStack ?? ""}`,
    });
  }

  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}
