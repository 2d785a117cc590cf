import { usePlatform, useSelector } from "../state/context";
import { selectLanguage } from "../state/selectors";
import { BUILT_IN_TEXTS } from "./builtInTexts";

/** Before the tenant config: no messages yet, so a neutral spinner with a built-in label. */
export const BootLoading = () => {
  const texts = BUILT_IN_TEXTS[useSelector(selectLanguage)];
  return (
    <div className="boot boot--loading">
      <div className="spinner" role="status" aria-label={texts.loading} data-testid="boot-loading" />
    </div>
  );
};

/** The shop could not start (tenant config failed): raw details only in development. */
export const BootError = ({ status, message }: { readonly status: number; readonly message: string }) => {
  const { reload } = usePlatform();
  const texts = BUILT_IN_TEXTS[useSelector(selectLanguage)];
  return (
    <main className="boot boot--error" data-testid="boot-error">
      <title>{texts.unreachable}</title>
      <meta name="robots" content="noindex" />
      <div className="boot__card">
        <h1>{texts.unreachable}</h1>
        {import.meta.env.DEV ? (
          <pre className="status-page__raw">
            {status} {message}
          </pre>
        ) : (
          <p>{texts.tryLater}</p>
        )}
        <button type="button" className="btn btn--primary" onClick={reload}>
          {texts.retry}
        </button>
      </div>
    </main>
  );
};

/** A render crashed: the texts on screen cannot be trusted, so built-in ones and a reload. */
export const CrashScreen = () => {
  const { reload } = usePlatform();
  const texts = BUILT_IN_TEXTS[useSelector(selectLanguage)];
  return (
    <div className="boot boot--error" role="alert">
      <div className="boot__card">
        <h1>{texts.crashed}</h1>
        <button type="button" className="btn btn--primary" onClick={reload}>
          {texts.reload}
        </button>
      </div>
    </div>
  );
};
