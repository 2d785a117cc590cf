import { usePlatform } from "../state/context";

/** Before the tenant config: no messages yet, so a neutral spinner with a fixed label. */
export const BootLoading = () => (
  <div className="boot boot--loading">
    <div className="spinner" role="status" aria-label="Lädt…" data-testid="boot-loading" />
  </div>
);

/** The shop could not start (tenant config failed): raw details only in development. */
export const BootError = ({ status, message }: { readonly status: number; readonly message: string }) => {
  const { reload } = usePlatform();
  return (
    <main className="boot boot--error" data-testid="boot-error">
      <title>Der Shop ist gerade nicht erreichbar</title>
      <meta name="robots" content="noindex" />
      <div className="boot__card">
        <h1>Der Shop ist gerade nicht erreichbar</h1>
        {import.meta.env.DEV ? (
          <pre className="status-page__raw">
            {status} {message}
          </pre>
        ) : (
          <p>Bitte versuchen Sie es in einem Moment noch einmal.</p>
        )}
        <button type="button" className="btn btn--primary" onClick={reload}>
          Erneut versuchen
        </button>
      </div>
    </main>
  );
};
