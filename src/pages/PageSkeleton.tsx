/** A quiet placeholder while a page or its block chunks load; announced once as busy. */
export const PageSkeleton = () => (
  <div className="skeleton" aria-busy="true" data-testid="page-skeleton">
    <div className="skeleton__line skeleton__line--title" />
    <div className="skeleton__block" />
    <div className="skeleton__line" />
    <div className="skeleton__line" />
    <div className="skeleton__line skeleton__line--short" />
  </div>
);
